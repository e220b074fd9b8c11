import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { Alert, AlertTitle, Box, Collapse, Portal, Snackbar } from '@mui/material';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { UI_LIMITS } from '@homeward/domain';
import { tabFromPath } from './paths.js';

const TOAST_REGION_ID = 'toast-region';
/** A toast raised this soon before the page changed belongs to the next page (a save that then goes back to the list). */
const CARRY_OVER_GRACE_MS = 1000;

/**
 * Whether two addresses are the same place for a toast: the same console tab (a provider's edit dialog is inside
 * its tab), else one path inside the other (a portal page and its dialog).
 */
function samePlace(a: string, b: string): boolean {
  const tabA = tabFromPath(a);
  const tabB = tabFromPath(b);
  if (tabA !== null || tabB !== null) return tabA === tabB;
  return a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/** Where toasts show in the page's flow, under the header: they push the page down instead of covering a column. */
export function ToastRegion() {
  return <Box id={TOAST_REGION_ID} sx={{ maxWidth: 1280, mx: 'auto', px: { xs: 1.5, sm: 3 }, '&:empty': { display: 'none' }, pt: 2 }} />;
}

/**
 * The region, when the layout has one, its place is on screen and no dialog is open (else the toast floats, so it
 * is seen: a dialog hides the page behind it, the region too).
 */
function visibleRegion(): HTMLElement | null {
  if (document.querySelector('[role="dialog"]')) return null;
  const region = document.getElementById(TOAST_REGION_ID);
  return region && region.getBoundingClientRect().bottom >= 0 ? region : null;
}

/**
 * Replaces react-admin's snackbar so a toast can carry a title and a description (spec section 8).
 * react-admin's queue already shows one notification at a time. A toast shows in the page under the header
 * (ToastRegion), so it never covers a table; only when that place is scrolled away does it float at the bottom.
 * A toast belongs to its page: going to another page or tab closes it.
 * A floating toast mounts its own portal at the end of <body>: an open dialog hides what was already on the
 * page from assistive technology, but not a toast that appears after it (for example a save failure).
 */
export function Notification() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [current, setCurrent] = useState<NotificationPayload | undefined>();
  const [open, setOpen] = useState(false);
  const [region, setRegion] = useState<HTMLElement | null>(null);
  const shownAt = useRef(0);
  const shownOn = useRef(pathname);

  useEffect(() => {
    if (notifications.length > 0 && !current) {
      const next = takeNotification();
      if (next) {
        setCurrent(next);
        setRegion(visibleRegion());
        setOpen(true);
        shownAt.current = Date.now();
        shownOn.current = pathname;
      }
    }
  }, [notifications, current, takeNotification, pathname]);

  useEffect(() => {
    if (!current || samePlace(pathname, shownOn.current)) return;
    shownOn.current = pathname;
    if (Date.now() - shownAt.current < CARRY_OVER_GRACE_MS) return;
    // Only the toast on screen is closed: one still queued may have been raised just now, for the next page.
    setOpen(false);
  }, [pathname, current]);

  if (!current) return null;
  const { message, type, notificationOptions = {} } = current;
  const { messageArgs = {}, autoHideDuration } = notificationOptions;
  const title = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
  const description = typeof messageArgs.description === 'string' ? messageArgs.description : undefined;
  const severity = type === 'error' ? 'error' : type === 'warning' ? 'warning' : type === 'success' ? 'success' : 'info';

  const hideAfter = autoHideDuration === undefined ? UI_LIMITS.toastDurationMs : (autoHideDuration ?? null);
  const alert = (
    <Alert
      variant="filled"
      severity={severity}
      role={severity === 'error' ? 'alert' : 'status'}
      onClose={() => setOpen(false)}
      sx={{ minWidth: region ? undefined : 280, maxWidth: region ? undefined : 480, alignItems: 'flex-start' }}
      data-testid="toast"
    >
      {description ? <AlertTitle sx={{ mb: 0.25 }}>{title}</AlertTitle> : title}
      {description}
    </Alert>
  );
  if (region) {
    return createPortal(
      <InlineToast open={open} hideAfter={hideAfter} onHide={() => setOpen(false)} onExited={() => setCurrent(undefined)}>
        {alert}
      </InlineToast>,
      region,
    );
  }

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
        {alert}
      </Snackbar>
    </Portal>
  );
}

/** A toast in the page: it hides after its time, but not while the pointer or the keyboard is on it. */
function InlineToast({
  open,
  hideAfter,
  onHide,
  onExited,
  children,
}: {
  open: boolean;
  hideAfter: number | null;
  onHide: () => void;
  onExited: () => void;
  children: React.ReactNode;
}) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!open || paused || hideAfter === null) return undefined;
    const timer = setTimeout(onHide, hideAfter);
    return () => clearTimeout(timer);
  }, [open, paused, hideAfter, onHide]);
  return (
    <Collapse
      in={open}
      appear
      onExited={onExited}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {children}
    </Collapse>
  );
}
