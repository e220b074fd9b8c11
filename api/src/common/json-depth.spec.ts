import { exceedsJsonDepth, MAX_JSON_BODY_DEPTH } from './json-depth.js';

const nested = (levels: number): unknown => JSON.parse('['.repeat(levels) + ']'.repeat(levels));
const nestedObjects = (levels: number): unknown => JSON.parse('{"a":'.repeat(levels) + '1' + '}'.repeat(levels));

describe(exceedsJsonDepth.name, () => {
  it('accepts scalars, flat bodies and bodies exactly at the limit', () => {
    expect(exceedsJsonDepth(null)).toBe(false);
    expect(exceedsJsonDepth('text')).toBe(false);
    expect(exceedsJsonDepth({ email: 'a@b.c', selectedServices: [{ id: 1, hours: 2 }] })).toBe(false);
    expect(exceedsJsonDepth(nested(MAX_JSON_BODY_DEPTH))).toBe(false);
    expect(exceedsJsonDepth(nestedObjects(MAX_JSON_BODY_DEPTH))).toBe(false);
  });

  it('refuses one level past the limit, in arrays and objects, at any position', () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_BODY_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth(nestedObjects(MAX_JSON_BODY_DEPTH + 1))).toBe(true);
    expect(exceedsJsonDepth({ fine: 1, list: [1, 2, { deep: nested(MAX_JSON_BODY_DEPTH) }] })).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(exceedsJsonDepth(nested(100_000))).toBe(true);
  });
});
