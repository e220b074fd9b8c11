import { describeDelivery } from './lead-delivery';

const base = { attempts: 1, nextAttemptAt: null, sentAt: null, lastError: null, recipient: null };

describe('describeDelivery', () => {
  it('shows a sent email with its time and address', () => {
    const summary = describeDelivery({ ...base, status: 'sent', sentAt: '2026-11-23T23:05:00Z', recipient: 'leads@provider.example' });
    expect(summary).toMatchObject({ label: 'Sent', tone: 'success', canResend: true });
    expect(summary.details).toHaveLength(2);
    expect(summary.details[1]).toBe('to leads@provider.example');
  });

  it('shows a failed email with its attempts and reason', () => {
    expect(describeDelivery({ ...base, status: 'failed', attempts: 12, lastError: '550 Mailbox unavailable' })).toEqual({
      label: 'Failed',
      tone: 'error',
      details: ['After 12 attempts', '550 Mailbox unavailable'],
      canResend: true,
    });
  });

  it('tells a first wait from a retry', () => {
    expect(describeDelivery({ ...base, status: 'queued', attempts: 0 })).toMatchObject({ label: 'Waiting to send', details: [] });
    const retry = describeDelivery({ ...base, status: 'queued', attempts: 2, lastError: '451 Try later', nextAttemptAt: '2026-11-23T23:10:00Z' });
    expect(retry).toMatchObject({ label: 'Retrying', tone: 'warning' });
    expect(retry.details.slice(0, 2)).toEqual(['2 attempts so far', '451 Try later']);
    expect(retry.details[2]).toMatch(/^Next try /);
  });

  it('offers no "Send again" while a sender holds the email, and offers it for a lead from before emails', () => {
    expect(describeDelivery({ ...base, status: 'sending' }).canResend).toBe(false);
    expect(describeDelivery(null)).toMatchObject({ label: 'Not emailed', canResend: true });
  });
});
