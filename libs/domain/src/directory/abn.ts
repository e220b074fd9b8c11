/**
 * The Australian Business Number (ABN): 11 digits whose first two are check digits. The ATO's rule: take 1 from
 * the first digit, multiply each digit by its weight, add the products; a real ABN's sum divides by 89.
 * https://abr.business.gov.au/Help/AbnFormat
 */

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;

/** What a typed ABN is: a real one by its check digits, nothing, not 11 digits, or 11 digits that fail the check. */
export type AbnCheck = 'valid' | 'blank' | 'format' | 'checkDigits';

/** The ABN as typed, without its spaces ('51 824 753 556' -> '51824753556'); any other character is kept, so it fails the format. */
export function normaliseAbn(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, '');
}

export function checkAbn(text: string | null | undefined): AbnCheck {
  const digits = normaliseAbn(text);
  if (digits === '') return 'blank';
  if (!/^\d{11}$/.test(digits)) return 'format';
  // The first two digits are check digits from 10 to 99, so an ABN never starts with 0.
  if (digits[0] === '0') return 'checkDigits';
  const sum = ABN_WEIGHTS.reduce((total, weight, i) => total + weight * (Number(digits[i]) - (i === 0 ? 1 : 0)), 0);
  return sum % 89 === 0 ? 'valid' : 'checkDigits';
}

export function isValidAbn(text: string | null | undefined): boolean {
  return checkAbn(text) === 'valid';
}

/** '51824753556' -> '51 824 753 556', the way the ABR writes it; anything not 11 digits is given back as it is. */
export function formatAbn(abn: string): string {
  const digits = normaliseAbn(abn);
  return /^\d{11}$/.test(digits) ? `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}` : abn;
}

/** The ABN's public record on ABN Lookup: its registered name, status and business names. */
export function abnLookupUrl(abn: string): string {
  return `https://abr.business.gov.au/ABN/View?abn=${encodeURIComponent(normaliseAbn(abn))}`;
}
