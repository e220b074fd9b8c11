import { newSessionId } from './session-id.js';

describe('newSessionId', () => {
  it('is 16 lower-case letters and digits', () => {
    expect(newSessionId()).toMatch(/^[a-z0-9]{16}$/);
  });

  it('differs between calls', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSessionId()));
    expect(ids.size).toBe(50);
  });

  it('maps random bytes onto the alphabet and skips bytes that would bias it', () => {
    // 0 -> a, 35 -> 9, 36 -> a, 255 is rejected (above 251), 1 -> b
    let call = 0;
    const random = (b: Uint8Array<ArrayBuffer>) => {
      const source = call++ === 0 ? [0, 35, 36, 255] : [1];
      b.set(source.slice(0, b.length));
      return b;
    };
    expect(newSessionId(4, random)).toBe('a9ab');
  });
});
