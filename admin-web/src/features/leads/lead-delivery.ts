import type { LeadDeliveryDto } from '@homeward/domain';

export interface DeliverySummary {
  /** Short chip text. */
  label: string;
  tone: 'success' | 'info' | 'warning' | 'error' | 'default';
  /** Lines under the chip: when, where, why. */
  details: string[];
  /** Whether "Send again" is offered (not while a sender holds it). */
  canResend: boolean;
}

const time = (iso: string | null, locale = 'en-AU') =>
  iso ? new Date(iso).toLocaleString(locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }) : '';

const attempts = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`;

/** What the lead tables say about a lead's email. */
export function describeDelivery(delivery: LeadDeliveryDto | null | undefined): DeliverySummary {
  if (!delivery) return { label: 'Not emailed', tone: 'default', details: ['Came in before lead emails started'], canResend: true };
  switch (delivery.status) {
    case 'sent':
      return {
        label: 'Sent',
        tone: 'success',
        details: [time(delivery.sentAt), delivery.recipient ? `to ${delivery.recipient}` : ''].filter(Boolean),
        canResend: true,
      };
    case 'failed':
      return {
        label: 'Failed',
        tone: 'error',
        details: [`After ${attempts(delivery.attempts)}`, delivery.lastError ?? ''].filter(Boolean),
        canResend: true,
      };
    case 'sending':
      return { label: 'Sending', tone: 'info', details: [], canResend: false };
    default:
      return {
        label: delivery.attempts > 0 ? 'Retrying' : 'Waiting to send',
        tone: delivery.attempts > 0 ? 'warning' : 'info',
        details:
          delivery.attempts > 0
            ? [`${attempts(delivery.attempts)} so far`, delivery.lastError ?? '', `Next try ${time(delivery.nextAttemptAt)}`].filter(Boolean)
            : [],
        canResend: true,
      };
  }
}
