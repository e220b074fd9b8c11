import { serviceAreaKey, unitVector } from '@homeward/domain';
import { PROVIDER_COLUMNS, providerRows } from './generated-provider-rows.js';
import { STATE_WEIGHTS, businessName, description, generateProviders, serviceAreas, type GenLocation, type GenService } from './provider-generator.js';
import { intBetween, mulberry32, pickWeightedIndex, sampleWeighted, shuffle } from './seeded-random.js';
import { confirmedDate } from './provider-attribute-generator.js';

const SERVICES: GenService[] = [
  'Nursing care',
  'Allied health and therapy',
  'Physiotherapy',
  'Occupational therapy',
  'Podiatry',
  'Personal care',
  'Social support and community engagement',
  'Respite',
  'Therapeutic services for independent living',
  'Transport (per trip)',
  'Domestic assistance',
  'Home maintenance and gardening',
  'Meal preparation',
  'Meal delivery (per meal)',
].map((name, i) => ({ id: i + 1, name }));

const LOCATIONS: GenLocation[] = (['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const).flatMap((state, s) =>
  Array.from({ length: 40 }, (_, i) => ({
    postcode: String(1000 + s * 1000 + i).padStart(4, '0'),
    locality: `${state} Town ${i}`,
    state,
    latitude: -30 - s,
    longitude: 140 + i / 10,
  })),
);

describe(mulberry32.name, () => {
  it('is deterministic for a seed, different across seeds, and within [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(mulberry32(43)()).not.toBe(first[0]);
    expect(Math.min(...first)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...first)).toBeLessThan(1);
    const mean = first.reduce((x, y) => x + y, 0) / first.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });
});

describe('picking', () => {
  it.each([
    [[1, 0, 0], 0],
    [[0, 0, 5], 2],
    [[0, 3, 0], 1],
  ])('pickWeightedIndex(%p) always picks the only weighted index %p', (weights, index) => {
    const rng = mulberry32(7);
    for (let i = 0; i < 50; i += 1) expect(pickWeightedIndex(rng, weights)).toBe(index);
  });

  it('pickWeightedIndex follows the weights', () => {
    const rng = mulberry32(1);
    const counts = [0, 0];
    for (let i = 0; i < 10_000; i += 1) counts[pickWeightedIndex(rng, [3, 1])] += 1;
    expect(counts[0] / 10_000).toBeCloseTo(0.75, 1);
  });

  it('sampleWeighted gives k distinct ascending indexes and never a zero weight', () => {
    const rng = mulberry32(3);
    for (let i = 0; i < 200; i += 1) {
      const chosen = sampleWeighted(rng, [1, 1, 0, 1, 1, 1], 4);
      expect(chosen).toHaveLength(4);
      expect(new Set(chosen).size).toBe(4);
      expect(chosen).not.toContain(2);
      expect(chosen).toEqual([...chosen].sort((a, b) => a - b));
    }
  });

  it('intBetween covers both ends; shuffle keeps the items', () => {
    const rng = mulberry32(5);
    const seen = new Set(Array.from({ length: 500 }, () => intBetween(rng, 3, 8)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8]);
    expect(shuffle(rng, [1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('text', () => {
  it('business names are fictional and marked (Demo)', () => {
    const rng = mulberry32(9);
    for (let i = 0; i < 200; i += 1) expect(businessName(rng, 'Brunswick')).toMatch(/^[A-Z][\w' -]+ [A-Z][\w -]+ \(Demo\)$/);
  });

  it('descriptions are 1-3 sentences that name the first services in plain words', () => {
    const rng = mulberry32(11);
    const lengths = new Set<number>();
    for (let i = 0; i < 300; i += 1) {
      const text = description(rng, ['Nursing care', 'Home maintenance and gardening', 'Transport (per trip)'], 'Brunswick');
      const sentences = text.split(/(?<=\.) /);
      lengths.add(sentences.length);
      expect(sentences[0]).toMatch(/nursing/);
      expect(sentences[0]).toMatch(/gardening and home maintenance/);
    }
    expect([...lengths].sort()).toEqual([1, 2, 3]);
  });

  it('service areas are 0-3 neighbours named by postcode, by name or by name and state', () => {
    const rng = mulberry32(13);
    const vic = LOCATIONS.filter((l) => l.state === 'VIC');
    const counts = new Set<number>();
    for (let i = 0; i < 300; i += 1) {
      const areas = serviceAreas(rng, vic, 20);
      counts.add(areas.length);
      for (const a of areas) expect(a).toMatch(/^(\d{4}|VIC Town \d+( VIC)?)$/);
    }
    expect([...counts].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe(generateProviders.name, () => {
  const providers = generateProviders({ count: 4000, seed: 20261122, locations: LOCATIONS, services: SERVICES });

  it('is deterministic for a seed', () => {
    expect(generateProviders({ count: 50, seed: 20261122, locations: LOCATIONS, services: SERVICES })).toEqual(providers.slice(0, 50));
    expect(generateProviders({ count: 50, seed: 1, locations: LOCATIONS, services: SERVICES })).not.toEqual(providers.slice(0, 50));
  });

  it('numbers providers from firstId and places each at a real location of its state', () => {
    expect(providers.map((p) => p.id)).toEqual(Array.from({ length: 4000 }, (_, i) => i + 1));
    for (const p of providers.slice(0, 500)) {
      const place = LOCATIONS.find((l) => l.locality === p.suburb)!;
      expect(p).toMatchObject({ state: place.state, postcode: place.postcode, latitude: place.latitude, longitude: place.longitude });
    }
  });

  it('weights states by population', () => {
    const share = (state: string) => providers.filter((p) => p.state === state).length / providers.length;
    const total = Object.values(STATE_WEIGHTS).reduce((a, b) => a + b, 0);
    expect(share('NSW')).toBeCloseTo(STATE_WEIGHTS.NSW / total, 1);
    expect(share('VIC')).toBeGreaterThan(share('QLD'));
    expect(share('NT')).toBeLessThan(0.03);
  });

  it('has the spec shares: 3-8 services, rating 3.5-5.0, reviews 0-400, ~10% inactive, ~5% highlighted, priority mostly 0', () => {
    const share = (f: (p: (typeof providers)[number]) => boolean) => providers.filter(f).length / providers.length;
    for (const p of providers) {
      expect(p.serviceIds.length).toBeGreaterThanOrEqual(3);
      expect(p.serviceIds.length).toBeLessThanOrEqual(8);
      expect(new Set(p.serviceIds).size).toBe(p.serviceIds.length);
      expect(p.rating).toBeGreaterThanOrEqual(3.5);
      expect(p.rating).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10)).toBe(p.rating * 10);
      expect(p.reviewCount).toBeGreaterThanOrEqual(0);
      expect(p.reviewCount).toBeLessThanOrEqual(400);
      expect(p.serviceAreas.length).toBeLessThanOrEqual(3);
      expect(p.businessName).toMatch(/\(Demo\)$/);
      expect(p.email).toMatch(/^hello@[a-z0-9-]+\.example$/);
      expect(p.phone).toMatch(/^\(0[2378]\) 5550 \d{4}$/);
    }
    expect(share((p) => !p.isActive)).toBeCloseTo(0.1, 1);
    expect(share((p) => p.isHighlighted)).toBeCloseTo(0.05, 1);
    expect(share((p) => p.displayPriority === 0)).toBeGreaterThan(0.85);
    expect(new Set(providers.map((p) => p.email)).size).toBe(providers.length);
  });

  it('mentions service words and dementia often enough for the benchmark text searches', () => {
    const mentions = (word: string) => providers.filter((p) => p.description.toLowerCase().includes(word)).length / providers.length;
    expect(mentions('dementia')).toBeGreaterThan(0.1);
    expect(mentions('nursing')).toBeGreaterThan(0.15);
    expect(mentions('personal care')).toBeGreaterThan(0.15);
  });

  it('refuses to run without locations or services', () => {
    expect(() => generateProviders({ count: 1, seed: 1, locations: [], services: SERVICES })).toThrow(/No locations/);
    expect(() => generateProviders({ count: 1, seed: 1, locations: LOCATIONS, services: SERVICES.slice(0, 2) })).toThrow(/3 services/);
  });
});

describe(providerRows.name, () => {
  it('flattens providers into insert rows: booleans as 1/0, area positions and match keys', () => {
    const [p] = generateProviders({ count: 1, seed: 2, locations: LOCATIONS, services: SERVICES });
    const withAreas = { ...p, isActive: true, isHighlighted: false, serviceAreas: ['Brunswick, VIC', '3056'] };
    const rows = providerRows([withAreas], '2026-01-01 00:00:00');
    expect(rows.providers[0]).toHaveLength(PROVIDER_COLUMNS.length);
    expect(rows.providers[0].slice(13, 15)).toEqual([1, 0]);
    // The coordinates with their unit vector (the near-me circle's columns).
    const at = PROVIDER_COLUMNS.indexOf('latitude');
    expect(PROVIDER_COLUMNS.slice(at, at + 5)).toEqual(['latitude', 'longitude', 'unitX', 'unitY', 'unitZ']);
    const v = unitVector({ lat: p.latitude, lng: p.longitude });
    expect(rows.providers[0].slice(at, at + 5)).toEqual([p.latitude, p.longitude, v.x, v.y, v.z]);
    const a = p.attributes;
    expect(rows.providers[0].slice(PROVIDER_COLUMNS.indexOf('languageMask'))).toEqual([
      a.languageMask,
      a.diverseNeedMask,
      a.registrationCategoryMask,
      a.acceptingNewClients,
      confirmedDate(a, '2026-01-01 00:00:00'),
    ]);
    expect(rows.services).toEqual(p.serviceIds.map((id) => [p.id, id]));
    expect(rows.areas).toEqual([
      [p.id, 'Brunswick, VIC', 0, serviceAreaKey('Brunswick, VIC')],
      [p.id, '3056', 1, '3056'],
    ]);
  });
});
