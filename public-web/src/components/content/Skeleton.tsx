import { css } from '@emotion/react';

const pulse = css({
  display: 'block', borderRadius: 12, background: '#dfe4ea', animation: 'hw-pulse 1.6s ease-in-out infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});

/** A grey pulsing block shown while data loads (the pulse stops for people who ask for reduced motion). */
export function Skeleton({ height = 160, testId }: { height?: number | string; testId?: string }) {
  return <span css={pulse} style={{ height }} aria-hidden="true" data-testid={testId} />;
}
