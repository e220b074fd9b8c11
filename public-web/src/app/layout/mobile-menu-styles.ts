import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';

export const MOBILE_MENU_ID = 'mobile-menu';

export const styles = {
  button: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 44,
    minWidth: 44,
    padding: '0 12px',
    border: `2px solid ${palette.primary}`,
    borderRadius: 8,
    background: palette.primary,
    color: '#ffffff',
    fontFamily: 'inherit',
    fontSize: typeScale.ui.fontSize,
    fontWeight: 700,
    cursor: 'pointer',
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 2, boxShadow: `0 0 0 5px ${palette.text}` },
  }),
  list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 4 }),
  link: css({
    display: 'flex',
    alignItems: 'center',
    minHeight: 52,
    padding: '0 16px',
    borderRadius: 8,
    color: palette.text,
    fontSize: typeScale.body.fontSize,
    fontWeight: 600,
    textDecoration: 'none',
    border: '2px solid transparent',
    '&:hover': { background: '#e3ebf6' },
    '&[aria-current="page"]': { background: palette.primary, color: '#ffffff' },
    '&:focus-visible': { outline: `3px solid ${palette.focus}`, outlineOffset: 0, borderColor: palette.text },
  }),
};
