import { createContext, useCallback, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { ABOVE_DIALOGS } from '../layers.js';
import { Toast } from './Toast.js';
import { TOAST_REMOVE_DELAY_MS, toastReducer, type ToastOptions } from './toast-store.js';

export interface ToastApi {
  toast(opts: ToastOptions): void;
  dismiss(): void;
}

export const ToastContext = createContext<ToastApi | null>(null);

let nextId = 1;

/**
 * Holds the one visible toast and renders the notification region. The region is always in the page, with
 * a polite live region (role=status) and an assertive one (role=alert, destructive toasts), so screen
 * readers announce a toast when its text appears. F8 moves focus to the region. It stays usable above an open
 * dialog (ABOVE_DIALOGS), where the lead form's messages appear.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const regionRef = useRef<HTMLElement>(null);
  const removeTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const toast = useCallback((opts: ToastOptions) => {
    dispatch({
      type: 'add',
      toast: { id: nextId++, title: opts.title, description: opts.description, variant: opts.variant ?? 'default', open: true },
    });
  }, []);
  const dismiss = useCallback(() => dispatch({ type: 'dismiss' }), []);

  // A dismissed toast is removed from the list after the spec's (very long) removal delay.
  useEffect(() => {
    const timers = removeTimers.current;
    for (const t of toasts) {
      if (!t.open && !timers.has(t.id)) {
        timers.set(
          t.id,
          setTimeout(() => {
            timers.delete(t.id);
            dispatch({ type: 'remove', id: t.id });
          }, TOAST_REMOVE_DELAY_MS),
        );
      }
    }
  }, [toasts]);
  useEffect(
    () => () => {
      for (const timer of removeTimers.current.values()) clearTimeout(timer);
    },
    [],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);
  const visible = toasts.filter((t) => t.open);
  const polite = visible.filter((t) => t.variant !== 'destructive');
  const assertive = visible.filter((t) => t.variant === 'destructive');

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section ref={regionRef} aria-label="Notifications (F8)" tabIndex={-1} className="hw-toast-region hw-no-print" {...{ [ABOVE_DIALOGS]: '' }}>
        <div role="status" aria-live="polite" aria-atomic="true">
          {polite.map((t) => (
            <Toast key={t.id} item={t} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" aria-atomic="true">
          {assertive.map((t) => (
            <Toast key={t.id} item={t} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
