import type { LocationDto } from '@homeward/domain';
import { areaSuggestions } from './service-area-suggestions';

const place = (postcode: string, locality: string, state: LocationDto['state']): LocationDto => ({ postcode, locality, state, latitude: 0, longitude: 0 });

describe('areaSuggestions', () => {
  it('offers each postcode once, with its localities, when a postcode is typed', () => {
    const found = [
      place('3056', 'Brunswick', 'VIC'),
      place('3056', 'Brunswick Lower', 'VIC'),
      place('3056', 'Brunswick North', 'VIC'),
      place('3056', 'Brunswick South', 'VIC'),
      place('3057', 'Brunswick East', 'VIC'),
    ];
    expect(areaSuggestions('305', found)).toEqual([
      { area: '3056', detail: 'Brunswick, Brunswick Lower, Brunswick North and 1 more' },
      { area: '3057', detail: 'Brunswick East' },
    ]);
  });

  it("offers 'Locality STATE' with its postcodes when a name is typed", () => {
    const found = [place('3056', 'Brunswick', 'VIC'), place('6224', 'Brunswick', 'WA'), place('2483', 'Brunswick Heads', 'NSW')];
    expect(areaSuggestions('bruns', found)).toEqual([
      { area: 'Brunswick VIC', detail: '3056' },
      { area: 'Brunswick WA', detail: '6224' },
      { area: 'Brunswick Heads NSW', detail: '2483' },
    ]);
  });

  it('offers nothing for nothing found', () => {
    expect(areaSuggestions('zz', [])).toEqual([]);
  });
});
