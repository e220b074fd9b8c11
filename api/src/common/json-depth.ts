/**
 * How deeply a JSON request body may nest. No form or admin write of this API goes past 3 levels; the
 * validation pipe (class-transformer, class-validator) recurses once per level, so a body thousands of
 * levels deep overflowed its stack and answered 500. 32 leaves room for any honest client.
 */
export const MAX_JSON_BODY_DEPTH = 32;

export const JSON_TOO_DEEP_MESSAGE = `The request body nests objects or arrays more than ${MAX_JSON_BODY_DEPTH} levels deep`;

/**
 * Whether a parsed JSON value nests deeper than maxDepth (a scalar is depth 0, {} or [] depth 1).
 * Walks with its own stack, never recursion, so the check itself cannot overflow; it stops at the
 * first branch past the limit.
 */
export function exceedsJsonDepth(value: unknown, maxDepth: number = MAX_JSON_BODY_DEPTH): boolean {
  if (value === null || typeof value !== 'object') return false;
  const pending: Array<[object, number]> = [[value, 1]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop()!;
    if (depth > maxDepth) return true;
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) {
      if (child !== null && typeof child === 'object') pending.push([child as object, depth + 1]);
    }
  }
  return false;
}
