import { addedServiceAreas, judgeServiceArea, SERVICE_AREA_MESSAGES } from './service-area-checks.js';
import type { AreaPlace } from './service-area-checks.js';

const SUNSHINE_VIC: AreaPlace = { locality: 'Sunshine', state: 'VIC', postcode: '3020' };
const SUNSHINE_NSW: AreaPlace = { locality: 'Sunshine', state: 'NSW', postcode: '2264' };

describe('judgeServiceArea', () => {
  it('takes a locality of the provider state live, written as "Locality STATE"', () => {
    expect(judgeServiceArea('sunshine', [SUNSHINE_NSW, SUNSHINE_VIC], ['VIC'])).toEqual({ kind: 'live', area: 'Sunshine VIC' });
    expect(judgeServiceArea('Sunshine VIC 3020', [SUNSHINE_VIC], ['VIC'])).toEqual({ kind: 'live', area: 'Sunshine VIC' });
  });

  it('keeps a postcode as a postcode', () => {
    expect(judgeServiceArea('3020', [SUNSHINE_VIC], ['VIC', 'NSW'])).toEqual({ kind: 'live', area: '3020' });
  });

  it('sends a real place in another state to the team', () => {
    expect(judgeServiceArea('Sunshine NSW', [SUNSHINE_NSW], ['VIC'])).toEqual({ kind: 'needsApproval', area: 'Sunshine NSW', states: ['NSW'] });
  });

  it('refuses text that names no place', () => {
    expect(judgeServiceArea('=HYPERLINK("http://x.example","Click")', [], ['VIC'])).toEqual({ kind: 'unknown' });
    expect(judgeServiceArea('   ', [SUNSHINE_VIC], ['VIC'])).toEqual({ kind: 'unknown' });
  });
});

describe('SERVICE_AREA_MESSAGES.unknown', () => {
  it('names the field and repeats a short form of the text', () => {
    expect(SERVICE_AREA_MESSAGES.unknown('=HYPERLINK("http://evil.example/a-very-long-path","Click me")')).toBe(
      'serviceAreas: "=HYPERLINK("http://evil.example/a-very-…" is not a postcode or suburb we know. Type a postcode or suburb and choose one of the suggestions.',
    );
  });
});

describe('addedServiceAreas', () => {
  it('lists only areas the listing does not have yet, once each, as the directory matches them', () => {
    expect(addedServiceAreas(['Brunswick, VIC', '3056'], ['brunswick vic', '3056', 'Coburg VIC', 'coburg  vic'])).toEqual(['Coburg VIC']);
  });
});
