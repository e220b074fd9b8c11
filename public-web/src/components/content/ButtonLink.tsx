import { Link } from 'react-router';
import { Icon, type IconPaths } from './Icon.js';
import type { ReactNode } from 'react';

// Its own module, so the route error fallback (in every page's first load) does not carry the buttons.
export { TextLink } from './TextLink.js';

const variantClass = {
  primary: 'hw-button-link--primary',
  secondary: 'hw-button-link--secondary',
  light: 'hw-button-link--light',
  outlineLight: 'hw-button-link--outline-light',
} as const;

export type ButtonLinkVariant = keyof typeof variantClass;

export interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: ButtonLinkVariant;
  /** An icon before the words. */
  icon?: IconPaths;
}

/** A link that looks like a button: internal paths use the router, http(s) links open in the same tab. */
export function ButtonLink({ to, children: words, variant = 'primary', icon }: ButtonLinkProps) {
  const className = `hw-button-link ${variantClass[variant]}`;
  const children = icon ? (
    <>
      <Icon path={icon} size={24} />
      {words}
    </>
  ) : (
    words
  );
  if (/^(https?:|tel:|mailto:)/.test(to)) {
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}

/** A button link as data, for the lists of them a page keeps beside its words (the heading band's, a "where next" row). */
export interface ButtonLinkItem {
  to: string;
  label: string;
  variant?: ButtonLinkVariant;
  icon?: IconPaths;
}

/** Button links in the order given, side by side with nothing around them (the caller's row or band places them). */
export function ButtonLinks({ links }: { links: readonly ButtonLinkItem[] }) {
  return (
    <>
      {links.map((link) => (
        <ButtonLink key={link.to} to={link.to} variant={link.variant} icon={link.icon}>
          {link.label}
        </ButtonLink>
      ))}
    </>
  );
}

/** A link to another website; says so for screen readers and opens in the same tab (less confusing). */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener" className="hw-external-link">
      {children}
      <span className="hw-visually-hidden"> (external website)</span>
    </a>
  );
}

/** A row of button links that wraps on narrow screens. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="hw-button-row">{children}</div>;
}
