import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LEAD_MESSAGES, leadPostcodeError } from '@homeward/domain';
import { useToast } from '../../../components/ui/toast/index.js';
import { paths } from '../../../app/paths.js';
import { usePostcodeExists } from '../api/lookup-postcode.js';
import { checkLeadForm, EMPTY_LEAD_FORM, toLeadContact, type LeadContact, type LeadField, type LeadFormValues } from '../lead-form.js';
import { FieldFocusStyles } from './FieldFocusStyles.js';
import { LeadFormFields, type LeadFieldErrors } from './LeadFormFields.js';

export interface LeadToastText {
  title: string;
  description: string;
}

export interface LeadFormDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  intro: ReactNode;
  /** Who receives the details, for the collection notice ("the provider", "a provider near you"). */
  recipient: string;
  /** Sends the lead; rejects when the server says no. */
  submit(contact: LeadContact): Promise<unknown>;
  success: LeadToastText;
  failure: LeadToastText;
}

const INLINE_ERRORS: Record<LeadField, string> = {
  hasReferralId: 'Please answer the referral ID question',
  referralId: 'Please enter your referral ID',
  serviceLevel: 'Please choose a level of support',
  name: 'Please enter your name',
  phone: 'Please enter a phone number',
  email: 'Please enter an email address',
  postcode: 'Please enter your postcode',
  selfManagement: 'Please answer this question',
};

/** The reason in a 400 answer ("400: {\"message\":...}"), so the person knows what to fix; '' otherwise. */
export function badRequestReason(error: unknown): string {
  const match = error instanceof Error ? /^400: (.*)$/s.exec(error.message) : null;
  if (!match) return '';
  try {
    const message = (JSON.parse(match[1]) as { message?: unknown }).message;
    const text = Array.isArray(message) ? message.join('. ') : typeof message === 'string' ? message : '';
    return text.replace(/\.$/, '');
  } catch {
    return '';
  }
}

/**
 * The one lead form (calculator and provider). It stays mounted while closed, so whatever a person typed
 * survives closing and reopening, and always survives a failed send. Checks run in the spec's order; each
 * failure shows the spec's toast and also marks the field inline, because a toast outside an open modal
 * dialog is hidden from screen readers.
 */
export function LeadFormDialog({ open, onClose, title, intro, recipient, submit, success, failure }: LeadFormDialogProps) {
  const idPrefix = useId().replace(/:/g, '');
  const { toast } = useToast();
  const [values, setValues] = useState<LeadFormValues>(EMPTY_LEAD_FORM);
  const [errors, setErrors] = useState<LeadFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // null: no failed send; '': failed for an unknown reason; otherwise the server's reason (a 400 names the field).
  const [sendFailure, setSendFailure] = useState<string | null>(null);
  const elements = useRef<Partial<Record<LeadField, HTMLElement | null>>>({});
  // A field to focus once the inputs are enabled again (they are disabled while sending).
  const [focusAfterSend, setFocusAfterSend] = useState<LeadField | null>(null);
  const postcodeExists = usePostcodeExists();

  const registerRef = useCallback(
    (field: LeadField): Ref<HTMLElement> =>
      (el: HTMLElement | null) => {
        elements.current[field] = el;
      },
    [],
  );

  const onChange = useCallback(<K extends LeadField>(field: K, value: LeadFormValues[K]) => {
    setValues((v) => {
      const next = { ...v, [field]: value };
      if (field === 'hasReferralId' && value === 'no') next.referralId = '';
      return next;
    });
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }, []);

  const focusField = (field: LeadField) => {
    const el = elements.current[field];
    const target = el instanceof HTMLFieldSetElement ? el.querySelector('input') : el;
    target?.focus();
  };

  useEffect(() => {
    if (submitting || focusAfterSend === null) return;
    focusField(focusAfterSend);
    setFocusAfterSend(null);
  }, [submitting, focusAfterSend]);

  /** A postcode problem: the same toast and inline error as the spec's checks. */
  const rejectPostcode = (message: string) => {
    setErrors({ postcode: message });
    toast({ title: message, variant: 'destructive' });
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const check = checkLeadForm(values);
    if (check.message) {
      setErrors(Object.fromEntries(check.fields.map((f) => [f, INLINE_ERRORS[f]])));
      toast({ title: check.message, variant: 'destructive' });
      if (check.fields[0]) focusField(check.fields[0]);
      return;
    }
    const contact = toLeadContact(values);
    // After the spec's presence checks: the postcode's format, then whether it exists.
    const formatProblem = leadPostcodeError(contact.postcode);
    if (formatProblem) {
      rejectPostcode(formatProblem);
      focusField('postcode');
      return;
    }
    setSubmitting(true);
    setSendFailure(null);
    const unknownProblem = leadPostcodeError(contact.postcode, await postcodeExists(contact.postcode));
    if (unknownProblem) {
      rejectPostcode(unknownProblem);
      setFocusAfterSend('postcode');
      setSubmitting(false);
      return;
    }
    try {
      await submit(contact);
      toast({ title: success.title, description: success.description });
      setValues(EMPTY_LEAD_FORM);
      setErrors({});
      onClose();
    } catch (error) {
      console.error('Lead submission failed', error);
      toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      const reason = badRequestReason(error);
      setSendFailure(reason);
      // The server checks the postcode too (the lookup may have been unreachable): mark the field.
      const postcodeMessage = [LEAD_MESSAGES.postcodeFormat, LEAD_MESSAGES.postcodeUnknown].find((m) => m.replace(/\.$/, '') === reason);
      if (postcodeMessage) setErrors({ postcode: postcodeMessage });
    } finally {
      setSubmitting(false);
    }
  };

  const titleId = `${idPrefix}-title`;
  return (
    <>
      <FieldFocusStyles />
      <Dialog
        open={open}
        onClose={onClose}
        aria-labelledby={titleId}
        maxWidth="sm"
        fullWidth
        scroll="paper"
        slotProps={{
          paper: {
            sx: {
              m: { xs: 1, sm: 4 },
              width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
              maxHeight: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' },
            },
          },
        }}
      >
        <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
          <DialogTitle id={titleId} component="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 700, pb: 1, px: { xs: 2, sm: 3 } }}>
            {title}
          </DialogTitle>
          <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
            <Box sx={{ mb: 3 }}>{intro}</Box>
            <LeadFormFields idPrefix={idPrefix} values={values} errors={errors} disabled={submitting} onChange={onChange} registerRef={registerRef} />
            <Typography variant="body2" sx={{ mt: 3, color: 'text.secondary' }}>
              We collect these details only to pass them to {recipient}, who will contact you about aged care. Providers pay Homeward for referrals; this costs
              you nothing. Read our{' '}
              <Link href={paths.privacy} target="_blank" rel="noopener">
                privacy policy (opens in a new tab)
              </Link>{' '}
              to see how we store and protect your details.
            </Typography>
            {sendFailure !== null && (
              <Alert severity="error" role="alert" sx={{ mt: 2, fontSize: '1rem' }}>
                We could not send your details{sendFailure ? `: ${sendFailure}` : '.'} {failure.description} Everything you typed is still here.
              </Alert>
            )}
          </DialogContent>
          {/* The main button comes first, on the left, clear of the toasts in the bottom-right corner. */}
          <DialogActions disableSpacing sx={{ px: { xs: 2, sm: 3 }, py: { xs: 1.5, sm: 2 }, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-start' }}>
            <Button type="submit" variant="contained" aria-disabled={submitting}>
              {submitting ? 'Submitting...' : 'Send my details'}
            </Button>
            <Button onClick={onClose} variant="text" sx={{ px: 2 }}>
              Cancel
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
