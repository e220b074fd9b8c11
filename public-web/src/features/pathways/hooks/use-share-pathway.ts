import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { pathwayAnswersToQuery, type PathwayAnswers } from '@homeward/domain';
import { useToast } from '../../../components/ui/toast/index.js';
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
  const { toast } = useToast();
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    async (answers: PathwayAnswers) => {
      const url = pathwayShareUrl(window.location.origin, answers);
      setSearchParams(new URL(url).searchParams, { replace: true, preventScrollReset: true });
      try {
        if (!navigator.clipboard) throw new Error('Clipboard not available');
        await navigator.clipboard.writeText(url);
        toast(SHARE_PATHWAY_TOASTS.copied);
      } catch (error) {
        console.error('Copying the share link failed', error);
        toast({ ...SHARE_PATHWAY_TOASTS.failed, variant: 'destructive' });
      }
    },
    [toast, setSearchParams],
  );
}
