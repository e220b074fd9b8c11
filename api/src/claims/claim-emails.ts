import { CLAIM_NEXT_STEPS, formatAbn } from '@homeward/domain';
import { plainMail } from '../outbox/plain-mail.js';
import type { OutgoingMail } from '../outbox/mail-transport.js';

/** What a claim's emails are made from: the claim as it is when the email leaves, and its organisation's name. */
export interface ClaimEmailFacts {
  to: string;
  claimantName: string;
  providerName: string;
  phone: string;
  abn: string;
  isDispute: boolean;
  decisionReason: string | null;
}

const mail = (messageId: string, to: string, subject: string, lines: string[]): OutgoingMail => plainMail({ messageId, to, subject }, lines);

/** To the claimant at once: we have it, and what happens next (the words of the claim page). */
export function claimReceivedEmail(claim: ClaimEmailFacts, messageId: string): OutgoingMail {
  return mail(messageId, claim.to, `We have your request to look after ${claim.providerName} on Homeward`, [
    `Hello ${claim.claimantName},`,
    '',
    `Thank you. We have your request to look after the listing of ${claim.providerName} on Homeward.`,
    ...(claim.isDispute
      ? ['', 'Someone from the organisation already looks after this listing. Our team will check with them and with you before anything changes.']
      : []),
    '',
    'What happens next:',
    ...CLAIM_NEXT_STEPS.map((step, i) => `${i + 1}. ${step}`),
    '',
    `The ABN you gave us: ${formatAbn(claim.abn)}. The number we will call: ${claim.phone}.`,
    '',
    'If you did not ask for this, reply to this email and we will delete your request.',
  ]);
}

/** To the claimant when the team declines: the team's reason, in its own words. */
export function claimDeclinedEmail(claim: ClaimEmailFacts, messageId: string): OutgoingMail {
  return mail(messageId, claim.to, `Your request to look after ${claim.providerName} on Homeward`, [
    `Hello ${claim.claimantName},`,
    '',
    `We could not approve your request to look after the listing of ${claim.providerName} on Homeward.`,
    '',
    `Our reason: ${claim.decisionReason ?? ''}`,
    '',
    'If you think we got this wrong, reply to this email and tell us why.',
  ]);
}
