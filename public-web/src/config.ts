import { SITE_CONTACT_DEFAULTS } from '@homeward/domain';

/**
 * Build-time site configuration. webpack's DefinePlugin replaces the __SITE_*__ identifiers in both the
 * client and the SSR bundle (env SITE_ORIGIN, SITE_PHONE, SITE_EMAIL); tests and unconfigured builds use the defaults.
 */
declare const __SITE_ORIGIN__: string | undefined;
declare const __SITE_PHONE__: string | undefined;
declare const __SITE_EMAIL__: string | undefined;

export const SITE_ORIGIN: string = (typeof __SITE_ORIGIN__ !== 'undefined' && __SITE_ORIGIN__) || 'https://homeward.example';

export const SITE_NAME = 'Homeward';

export const SITE_CONTACT = {
  phone: (typeof __SITE_PHONE__ !== 'undefined' && __SITE_PHONE__) || SITE_CONTACT_DEFAULTS.phone,
  email: (typeof __SITE_EMAIL__ !== 'undefined' && __SITE_EMAIL__) || SITE_CONTACT_DEFAULTS.email,
  hours: SITE_CONTACT_DEFAULTS.hours,
} as const;

/** '1300 466 379' -> 'tel:1300466379' */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
