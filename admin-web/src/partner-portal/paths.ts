import { pathSegments, sectionKeyOf } from '../lib/nav-sections.js';

/** Every portal URL, relative to its router basename (/partners), written once. */
export const PORTAL_BASENAME = '/partners';

export const portalPaths = {
  signIn: '/',
  forgotPassword: '/forgot-password',
  /** Asking for an emailed sign-in link (while sign-in says to wait, or on a new device). */
  emailLink: '/email-link',
  /** The emailed sign-in link: /partners/sign-in-link/<token> */
  signInLink: '/sign-in-link',
  /** The emailed reset link: /partners/reset-password?token=... */
  resetPassword: '/reset-password',
  /** The emailed invitation link: /partners/invitation?token=... */
  invitation: '/invitation',
  listing: '/listing',
  prices: '/prices',
  leads: '/leads',
  figures: '/figures',
  changes: '/changes',
} as const;

/** The signed-in pages, in the order of the portal's navigation. */
export const PORTAL_SECTIONS = [
  { key: 'listing', label: 'My listing', path: portalPaths.listing },
  { key: 'prices', label: 'Prices', path: portalPaths.prices },
  { key: 'leads', label: 'Leads', path: portalPaths.leads },
  { key: 'figures', label: 'Figures', path: portalPaths.figures },
  { key: 'changes', label: 'My pending changes', path: portalPaths.changes },
] as const;

export type PortalSectionKey = (typeof PORTAL_SECTIONS)[number]['key'];

/** Which section a path belongs to, or null (the sign-in pages). */
export function sectionFromPath(pathname: string): PortalSectionKey | null {
  return sectionKeyOf(PORTAL_SECTIONS, pathSegments(pathname)[0]);
}

/** The token of an emailed link: ?token=... (or the last path segment, /invitation/abc). */
export function tokenFromLocation(search: string, pathname: string): string {
  const fromQuery = new URLSearchParams(search).get('token');
  if (fromQuery) return fromQuery.trim();
  const segments = pathname.split('/').filter(Boolean);
  return segments.length > 1 ? decodeURIComponent(segments[segments.length - 1]) : '';
}
