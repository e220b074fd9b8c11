/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { focusVisibleRing, palette, typeScale } from '@homeward/theme';
import { Icon, type IconPaths } from '../content/Icon.js';
import type { ButtonHTMLAttributes } from 'react';

export const buttonStyles = {
  base: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    minHeight: 44,
    padding: '8px 20px',
    borderRadius: 8,
    border: '2px solid transparent',
    fontFamily: 'inherit',
    fontSize: typeScale.ui.fontSize,
    fontWeight: 600,
    lineHeight: 1.35,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    WebkitTapHighlightColor: 'transparent',
    ...focusVisibleRing,
    '&:disabled': { cursor: 'not-allowed' },
  }),
  contained: css({
    background: palette.primary,
    color: '#ffffff',
    '&:hover:not(:disabled)': { background: palette.primaryDark },
    '&:disabled': { background: '#e2e5ea', color: '#5b6370' },
  }),
  outlined: css({
    background: '#ffffff',
    color: palette.primary,
    borderColor: palette.primary,
    '&:hover:not(:disabled)': { background: '#e8eef7' },
    '&:disabled': { color: '#5b6370', borderColor: '#c4c9d0' },
  }),
  text: css({
    background: 'transparent',
    color: palette.primary,
    paddingInline: 12,
    '&:hover:not(:disabled)': { background: '#e8eef7', textDecoration: 'underline' },
    '&:disabled': { color: '#5b6370' },
  }),
  large: css({ minHeight: 52, padding: '10px 24px', fontSize: typeScale.body.fontSize }),
  fullWidth: css({ width: '100%' }),
};

export type ButtonVariant = 'contained' | 'outlined' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'medium' | 'large';
  fullWidth?: boolean;
  /** A decorative icon before the text. */
  startIcon?: IconPaths;
}

/** A native button in the site's three looks: filled, outlined and plain text. At least 44px tall. */
export function Button({ variant = 'contained', size = 'medium', fullWidth, startIcon, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} css={[buttonStyles.base, buttonStyles[variant], size === 'large' && buttonStyles.large, fullWidth && buttonStyles.fullWidth]} {...rest}>
      {startIcon ? <Icon path={startIcon} size={22} css={{ flexShrink: 0 }} /> : null}
      {children}
    </button>
  );
}
