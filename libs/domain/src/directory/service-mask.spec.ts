import { itGives } from '../shared/spec-tables.fixture.js';
import { SERVICE_MASK_MAX_ID, inServiceMask, serviceMask, servicesInMask } from './service-mask.js';

describe('serviceMask', () => {
  itGives(serviceMask, '%j -> %i', [
    [[], 0],
    [[1], 1],
    [[2], 2],
    [[1, 6, 11], 1 + 32 + 1024],
    [['3', 3, 3], 4],
    [[SERVICE_MASK_MAX_ID], 2 ** 30],
  ]);

  it('leaves out ids without a bit, and stays a positive 32-bit integer', () => {
    expect(serviceMask([0, -1, 32, 1.5, 40])).toBe(0);
    const all = serviceMask(Array.from({ length: SERVICE_MASK_MAX_ID }, (_, i) => i + 1));
    expect(all).toBe(2 ** 31 - 1);
    expect(inServiceMask(SERVICE_MASK_MAX_ID)).toBe(true);
    expect(inServiceMask(SERVICE_MASK_MAX_ID + 1)).toBe(false);
  });
});

describe('servicesInMask', () => {
  it('lists the asked-for ids the mask holds, in the order asked, from a number or the string a driver sends', () => {
    const mask = serviceMask([1, 6, 11]);
    expect(servicesInMask(mask, [11, 2, 1])).toEqual([11, 1]);
    expect(servicesInMask(String(mask), [6])).toEqual([6]);
    expect(servicesInMask(mask, [SERVICE_MASK_MAX_ID + 1])).toEqual([]);
    expect(servicesInMask(0, [1, 6])).toEqual([]);
  });
});
