import { useCallback } from 'react';
import { pathwayAnswersToQuery, type PathwayAnswers } from '@homeward/domain';
import { useShareLink } from '../../../lib/use-share-link.js';
import { paths } from '../../../app/paths.js';

export const SHARE_PATHWAY_TOASTS = {
  copied: { title: 'Link copied!', description: 'Share this link to show this result.' },
  failed: { title: 'Copy failed', description: 'Please copy the address from the address bar.' },
} as const;

export function pathwayShareUrl(origin: string, answers: PathwayAnswers): string {
  return `${origin}${paths.pathwayFinder}?${pathwayAnswersToQuery(answers)}`;
}

/**
 * Share, as the calculator does: the answers go into the address bar first (so copying it by hand works when
 * the clipboard is refused), then the link is copied. Nothing is sent to our server.
 */
export function useSharePathway() {
  const share = useShareLink(SHARE_PATHWAY_TOASTS);
  return useCallback((answers: PathwayAnswers) => share(pathwayShareUrl(window.location.origin, answers)), [share]);
}
