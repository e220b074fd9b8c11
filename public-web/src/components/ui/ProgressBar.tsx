/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';

const styles = {
  track: css({ position: 'relative', display: 'block', overflow: 'hidden', width: '100%', background: '#e0e0e0' }),
  bar: css({
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    display: 'block',
    transition: 'width 200ms linear',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  }),
};

const TONES = { primary: palette.primary, warning: palette.warning, error: palette.error } as const;

export interface ProgressBarProps {
  /** 0 to 100 (clamped). */
  value: number;
  tone?: keyof typeof TONES;
  height?: number;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  [data: `data-${string}`]: string | undefined;
}

/** A determinate progress bar (role progressbar, 0-100), the look of MUI's LinearProgress without MUI. */
export function ProgressBar({ value, tone = 'primary', height = 12, ...rest }: ProgressBarProps) {
  const v = Math.min(100, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(v)}
      css={styles.track}
      style={{ height, borderRadius: height / 2 }}
      {...rest}
    >
      <span css={styles.bar} style={{ width: `${v}%`, background: TONES[tone] }} />
    </div>
  );
}
