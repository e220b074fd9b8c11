import { itGives } from '../shared/spec-tables.fixture.js';
import { serviceLevelForClassification } from './service-level.js';

describe('serviceLevelForClassification', () => {
  itGives(serviceLevelForClassification, 'classification %p -> %p', [
    [1, 'Level 1 - Entry support'],
    [4, 'Level 4 - Medium support'],
    [8, 'Level 8 - Very High support'],
    [0, null],
    [9, null],
    [2.5, null],
    [null, null],
    [undefined, null],
  ]);
});
