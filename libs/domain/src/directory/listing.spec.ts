import { remotenessClass, visitRadiusKm, VISIT_RADIUS_KM, DEFAULT_VISIT_RADIUS_KM } from './listing.js';

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
