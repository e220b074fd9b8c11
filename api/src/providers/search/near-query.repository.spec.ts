import { servingFirst, withServing } from './near-query.repository.js';
import { byRelevance } from './ordering.js';
import { candidate } from './card.fixture.js';

describe(servingFirst.name, () => {
  it('lists every organisation visiting the place first, nearest first, then the rest of the circle nearest first', () => {
    const nearest = [candidate(1, { distance: 1 }), candidate(2, { distance: 2 }), candidate(3, { distance: 3 })];
    const serving = [candidate(9, { distance: 40 }), candidate(3, { distance: 3 })];
    expect(servingFirst(nearest, serving).map((c) => c.id)).toEqual([3, 9, 1, 2]);
  });
});

describe(withServing.name, () => {
  it('ranks the union once, each organisation once', () => {
    const ranked = [candidate(1, { rating: 4 }), candidate(2, { rating: 3 })];
    const serving = [candidate(2, { rating: 3 }), candidate(5, { rating: 5 })];
    expect(withServing(ranked, serving, byRelevance).map((c) => c.id)).toEqual([5, 1, 2]);
  });
});
