import { isCommissionLink, isCurrentNotice, noticeErrors, NOTICE_KIND_CODES, NOTICE_MESSAGES, noticeStanding, providerTrust, type Notice } from './notices.js';

const TODAY = '2026-11-26';
const VALID = { kind: 'sanction', issuedOn: '2026-05-01', summary: 'Limits on new clients.', link: 'https://www.agedcarequality.gov.au/sanctions/123' };
const notice = (id: number, issuedOn: string, endedOn: string | null): Notice => ({
  id,
  kind: 'non-compliance',
  kindLabel: 'Notice of non-compliance',
  issuedOn,
  summary: 's',
  link: VALID.link,
  endedOn,
});

describe('regulatory notices', () => {
  it('knows the Commission kinds, each with a plain label', () => {
    expect(NOTICE_KIND_CODES).toEqual(
      expect.arrayContaining([
        'non-compliance',
        'compliance-notice',
        'infringement',
        'sanction',
        'banning-order',
        'registration-suspended',
        'registration-revoked',
      ]),
    );
  });

  it.each([
    ['https://www.agedcarequality.gov.au/x', true],
    ['https://agedcarequality.gov.au/x', true],
    ['http://www.agedcarequality.gov.au/x', false],
    ['https://agedcarequality.gov.au.evil.example/x', false],
    ['https://evilagedcarequality.gov.au/x', false],
    ['https://user:pw@www.agedcarequality.gov.au/x', false],
    ['not a url', false],
    [42, false],
  ])('accepts only https links on the Commission site: %s -> %s', (link, ok) => {
    expect(isCommissionLink(link)).toBe(ok);
  });

  it('finds no errors in a valid notice, and names each bad field', () => {
    expect(noticeErrors(VALID, TODAY)).toEqual({});
    expect(noticeErrors({ ...VALID, endedOn: TODAY }, TODAY)).toEqual({});
    expect(noticeErrors({ kind: 'warning', issuedOn: '2026-13-01', summary: '', link: 'https://example.com' }, TODAY)).toEqual({
      kind: NOTICE_MESSAGES.kind,
      issuedOn: NOTICE_MESSAGES.issuedOn,
      summary: NOTICE_MESSAGES.summary,
      link: NOTICE_MESSAGES.link,
    });
    expect(noticeErrors({ ...VALID, issuedOn: '2026-11-27' }, TODAY)).toEqual({ issuedOn: NOTICE_MESSAGES.issuedOn });
    expect(noticeErrors({ ...VALID, summary: 'x'.repeat(501) }, TODAY)).toEqual({ summary: NOTICE_MESSAGES.summary });
    expect(noticeErrors({ ...VALID, endedOn: '2026-04-30' }, TODAY)).toEqual({ endedOn: NOTICE_MESSAGES.endedOn });
    expect(noticeErrors({ ...VALID, endedOn: '2026-11-27' }, TODAY)).toEqual({ endedOn: NOTICE_MESSAGES.endedOn });
  });

  it('counts a notice current until its end date', () => {
    expect(isCurrentNotice({ endedOn: null }, TODAY)).toBe(true);
    expect(isCurrentNotice({ endedOn: TODAY }, TODAY)).toBe(false);
    expect(isCurrentNotice({ endedOn: '2026-11-27' }, TODAY)).toBe(true);
  });

  it('splits notices into current and past, newest first', () => {
    const trust = providerTrust(
      { id: 9, registrationCategories: [1], noticesCheckedOn: null },
      [notice(1, '2025-01-01', '2025-06-01'), notice(2, '2026-02-01', null), notice(3, '2026-03-01', null)],
      TODAY,
    );
    expect(trust.currentNotices.map((n) => n.id)).toEqual([3, 2]);
    expect(trust.pastNotices.map((n) => n.id)).toEqual([1]);
  });

  it('says "no current notices" only when the team has checked', () => {
    expect(noticeStanding({ currentNotices: [], noticesCheckedOn: null })).toEqual({ kind: 'not-checked' });
    expect(noticeStanding({ currentNotices: [], noticesCheckedOn: '2026-11-20' })).toEqual({ kind: 'none-checked', checkedOn: '2026-11-20' });
    expect(noticeStanding({ currentNotices: [notice(1, '2026-01-01', null)], noticesCheckedOn: null })).toEqual({ kind: 'current', count: 1 });
  });
});
