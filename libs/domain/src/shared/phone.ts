/**
 * An Australian phone number, as the national numbering plan (ACMA) gives them: a 10-digit landline (02, 03, 07,
 * 08), mobile (04, 05), a 1300 or 1800 number, or a 6-digit 13 number. People write them with spaces, dashes,
 * dots, brackets round the area code, or +61 in front; all of those are accepted.
 */

const AU_NATIONAL = [/^0[2-578]\d{8}$/, /^1[38]00\d{6}$/, /^13\d{4}$/] as const;

/** The number's digits as dialled within Australia ('+61 (0)2 9876 5432' -> '0298765432'); null when it is not an Australian number. */
export function australianPhoneDigits(text: string | null | undefined): string | null {
  const compact = (text ?? '').trim().replace(/[\s\-.()]/g, '');
  const international = /^(?:\+|00)61(\d+)$/.exec(compact);
  if (international) {
    // After the country code the number goes on without its leading 0 ("+61 2 ..."), or with it in brackets ("+61 (0)2 ...").
    const rest = international[1]!;
    const digits = rest.startsWith('0') ? rest : `0${rest}`;
    // Only landlines and mobiles are dialled from abroad this way (13, 1300 and 1800 numbers are not).
    return AU_NATIONAL[0].test(digits) ? digits : null;
  }
  return AU_NATIONAL.some((pattern) => pattern.test(compact)) ? compact : null;
}

export function isAustralianPhone(text: string | null | undefined): boolean {
  return australianPhoneDigits(text) !== null;
}
