/**
 * An Australian postcode is four digits. Whether one exists is a separate question, answered by the
 * locations table (GET /api/locations/:postcode).
 */
export const POSTCODE_PATTERN = /^\d{4}$/;

/** What each audience is told about a postcode that is not four digits. */
export const POSTCODE_MESSAGES = {
  /** API 400s name the field, like every other validation message of the API. */
  api: 'postcode must be 4 digits',
  /** The admin console's provider form. */
  adminForm: 'Enter a 4-digit postcode',
  /** The public lead forms (issue 7). */
  leadForm: 'Please enter a 4-digit Australian postcode',
} as const;

export function isPostcodeFormat(postcode: string | null | undefined): boolean {
  return POSTCODE_PATTERN.test((postcode ?? '').trim());
}
