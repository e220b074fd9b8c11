import { useCallback } from 'react';
import { encodeSharedCalculation, type SharedCalculation } from '@homeward/domain';
import { useShareLink } from '../../../lib/use-share-link.js';
import { paths } from '../../../app/paths.js';

export const SHARE_TOASTS = {
  copied: { title: 'Link copied!', description: 'Share this link to show your calculation results.' },
  failed: { title: 'Copy failed', description: 'Please copy the URL manually.' },
} as const;

/** The link: the calculation, and the place it was priced at (step 5) when there is one. */
export function shareUrl(origin: string, data: SharedCalculation, near = ''): string {
  const place = near ? `&near=${encodeURIComponent(near)}` : '';
  return `${origin}${paths.calculator}?data=${encodeSharedCalculation(data)}${place}`;
}

/**
 * Share: copies a link holding the classification, services, income and result. The address bar is set to
 * the same link first, so "copy the URL manually" works when the clipboard is refused.
 */
export function useShareCalculation() {
  const share = useShareLink(SHARE_TOASTS);
  return useCallback((data: SharedCalculation, near = '') => share(shareUrl(window.location.origin, data, near)), [share]);
}
