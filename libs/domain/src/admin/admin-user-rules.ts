/**
 * An admin account's display name (the "Welcome, <name>" line and the trail's actor): optional when an
 * account is added, required once someone renames it in the console. The API's DTOs and the console's
 * rename dialog share the limit and the words, so a name accepted in one place is accepted in the other.
 */
export const ADMIN_USER_RULES = {
  nameMaxLength: 120,
} as const;

export const ADMIN_NAME_MESSAGES = {
  required: 'Enter a name',
  tooLong: `name must be at most ${ADMIN_USER_RULES.nameMaxLength} characters`,
} as const;

/** The problem with a new name (surrounding spaces do not count, as the API trims them), or null. */
export function adminNameProblem(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  if (trimmed === '') return ADMIN_NAME_MESSAGES.required;
  if (trimmed.length > ADMIN_USER_RULES.nameMaxLength) return ADMIN_NAME_MESSAGES.tooLong;
  return null;
}
