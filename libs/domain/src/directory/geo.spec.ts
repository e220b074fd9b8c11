import { boundingBox, distanceKm, formatDistance, isWithinRadius, serviceAreaCovers } from './geo.js';

// Reference points (locality centroids from the bundled table).
const sydneyGpo = { lat: -33.8675, lng: 151.207 };
const parramatta = { lat: -33.8148, lng: 151.0017 };
const melbourneGpo = { lat: -37.8136, lng: 144.9631 };

describe('distanceKm', () => {
  it('is 0 for the same point', () => expect(distanceKm(sydneyGpo, sydneyGpo)).toBe(0));

  it('Sydney to Melbourne is about 714 km (great circle)', () => {
    expect(distanceKm(sydneyGpo, melbourneGpo)).toBeGreaterThan(710);
    expect(distanceKm(sydneyGpo, melbourneGpo)).toBeLessThan(718);
  });

  it('Sydney to Parramatta is about 19.9 km', () => {
    // dLat 0.0527deg = 5.86 km; dLng 0.2053deg x cos(33.84deg) x 111.19 = 18.96 km; sqrt(5.86^2+18.96^2) = 19.85
    expect(distanceKm(sydneyGpo, parramatta)).toBeCloseTo(19.85, 0);
  });

  it('is symmetric', () => expect(distanceKm(parramatta, sydneyGpo)).toBeCloseTo(distanceKm(sydneyGpo, parramatta), 9));
});

describe('radius filter', () => {
  it.each([
    [10, false],
    [19, false],
    [25, true],
    [50, true],
    [100, true],
  ])('Parramatta within %p km of Sydney GPO: %p', (radius, inside) => {
    expect(isWithinRadius(sydneyGpo, parramatta, radius)).toBe(inside);
  });

  it('the bounding box contains every point in the radius and is tight in latitude', () => {
    const box = boundingBox(sydneyGpo, 25);
    // 25 km / 111.195 km per degree = 0.2248 degrees of latitude
    expect(box.maxLat - sydneyGpo.lat).toBeCloseTo(0.2248, 3);
    expect(parramatta.lat).toBeGreaterThan(box.minLat);
    expect(parramatta.lng).toBeGreaterThan(box.minLng);
    // a point just inside 25 km due west is inside the box
    const west = { lat: sydneyGpo.lat, lng: sydneyGpo.lng - 24.9 / (111.195 * Math.cos((sydneyGpo.lat * Math.PI) / 180)) };
    expect(distanceKm(sydneyGpo, west)).toBeCloseTo(24.9, 1);
    expect(west.lng).toBeGreaterThan(box.minLng);
  });
});

describe('serviceAreaCovers', () => {
  const place = { postcode: '3056', locality: 'Brunswick', state: 'VIC' };
  it.each([
    [['3056'], true],
    [['3000', '3056'], true],
    [['brunswick'], true],
    [['Brunswick VIC'], true],
    [['Brunswick, VIC'], true],
    [['Brunswick,VIC'], true],
    [['  BRUNSWICK  '], true],
    [['Brunswick NSW'], false],
    [['Brunswick East'], false],
    [['3057'], false],
    [[], false],
  ])('%j covers Brunswick 3056: %p', (areas, covers) => {
    expect(serviceAreaCovers(areas, place)).toBe(covers);
  });
});

describe('formatDistance', () => {
  it.each([
    [0.43, 'under 1 km'],
    [3.24, '3.2 km'],
    [9.96, '10.0 km'],
    [42.6, '43 km'],
  ])('%p -> %p', (km, text) => {
    expect(formatDistance(km)).toBe(text);
  });
});
