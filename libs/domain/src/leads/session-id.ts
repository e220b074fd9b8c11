/** The random short string that ties one page visit's calls together (spec section 3). */

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A 16-character id from the platform's crypto random source (browser and Node alike).
 * Call it in an effect or handler, never during a prerendered render.
 */
type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

export function newSessionId(length = 16, random: RandomFill = (b) => globalThis.crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(length));
  let id = '';
  // 252 is the largest multiple of 36 below 256: rejecting above it keeps every character equally likely.
  for (let i = 0; id.length < length; i++) {
    if (i >= bytes.length) return id + newSessionId(length - id.length, random);
    if (bytes[i] < 252) id += ALPHABET[bytes[i] % 36];
  }
  return id;
}
