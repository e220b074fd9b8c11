import { UI_LIMITS } from '@homeward/domain';

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastItem extends Required<Pick<ToastOptions, 'title' | 'variant'>> {
  id: number;
  description?: string;
  open: boolean;
}

export type ToastAction = { type: 'add'; toast: ToastItem } | { type: 'dismiss' } | { type: 'remove'; id: number };

/**
 * The toast list (spec sections 4 and 9): at most TOAST_LIMIT toasts are kept, newest first, so a new
 * toast replaces the visible one. Dismissing closes a toast; it is removed later (or pushed out sooner).
 */
export const TOAST_LIMIT = UI_LIMITS.toastLimit;
export const TOAST_DURATION_MS = UI_LIMITS.toastDurationMs;
export const TOAST_REMOVE_DELAY_MS = UI_LIMITS.toastRemoveDelayMs;
export const SWIPE_THRESHOLD_PX = 50;

export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((t) => (t.open ? { ...t, open: false } : t));
    case 'remove':
      return state.filter((t) => t.id !== action.id);
  }
}
