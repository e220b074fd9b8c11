import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { UI_LIMITS } from '@homeward/domain';

/** 'default' or 'destructive', as spec section 4 names the toast variants. */
export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

const failure = (description: string): ToastMessage => ({ title: 'Error', description, variant: 'destructive' });

/** The texts of spec section 8, written once. */
export const TOASTS = {
  providerAdded: { title: 'Provider added', description: 'Provider has been successfully added.' },
  providerAddFailed: failure('Failed to add provider. Please try again.'),
  providerUpdated: { title: 'Provider updated', description: 'Provider has been successfully updated.' },
  providerUpdateFailed: failure('Failed to update provider. Please try again.'),
  quickToggleDone: { title: 'Provider updated' },
  providerDeleted: { title: 'Provider deleted', description: 'Provider has been successfully deleted.' },
  providerDeleteFailed: failure('Failed to delete provider. Please try again.'),
  userAdded: { title: 'Admin user added', description: 'Admin user has been successfully added and invited.' },
  userAddFailed: failure('Failed to add admin user. Please try again.'),
  leadUpdated: { title: 'Lead updated', description: 'The status and notes have been saved.' },
  leadUpdateFailed: failure('Failed to update lead. Please try again.'),
  exportFailed: failure('Failed to export leads. Please try again.'),
  leadEmailQueued: { title: 'Email queued', description: 'The lead will be emailed again in a moment.' },
  leadEmailBusy: failure('This email is being sent right now. Refresh in a minute to see how it went.'),
  leadEmailResendFailed: failure('Failed to queue the email. Please try again.'),
} satisfies Record<string, ToastMessage>;

/** Shows a toast through react-admin's notification queue (one at a time, 5 seconds). */
export function useToast(): (toast: ToastMessage) => void {
  const notify = useNotify();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastMessage) =>
      notify(title, {
        type: variant === 'destructive' ? 'error' : 'success',
        autoHideDuration: UI_LIMITS.toastDurationMs,
        messageArgs: { _: title, description },
      }),
    [notify],
  );
}
