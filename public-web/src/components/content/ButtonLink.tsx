/** @jsxImportSource @emotion/react */
import { Link } from 'react-router';
import { css } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';
import { focusRing } from './styles.js';
import type { ReactNode } from 'react';

const base = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  minHeight: 48,
  padding: '10px 22px',
  borderRadius: 8,
  border: '2px solid transparent',
  fontSize: typeScale.body.fontSize,
  fontWeight: 700,
  lineHeight: 1.3,
  textDecoration: 'none',
  textAlign: 'center',
  cursor: 'pointer',
  ...focusRing,
});
const variants = {
  primary: css({ background: palette.primary, color: '#ffffff', '&:hover': { background: palette.primaryDark, textDecoration: 'underline' } }),
  secondary: css({
    background: '#ffffff',
    color: palette.primary,
    borderColor: palette.primary,
    '&:hover': { background: '#e3ebf6', textDecoration: 'underline' },
  }),
  light: css({ background: '#ffffff', color: palette.primaryDark, '&:hover': { background: '#e3ebf6', textDecoration: 'underline' } }),
  outlineLight: css({
    background: 'transparent',
    color: '#ffffff',
    borderColor: '#ffffff',
    '&:hover': { background: 'rgba(255,255,255,0.12)', textDecoration: 'underline' },
  }),
};

export type ButtonLinkVariant = keyof typeof variants;

/** A link that looks like a button: internal paths use the router, http(s) links open in the same tab. */
export function ButtonLink({ to, children, variant = 'primary' }: { to: string; children: ReactNode; variant?: ButtonLinkVariant }) {
  if (/^(https?:|tel:|mailto:)/.test(to)) {
    return (
      <a href={to} css={[base, variants[variant]]}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} css={[base, variants[variant]]}>
      {children}
    </Link>
  );
}

/** An ordinary text link to an internal page. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} css={{ color: palette.primary, fontWeight: 600, textUnderlineOffset: 3, ...focusRing }}>
      {children}
    </Link>
  );
}

/** A link to another website; says so for screen readers and opens in the same tab (less confusing). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener" css={{ color: palette.primary, fontWeight: 600, textUnderlineOffset: 3, overflowWrap: 'anywhere', ...focusRing }}>
      {children}
      <span className="hw-visually-hidden"> (external website)</span>
    </a>
  );
}

/** A row of button links that wraps on narrow screens. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: '8px 0 16px' }}>{children}</div>;
}
