/** @jsxImportSource @emotion/react */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { css } from '@emotion/react';
import { palette } from '@homeward/theme';
import { LEAD_MESSAGES, leadPostcodeError, apiErrorOf } from '@homeward/domain';
import { ErrorAlert } from '../../../components/ui/Alert.js';
import { Button } from '../../../components/ui/Button.js';
import { Dialog, dialogStyles, TOAST_CLEARANCE } from '../../../components/ui/Dialog.js';
import { link, typo } from '../../../components/ui/tool-styles.js';
import { useToast } from '../../../components/ui/toast/index.js';
import { badRequestMessage } from '../../../lib/api-client.js';
import { paths } from '../../../app/paths.js';
import { usePostcodeExists } from '../api/lookup-postcode.js';
import { checkLeadForm, EMPTY_LEAD_FORM, toLeadContact, type LeadContact, type LeadField, type LeadFormValues, type RequiredLeadField } from '../lead-form.js';
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
  /** The thank-you toast, or a function of the server's answer when the words depend on it. */
  success: LeadToastText | ((answer: unknown) => LeadToastText);
  failure: LeadToastText;
  /** The level of support to start with (the calculator's classification); only fills an unanswered question. */
  initialServiceLevel?: string | null;
  /** Shown under the postcode as it is typed: a word on whether the provider visits that place. */
  postcodeNote?(postcode: string): ReactNode;
  /** The language the family filtered for (a directory code); only fills an unanswered question. */
  initialLanguage?: string | null;
}

const INLINE_ERRORS: Record<RequiredLeadField, string> = {
  hasReferralId: LEAD_MESSAGES.referralQuestion,
  referralId: LEAD_MESSAGES.referralId,
  serviceLevel: 'Please choose a level of support',
  name: 'Please enter your name',
  phone: 'Please enter a phone number',
  email: 'Please enter an email address',
  postcode: 'Please enter your postcode',
  selfManagement: 'Please answer this question',
};

/** The reason in a 400 answer, without its full stop, so the person knows what to fix; '' otherwise. */
export function badRequestReason(error: unknown): string {
  return (badRequestMessage(error) ?? '').replace(/\.$/, '');
}

/**
 * The one lead form (calculator and provider). It stays mounted while closed, so whatever a person typed
 * survives closing and reopening, and always survives a failed send. Checks run in the spec's order; each
 * failure shows the spec's toast and also marks the field inline, because a toast outside an open modal
 * dialog is hidden from screen readers.
 */
export function LeadFormDialog({
  open,
  onClose,
  title,
  intro,
  recipient,
  submit,
  success,
  failure,
  initialServiceLevel = null,
  postcodeNote,
  initialLanguage = null,
}: LeadFormDialogProps) {
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

  // The person already told the calculator their classification: start there, unless they answered already.
  useEffect(() => {
    if (open && initialServiceLevel) setValues((v) => (v.serviceLevel === '' ? { ...v, serviceLevel: initialServiceLevel } : v));
  }, [open, initialServiceLevel]);

  // They looked for staff who speak a language: the form starts with it, unless they chose one already.
  useEffect(() => {
    if (open && initialLanguage) setValues((v) => (v.language === '' ? { ...v, language: initialLanguage } : v));
  }, [open, initialLanguage]);

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
      const answer = await submit(contact);
      const thanks = typeof success === 'function' ? success(answer) : success;
      toast({ title: thanks.title, description: thanks.description });
      setValues(EMPTY_LEAD_FORM);
      setErrors({});
      onClose();
    } catch (error) {
      console.error('Lead submission failed', error);
      toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      const reason = badRequestReason(error);
      setSendFailure(reason);
      // The server checks the postcode too (the lookup may have been unreachable): mark the field.
      const postcodeMessage = apiErrorOf(error)?.fields?.postcode;
      if (postcodeMessage) setErrors({ postcode: postcodeMessage });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel="the form">
      <form noValidate onSubmit={handleSubmit} css={dialogStyles.content}>
        <div css={dialogStyles.body}>
          <div css={styles.intro}>{intro}</div>
          <LeadFormFields
            idPrefix={idPrefix}
            values={values}
            errors={errors}
            disabled={submitting}
            onChange={onChange}
            registerRef={registerRef}
            postcodeNote={postcodeNote?.(values.postcode.trim())}
          />
          <p css={[typo.small, typo.muted, styles.notice]}>
            We collect these details only to pass them to {recipient}, who will contact you about aged care. Providers pay Homeward for referrals; this costs
            you nothing. Read our{' '}
            <a href={paths.privacy} target="_blank" rel="noopener" css={link}>
              privacy policy (opens in a new tab)
            </a>{' '}
            to see how we store and protect your details.
          </p>
          {sendFailure !== null && (
            <ErrorAlert>
              We could not send your details{sendFailure ? `: ${sendFailure}` : '.'} {failure.description} Everything you typed is still here.
            </ErrorAlert>
          )}
        </div>
        {/* The main button comes first, on the left; the toasts rise above this row while the dialog is open. */}
        <div css={dialogStyles.actions} {...TOAST_CLEARANCE}>
          <Button type="submit" aria-disabled={submitting}>
            {submitting ? 'Submitting...' : 'Send my details'}
          </Button>
          <Button variant="text" onClick={onClose} css={styles.cancel}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

const styles = {
  intro: css({ marginBottom: 24, color: palette.text }),
  notice: css({ marginTop: 24 }),
  cancel: css({ paddingInline: 16 }),
};
