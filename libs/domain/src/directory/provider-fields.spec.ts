import { itGives } from '../shared/spec-tables.fixture.js';
import { normaliseWebsite } from './provider-fields.js';

describe('normaliseWebsite', () => {
  itGives(normaliseWebsite, '%p -> %p', [
    ['provider.example', 'https://provider.example'],
    [' www.provider.example/about ', 'https://www.provider.example/about'],
    ['http://provider.example', 'http://provider.example'],
    ['HTTPS://Provider.example', 'HTTPS://Provider.example'],
  ]);
});
