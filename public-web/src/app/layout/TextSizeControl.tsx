import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { applyTextSize, readTextSize, TEXT_SIZES, type TextSizeId } from './text-size.js';

const styles = {
  wrap: css({ display: 'inline-flex', alignItems: 'center', gap: 8 }),
  label: css({ fontSize: typeScale.small.fontSize, fontWeight: 600, color: palette.textSecondary, whiteSpace: 'nowrap' }),
  group: css({ display: 'inline-flex', alignItems: 'center', gap: 2, border: `2px solid ${palette.primary}`, borderRadius: 8, padding: 2 }),
  button: css({
    minWidth: 44,
    minHeight: 44,
    padding: '0 6px',
    border: 0,
    borderRadius: 6,
    background: 'transparent',
    color: palette.primary,
    fontFamily: 'inherit',
    fontWeight: 700,
    lineHeight: 1,
    cursor: 'pointer',
    '&:hover': { background: '#e3ebf6' },
    '&[aria-pressed="true"]': { background: palette.primary, color: '#ffffff' },
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 2, boxShadow: `0 0 0 5px ${palette.text}` },
  }),
};
// Fixed pixel sizes, so the control itself does not grow when the text does.
const glyphPx = [16, 20, 24];

/** Three text sizes, remembered in localStorage; /text-size.js applies the saved one before first paint. */
export function TextSizeControl() {
  // 'standard' on the server and during hydration; the real value is read once hydrated.
  const [size, setSize] = useState<TextSizeId>('standard');
  useEffect(() => setSize(readTextSize()), []);

  const choose = (id: TextSizeId) => {
    applyTextSize(id);
    setSize(id);
  };

  return (
    <div css={styles.wrap}>
      <span id="text-size-label" css={styles.label}>
        Text size
      </span>
      <div role="group" aria-labelledby="text-size-label" css={styles.group}>
        {TEXT_SIZES.map((s, i) => (
          <button
            key={s.id}
            type="button"
            css={styles.button}
            style={{ fontSize: glyphPx[i] }}
            aria-pressed={size === s.id}
            aria-label={s.label}
            title={s.label}
            onClick={() => choose(s.id)}
          >
            {s.short}
          </button>
        ))}
      </div>
    </div>
  );
}
