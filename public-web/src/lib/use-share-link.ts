import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useToast } from '../components/ui/toast/index.js';

export interface ShareToasts {
  copied: { title: string; description: string };
  failed: { title: string; description: string };
}

/**
 * Share a tool's result: the link's query goes into the address bar first (so copying the address by hand works
 * when the clipboard is refused), then the link is copied, with a toast either way. Nothing is sent to our server.
 */
export function useShareLink(toasts: ShareToasts) {
  const { toast } = useToast();
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    async (url: string) => {
      setSearchParams(new URL(url).searchParams, { replace: true, preventScrollReset: true });
      try {
        if (!navigator.clipboard) throw new Error('Clipboard not available');
        await navigator.clipboard.writeText(url);
        toast(toasts.copied);
      } catch (error) {
        console.error('Copying the share link failed', error);
        toast({ ...toasts.failed, variant: 'destructive' });
      }
    },
    [toast, setSearchParams, toasts],
  );
}
