import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

/** A modal for an add/edit form: full screen on phones, focus trapped, Escape closes. */
export function FormDialog({
  title,
  onClose,
  children,
  maxWidth = 'md',
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'sm' | 'md' | 'lg';
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  // One id per dialog: a dialog opened from another (erase from a lead) must not take the first one's name.
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth={maxWidth} scroll="body" aria-labelledby={titleId}>
      <DialogTitle id={titleId} component="h2" variant="h3" sx={{ pr: 8 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {children}
    </Dialog>
  );
}

/** The buttons under a dialog's form: Cancel, then what the dialog does. */
export function DialogButtons({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
      <Button onClick={onCancel}>Cancel</Button>
      {children}
    </DialogActions>
  );
}
