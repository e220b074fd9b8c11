import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { Z_INDEX } from '../layers.js';

const styles = {
  region: css({
    position: 'fixed',
    zIndex: Z_INDEX.toast,
    bottom: 0,
    right: 0,
    width: '100%',
    maxWidth: 440,
    padding: 16,
    display: 'flex',
    flexDirection: 'column',
    gap: 8,
    pointerEvents: 'none',
    outline: 'none',
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: -3 },
    '@media print': { display: 'none' },
  }),
  toast: css({
    pointerEvents: 'auto',
    touchAction: 'pan-y',
    display: 'flex',
    alignItems: 'flex-start',
    gap: 12,
    padding: '16px 12px 16px 20px',
    borderRadius: 8,
    background: palette.paper,
    color: palette.text,
    border: `2px solid ${palette.primary}`,
    boxShadow: '0 6px 24px rgba(0,0,0,0.22)',
    transition: 'transform 150ms ease-out, opacity 150ms ease-out',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  }),
  destructive: css({ background: palette.error, color: '#ffffff', borderColor: palette.error }),
  text: css({ flex: 1, minWidth: 0 }),
  title: css({ margin: 0, fontWeight: 700, fontSize: typeScale.body.fontSize, lineHeight: 1.4 }),
  description: css({ margin: '4px 0 0', fontSize: typeScale.ui.fontSize, lineHeight: 1.5 }),
  close: css({
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 44,
    height: 44,
    border: 0,
    borderRadius: 8,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    '&:hover': { background: 'rgba(0,0,0,0.08)' },
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 0 },
  }),
};

export default styles;
