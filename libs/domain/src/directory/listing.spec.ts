import { officeNearness, remotenessClass, visitRadiusKm, VISIT_RADIUS_KM, DEFAULT_VISIT_RADIUS_KM } from './listing.js';

describe('visit radius by remoteness', () => {
  it.each([
    ['Major Cities of Australia', 'Major Cities'],
    ['Inner Regional Australia', 'Inner Regional'],
    ['Outer Regional Australia', 'Outer Regional'],
    ['Remote Australia', 'Remote'],
    ['Very Remote Australia', 'Very Remote'],
  ])('reads %s as %s', (text, cls) => {
    expect(remotenessClass(text)).toBe(cls);
    expect(visitRadiusKm(text)).toBe(VISIT_RADIUS_KM[cls as keyof typeof VISIT_RADIUS_KM]);
  });

  it('takes the regional figure for an unknown class', () => {
    expect(remotenessClass('Offshore')).toBeNull();
    expect(visitRadiusKm(null)).toBe(DEFAULT_VISIT_RADIUS_KM);
  });

  it('grows with remoteness', () => {
    const radii = ['Major Cities', 'Inner Regional', 'Outer Regional', 'Remote', 'Very Remote'].map((c) => visitRadiusKm(c));
    expect([...radii].sort((a, b) => a - b)).toEqual(radii);
  });
});

describe('officeNearness', () => {
  const toowoomba = { lat: -27.5606, lng: 151.9539 };
  const office = (suburb: string, latitude: number, longitude: number, visitRadiusKm: number) => ({
    suburb,
    state: 'QLD',
    postcode: '4000',
    latitude,
    longitude,
    visitRadiusKm,
  });

  it('is the nearest office, and whether any office visits the place', () => {
    const found = officeNearness([office('Brisbane City', -27.4698, 153.0251, 25), office('Dalby', -27.1818, 151.2621, 100)], toowoomba);
    expect(found.nearest?.suburb).toBe('Dalby');
    expect(found.distanceKm).toBeGreaterThan(75);
    expect(found.distanceKm).toBeLessThan(85);
    expect(found.withinVisitRadius).toBe(true);
  });

  it('visits only within an office radius', () => {
    expect(officeNearness([office('Brisbane City', -27.4698, 153.0251, 25)], toowoomba).withinVisitRadius).toBe(false);
  });

  it('knows nothing without offices', () => {
    expect(officeNearness([], toowoomba)).toEqual({ distanceKm: null, nearest: null, withinVisitRadius: false });
  });
});
