import { composePartnerLinkEmail } from './partner-emails.js';
import { hashLinkToken, looksLikeLinkToken, newLinkToken } from './link-token.js';

describe('single-use link tokens', () => {
  it('are 43 base64url characters (256 bits), each new, stored as their SHA-256', () => {
    const a = newLinkToken();
    const b = newLinkToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashLinkToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(looksLikeLinkToken(a.token)).toBe(true);
    expect(looksLikeLinkToken(`${a.token}x`)).toBe(false);
    expect(looksLikeLinkToken(42)).toBe(false);
  });
});

describe('composePartnerLinkEmail', () => {
  const token = 'T'.repeat(43);

  it('writes the invitation with its link, its lifetime and the provider, escaping every value in the HTML', () => {
    const mail = composePartnerLinkEmail(
      { kind: 'invitation', to: 'sam@provider.example', name: 'Sam <b>', providerName: 'Care & Co <script>', token },
      'https://homeward.example',
      '<invitation-4@homeward.example>',
    );
    expect(mail.to).toBe('sam@provider.example');
    expect(mail.messageId).toBe('<invitation-4@homeward.example>');
    expect(mail.subject).toBe('You are invited to manage Care & Co <script> on Homeward');
    expect(mail.text).toContain(`https://homeward.example/partners/invitation/${token}`);
    expect(mail.text).toContain('72 hours');
    expect(mail.html).toContain('Care &amp; Co &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(`<a href="https://homeward.example/partners/invitation/${token}">`);
  });

  it('writes the reset with its 1-hour link and says the password stays if it was not asked for', () => {
    const mail = composePartnerLinkEmail(
      { kind: 'reset', to: 'sam@provider.example', name: null, providerName: 'Care', token },
      'https://h.example',
      '<reset-1@h.example>',
    );
    expect(mail.text).toContain(`https://h.example/partners/reset-password/${token}`);
    expect(mail.text).toContain('for 1 hour.');
    expect(mail.text).toMatch(/^Hello,$/m);
    expect(mail.text).toContain('your password stays the same');
  });

  it('writes the sign-in link with its 15-minute life, and says it is safe to ignore', () => {
    const mail = composePartnerLinkEmail(
      { kind: 'sign-in', to: 'sam@provider.example', name: 'Sam', providerName: 'Care', token },
      'https://h.example',
      '<sign-in-link-2@h.example>',
    );
    expect(mail.subject).toBe('Your link to sign in to Homeward');
    expect(mail.text).toContain(`https://h.example/partners/sign-in-link/${token}`);
    expect(mail.text).toContain('for 15 minutes.');
    expect(mail.text).toContain('If you did not ask for it, ignore this email');
  });
});
