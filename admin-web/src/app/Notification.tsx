import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Portal, Snackbar } from '@mui/material';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { UI_LIMITS } from '@homeward/domain';

/**
 * Replaces react-admin's snackbar so a toast can carry a title and a description (spec section 8).
 * react-admin's queue already shows one notification at a time.
 * Each toast mounts its own portal at the end of <body>: an open dialog hides what was already on the
 * page from assistive technology, but not a toast that appears after it (for example a save failure).
 */
export function Notification() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [current, setCurrent] = useState<NotificationPayload | undefined>();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (notifications.length > 0 && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setOpen(true);
      }
    }
  }, [notifications, current, takeNotification]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { messageArgs = {}, autoHideDuration } = notificationOptions;
  const title = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  const description = typeof messageArgs.description === 'string' ? messageArgs.description : undefined;
  const severity = type === 'error' ? 'error' : type === 'warning' ? 'warning' : type === 'success' ? 'success' : 'info';

  return (
    <Portal>
      <Snackbar
        open={open}
        autoHideDuration={autoHideDuration === undefined ? UI_LIMITS.toastDurationMs : (autoHideDuration ?? undefined)}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        slotProps={{ transition: { onExited: () => setCurrent(undefined) } }}
      >
        <Alert
          variant="filled"
          severity={severity}
          role={severity === 'error' ? 'alert' : 'status'}
          onClose={() => setOpen(false)}
          sx={{ minWidth: 280, maxWidth: 480, alignItems: 'flex-start' }}
          data-testid="toast"
        >
          {description ? <AlertTitle sx={{ mb: 0.25 }}>{title}</AlertTitle> : title}
          {description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
