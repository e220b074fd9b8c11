import { PARTNER_LINK_PATHS, PARTNER_TOKEN_RULES } from '@homeward/domain';
import { plainMail } from '../../outbox/plain-mail.js';
import type { OutgoingMail } from '../../outbox/mail-transport.js';

/** What an invitation or reset email says; the link carries the token, which exists nowhere else. */
export interface PartnerLinkEmail {
  kind: 'invitation' | 'reset' | 'sign-in';
  to: string;
  name: string | null;
  providerName: string;
  token: string;
}

const SUBJECTS: Record<PartnerLinkEmail['kind'], (providerName: string) => string> = {
  invitation: (providerName) => `You are invited to manage ${providerName} on Homeward`,
  reset: () => 'Reset your Homeward provider account password',
  'sign-in': () => 'Your link to sign in to Homeward',
};

/** '1 hour', '72 hours', '30 minutes'. */
const durationWords = (minutes: number): string => {
  const [n, unit] = minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
};

/** The portal's emails: plain text first, simple HTML with every value escaped (as the lead emails do). */
export function composePartnerLinkEmail(email: PartnerLinkEmail, siteOrigin: string, messageId: string): OutgoingMail {
  const link = `${siteOrigin}${PARTNER_LINK_PATHS[email.kind]}${email.token}`;
  const hello = email.name ? `Hello ${email.name},` : 'Hello,';
  const lines =
    email.kind === 'sign-in'
      ? [
          hello,
          '',
          `Someone asked for a link to sign in to your Homeward provider account for ${email.providerName} without the password.`,
          '',
          'To sign in, open this link on the device you want to use:',
          link,
          '',
          `The link works once, for ${durationWords(PARTNER_TOKEN_RULES.signInLinkMinutes)}. If you did not ask for it, ignore this email: nobody can use it without your inbox.`,
        ]
      : email.kind === 'invitation'
        ? [
            hello,
            '',
            `You are invited to manage ${email.providerName} on Homeward: its listing, its prices and the enquiries families send it.`,
            '',
            'To accept, open this link and choose a password:',
            link,
            '',
            `The link works once, for ${durationWords(PARTNER_TOKEN_RULES.invitationHours * 60)}. If you were not expecting this email, you can ignore it.`,
          ]
        : [
            hello,
            '',
            `Someone asked to reset the password of your Homeward provider account for ${email.providerName}.`,
            '',
            'To choose a new password, open this link:',
            link,
            '',
            `The link works once, for ${durationWords(PARTNER_TOKEN_RULES.resetMinutes)}. If you did not ask for this, ignore this email: your password stays the same.`,
          ];
  const subject = SUBJECTS[email.kind](email.providerName);
  return plainMail({ messageId, to: email.to, subject }, lines, link);
}
