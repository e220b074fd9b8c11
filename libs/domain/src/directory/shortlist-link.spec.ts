import {
  decodeShortlistLink,
  encodeShortlistLink,
  shortlistChecksum,
  SHORTLIST_LIMITS,
  SHORTLIST_LINK_MESSAGES,
  type ShortlistLink,
} from './shortlist-link.js';

const FULL: ShortlistLink = {
  providerIds: [12, 40, 7, 103, 9, 88, 2, 15],
  compareIds: [40, 7, 103, 2],
  near: 'Brunswick VIC 3056',
  plan: { classification: 4, services: { '1': 2, '3': 1.5, '5': 4, '6': 7, '7': 3, '8': 1, '9': 2, '10': 5, '11': 3.5, '12': 2 } },
};

describe('the shortlist share link', () => {
  it('round-trips the saved providers, the comparison, the place and the plan', () => {
    const text = encodeShortlistLink(FULL);
    expect(decodeShortlistLink(text)).toEqual({ ok: true, value: FULL });
    expect(text).toMatch(/^[A-Za-z0-9._-]+$/);
    // 8 providers, 4 compared and a 10-service plan stay far below the limit.
    expect(text.length).toBeLessThan(400);
  });

  it('round-trips a shortlist without place or plan, and an empty one', () => {
    const small: ShortlistLink = { providerIds: [5, 3], compareIds: [] };
    expect(decodeShortlistLink(encodeShortlistLink(small))).toEqual({ ok: true, value: small });
    expect(decodeShortlistLink(encodeShortlistLink({ providerIds: [], compareIds: [] }))).toEqual({ ok: true, value: { providerIds: [], compareIds: [] } });
  });

  it('carries no personal details: only ids, the place and hours a week', () => {
    const withIncome = { ...FULL, plan: { ...FULL.plan!, coPaymentIncome: 52000, result: null } } as unknown as ShortlistLink;
    const decoded = decodeShortlistLink(encodeShortlistLink(withIncome));
    expect(decoded.ok && decoded.value.plan).toEqual(FULL.plan);
    expect(JSON.stringify(decoded)).not.toContain('52000');
  });

  it('rejects a tampered link with a clear message', () => {
    const text = encodeShortlistLink(FULL);
    const [version, data, sum] = text.split('.');
    // Change one character of the data (keeping it valid base64url).
    const flipped = data.slice(0, 10) + (data[10] === 'A' ? 'B' : 'A') + data.slice(11);
    expect(decodeShortlistLink(`${version}.${flipped}.${sum}`)).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.tampered });
    expect(decodeShortlistLink(`${version}.${data}.${sum}x`)).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.tampered });
    // Cut short when copied.
    expect(decodeShortlistLink(text.slice(0, -3))).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.tampered });
  });

  it('rejects an oversized link before reading it', () => {
    const text = `s1.${'A'.repeat(SHORTLIST_LIMITS.maxLinkChars)}.abc`;
    expect(decodeShortlistLink(text)).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.oversized });
  });

  it.each([
    ['an empty link', '', SHORTLIST_LINK_MESSAGES.empty],
    ['nothing', null, SHORTLIST_LINK_MESSAGES.empty],
    ['random text', 'hello-world', SHORTLIST_LINK_MESSAGES.malformed],
    ['another version', 's9.e30.abc', SHORTLIST_LINK_MESSAGES.malformed],
    ['a calculator link', 'eyJjbGFzc2lmaWNhdGlvbiI6M30', SHORTLIST_LINK_MESSAGES.malformed],
  ])('rejects %s with a clear message', (_label, text, message) => {
    expect(decodeShortlistLink(text)).toEqual({ ok: false, message });
  });

  it('rejects a link with a good checksum whose content is not a shortlist', () => {
    const signed = (json: string) => {
      const data = Buffer.from(json).toString('base64url');
      return `s1.${data}.${shortlistChecksum(`s1.${data}`)}`;
    };
    expect(decodeShortlistLink(signed('{"p":[1],"c":[1]}'))).toEqual({ ok: true, value: { providerIds: [1], compareIds: [1] } });
    expect(decodeShortlistLink(signed('not json'))).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.malformed });
    expect(decodeShortlistLink(signed('[1,2]'))).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.malformed });
    expect(decodeShortlistLink(signed('{"p":[1,2,3,4,5,6,7,8,9],"c":[]}'))).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.tooMany });
    expect(decodeShortlistLink(signed('{"p":[1,2],"c":[3]}'))).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.malformed });
    expect(decodeShortlistLink(signed('{"p":[1],"c":[],"k":{"c":2,"s":{"1":500}}}'))).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.malformed });
    expect(decodeShortlistLink(signed('{"p":[1],"c":[],"k":null}'))).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.malformed });
    expect(decodeShortlistLink(signed('{"p":[-1],"c":[]}'))).toEqual({ ok: false, message: SHORTLIST_LINK_MESSAGES.tooMany });
  });

  it('refuses to make a link of a shortlist that breaks the limits (a caller mistake)', () => {
    expect(() => encodeShortlistLink({ providerIds: [1, 2, 3, 4, 5, 6, 7, 8, 9], compareIds: [] })).toThrow(SHORTLIST_LINK_MESSAGES.tooMany);
    expect(() => encodeShortlistLink({ providerIds: [1, 2, 3, 4, 5], compareIds: [1, 2, 3, 4, 5] })).toThrow(SHORTLIST_LINK_MESSAGES.tooMany);
    expect(() => encodeShortlistLink({ providerIds: [1, 2], compareIds: [3] })).toThrow(SHORTLIST_LINK_MESSAGES.malformed);
    expect(() => encodeShortlistLink({ providerIds: [1, 1], compareIds: [] })).toThrow(SHORTLIST_LINK_MESSAGES.tooMany);
    expect(() => encodeShortlistLink({ providerIds: [1], compareIds: [1], near: ' ' })).toThrow(SHORTLIST_LINK_MESSAGES.malformed);
  });
});
