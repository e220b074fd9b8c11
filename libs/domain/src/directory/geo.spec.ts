import { itGives } from '../shared/spec-tables.fixture.js';
import {
  boundingBox,
  distanceKm,
  formatDistance,
  isWithinRadius,
  longitudeStrip,
  longitudeStripsOf,
  serviceAreaCovers,
  squaredChord,
  squaredChordWithin,
  unitVector,
} from './geo.js';

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

describe('unit-sphere coordinates (the near-me circle)', () => {
  const places = [sydneyGpo, parramatta, melbourneGpo, { lat: -23.698, lng: 133.8807 }, { lat: -42.8821, lng: 147.3272 }, { lat: -12.4634, lng: 130.8456 }];

  it('are unit vectors pointing the right way', () => {
    for (const p of places) {
      const v = unitVector(p);
      expect(Math.hypot(v.x, v.y, v.z)).toBeCloseTo(1, 12);
    }
    expect(unitVector({ lat: 0, lng: 0 })).toEqual({ x: 1, y: 0, z: 0 });
    expect(unitVector({ lat: 90, lng: 0 }).z).toBeCloseTo(1, 12);
    expect(unitVector({ lat: 0, lng: 90 }).y).toBeCloseTo(1, 12);
    // The southern hemisphere has z < 0; Australia's longitudes put x < 0 and y > 0.
    const s = unitVector(sydneyGpo);
    expect([Math.sign(s.x), Math.sign(s.y), Math.sign(s.z)]).toEqual([-1, 1, -1]);
  });

  it('the squared chord is 4 sin²(d / 2R) for the haversine distance d', () => {
    for (const a of places) {
      for (const b of places) {
        const d = distanceKm(a, b);
        expect(squaredChord(unitVector(a), unitVector(b))).toBeCloseTo(4 * Math.sin(d / (2 * 6371.0088)) ** 2, 12);
      }
    }
  });

  it('orders points as the distance does', () => {
    const centre = unitVector(melbourneGpo);
    const byChord = [...places].sort((a, b) => squaredChord(unitVector(a), centre) - squaredChord(unitVector(b), centre));
    const byKm = [...places].sort((a, b) => distanceKm(a, melbourneGpo) - distanceKm(b, melbourneGpo));
    expect(byChord).toEqual(byKm);
  });

  it.each([
    [19, false],
    [19.8, false],
    [19.9, true],
    [25, true],
  ])('the chord bound: Parramatta within %p km of Sydney GPO: %p', (radius, inside) => {
    expect(squaredChord(unitVector(parramatta), unitVector(sydneyGpo)) <= squaredChordWithin(radius)).toBe(inside);
    expect(isWithinRadius(sydneyGpo, parramatta, radius)).toBe(inside);
  });

  it('a radius of half the circumference or more holds the whole sphere (chord 2)', () => {
    expect(squaredChordWithin(0)).toBe(0);
    expect(squaredChordWithin(Math.PI * 6371.0088)).toBeCloseTo(4, 12);
    expect(squaredChordWithin(50_000)).toBeCloseTo(4, 12);
  });
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
  itGives(formatDistance, '%p -> %p', [
    [0.43, 'under 1 km'],
    [3.24, '3.2 km'],
    [9.96, '10.0 km'],
    [42.6, '43 km'],
  ]);
});

describe('longitudeStrip', () => {
  itGives(longitudeStrip, '%p is in strip %p (twentieths of a degree)', [
    [144.9631, 2899],
    [144.95, 2899], // on a strip's western edge: in that strip
    [144.9499999, 2898],
    [115.8575, 2317],
    [-0.01, -1],
    [0, 0],
  ]);

  it("a box's strips hold every point of the box, and a circle's box holds the circle", () => {
    const centre = { lat: -37.8136, lng: 144.9631 };
    for (const radiusKm of [0.5, 2, 25, 100]) {
      const box = boundingBox(centre, radiusKm);
      const { first, last } = longitudeStripsOf(box);
      for (let i = 0; i <= 360; i++) {
        const bearing = (i * Math.PI) / 180;
        // A point on the circle, a hair inside it.
        const dLat = ((radiusKm * 0.999999) / 6371.0088) * (180 / Math.PI) * Math.cos(bearing);
        const dLng = (((radiusKm * 0.999999) / 6371.0088) * (180 / Math.PI) * Math.sin(bearing)) / Math.cos((centre.lat * Math.PI) / 180);
        const point = { lat: centre.lat + dLat, lng: centre.lng + dLng };
        if (distanceKm(centre, point) > radiusKm) continue;
        expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
        expect(point.lng).toBeLessThanOrEqual(box.maxLng);
        expect(longitudeStrip(point.lng)).toBeGreaterThanOrEqual(first);
        expect(longitudeStrip(point.lng)).toBeLessThanOrEqual(last);
      }
    }
  });
});
