/** @jsxImportSource @emotion/react */
import { useCallback, useEffect, useRef, useState } from 'react';
import { css, keyframes } from '@emotion/react';
import { palette, typeScale } from '@homeward/theme';

/**
 * The lead dialogs (the site's own Dialog and fields, the form's checks and messages, about 8 KiB gzip) are
 * not needed until someone asks to be contacted, so they stay out of the pages' first load: they load when a
 * contact button is first wanted: pointed at, focused or touched (a head start), or pressed. Once loaded, a
 * dialog stays mounted, so what a person typed survives closing and reopening.
 */
type LeadDialogsModule = typeof import('./components/LeadDialogs.js');

let loading: Promise<LeadDialogsModule> | null = null;
let loaded: LeadDialogsModule | null = null;

/** Starts loading the dialogs' chunk once (again after a failure); safe to call on every hover or focus. */
export function preloadLeadDialogs(): Promise<LeadDialogsModule> {
  if (!loading) {
    loading = import(/* webpackChunkName: "lead-dialog" */ './components/LeadDialogs.js').then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

export type LeadDialogStatus = 'idle' | 'loading' | 'failed';

export interface LeadDialogs {
  /** The dialog components, once loaded (null before: render nothing). */
  dialogs: LeadDialogsModule | null;
  open: boolean;
  status: LeadDialogStatus;
  /** Opens the dialog, loading it first if need be. Presses while it loads are ignored. */
  request(): void;
  /** Starts loading early (pointer over, focus, touch). */
  prefetch(): void;
  close(): void;
}

export function useLeadDialogs(): LeadDialogs {
  const [dialogs, setDialogs] = useState<LeadDialogsModule | null>(loaded);
  const [status, setStatus] = useState<LeadDialogStatus>('idle');
  const [open, setOpen] = useState(false);
  const mounted = useRef(false);
  const busy = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback(() => {
    if (loaded) {
      setDialogs(loaded);
      setStatus('idle');
      setOpen(true);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setStatus('loading');
    preloadLeadDialogs().then(
      (module) => {
        busy.current = false;
        if (!mounted.current) return;
        setDialogs(module);
        setStatus('idle');
        setOpen(true);
      },
      (error: unknown) => {
        busy.current = false;
        console.error('Could not load the contact form', error);
        if (mounted.current) setStatus('failed');
      },
    );
  }, []);

  const prefetch = useCallback(() => {
    preloadLeadDialogs().catch(() => undefined);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  return { dialogs, open, status, request, prefetch, close };
}

/** Props for a contact button: start loading the dialog as soon as it is likely to be pressed. */
export function prefetchProps(prefetch: () => void) {
  return { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };
}

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const styles = {
  status: css({ margin: 0, fontSize: typeScale.small.fontSize, fontWeight: 600, color: palette.text }),
  spinner: css({
    display: 'inline-block',
    width: 18,
    height: 18,
    marginRight: 8,
    verticalAlign: '-3px',
    borderRadius: '50%',
    border: `3px solid #c9d6e8`,
    borderTopColor: palette.primary,
    animation: `${spin} 0.8s linear infinite`,
  }),
  failed: css({ margin: 0, fontSize: typeScale.small.fontSize, fontWeight: 600, color: palette.error }),
};

/**
 * Says, next to the button, that the form is on its way (a live region, present before it has anything to
 * say, so screen readers announce it), or that it could not be loaded.
 */
export function LeadDialogStatusText({ status, className }: { status: LeadDialogStatus; className?: string }) {
  return (
    <div className={className}>
      <p role="status" css={styles.status}>
        {status === 'loading' ? (
          <>
            <span css={styles.spinner} aria-hidden="true" />
            Opening the form...
          </>
        ) : null}
      </p>
      {status === 'failed' ? (
        <p role="alert" css={styles.failed}>
          We could not open the form. Please check your connection and press the button again.
        </p>
      ) : null}
    </div>
  );
}
