import { roundDistanceKm } from '@homeward/domain';
import { rankedCandidates, rankedFromPage } from './ranked-page.js';
import { candidate } from './card.fixture.js';
import type { SearchedPlace } from '../../locations/locations.service.js';
import type { Candidate } from './ordering.js';
import type { PageQuery, SearchPage } from './page-query.repository.js';

const place: SearchedPlace = { postcode: '3000', locality: null, state: 'VIC', centre: { lat: -37.8152, lng: 144.964 }, matchKeys: ['3000'] };
const at = (id: number, distance: number | null) => candidate(id, { distance });

/** A PageQuery whose forCandidates answers `{"id":n}` cards and records the ids of each read (a deleted provider has none). */
function fakePages(deleted: number[] = []) {
  const reads: number[][] = [];
  const pages = {
    forCandidates: (ranked: Candidate[]): Promise<SearchPage> => {
      reads.push(ranked.map((c) => c.id));
      const kept = ranked.filter((c) => !deleted.includes(c.id));
      return Promise.resolve({ ids: kept.map((c) => c.id), cards: kept.map((c) => `{"id":${c.id}}`), distancesKm: kept.map(() => null), hasMore: false });
    },
  };
  return { pages: pages as unknown as PageQuery, reads };
}

describe('rankedCandidates', () => {
  const ranked = [at(7, 0.04), at(3, 1.26), at(9, null), at(5, 12.3), at(1, 30)];

  it('is the page (limit of the ranked slice) with its distances rounded as the cards have them, no statement yet', () => {
    const { pages, reads } = fakePages();
    const page = rankedCandidates(pages, ranked, 4, place);
    expect(page.ids).toEqual([7, 3, 9, 5]);
    expect(page.distancesKm).toEqual([roundDistanceKm(0.04), roundDistanceKm(1.26), null, roundDistanceKm(12.3)]);
    expect(page.hasMore).toBe(true);
    expect(rankedCandidates(pages, ranked, 5, place).hasMore).toBe(false);
    expect(reads).toEqual([]);
  });

  it('reads the cards of the ids asked for only, once each', async () => {
    const { pages, reads } = fakePages();
    const page = rankedCandidates(pages, ranked, 4, place);
    expect([...(await page.cards([3, 5]))]).toEqual([
      [3, '{"id":3}'],
      [5, '{"id":5}'],
    ]);
    expect([...(await page.cards([5, 7, 1])).keys()]).toEqual([5, 7]); // 1 is past the page
    expect(reads).toEqual([[3, 5], [7]]);
  });

  it('has no card for a provider deleted since the ranking', async () => {
    const { pages } = fakePages([3]);
    const page = rankedCandidates(pages, ranked, 4, place);
    expect([...(await page.cards([7, 3])).keys()]).toEqual([7]);
  });
});

describe('rankedFromPage', () => {
  it('answers the cards the page came with', async () => {
    const page = rankedFromPage({ ids: [4, 2], cards: ['{"id":4}', '{"id":2}'], distancesKm: [1.5, null], hasMore: true });
    expect([page.ids, page.distancesKm, page.hasMore]).toEqual([[4, 2], [1.5, null], true]);
    expect([...(await page.cards([2, 8]))]).toEqual([[2, '{"id":2}']]);
  });
});
