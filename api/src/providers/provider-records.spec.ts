import { storedWebsite, toAdminProvider } from './provider-records.js';
import { PROVIDER_TEXT } from './search/card.fixture.js';
import type { Provider } from './entities/provider.entity.js';

const provider = {
  id: 4,
  ...PROVIDER_TEXT,
  suburb: 's',
  state: 'NSW',
  postcode: '2000',
  latitude: '-33.8688' as unknown as number,
  longitude: null,
  rating: '4.5' as unknown as number,
  reviewCount: 3,
  isActive: 1 as unknown as boolean,
  isHighlighted: 0 as unknown as boolean,
  displayPriority: 2,
  services: [
    { id: 9, name: 'Later', sortOrder: 9 },
    { id: 2, name: 'Earlier', sortOrder: 1 },
  ],
  serviceAreas: [
    { id: 2, name: 'Second', position: 1 },
    { id: 1, name: 'First', position: 0 },
  ],
  createdAt: new Date('2025-11-01T00:00:00Z'),
  updatedAt: new Date('2025-11-02T00:00:00Z'),
} as unknown as Provider;

describe(toAdminProvider.name, () => {
  it('maps to the admin shape with reviewCount and ISO dates', () => {
    expect(toAdminProvider(provider)).toMatchObject({
      isActive: true,
      reviewCount: 3,
      displayPriority: 2,
      createdAt: '2025-11-01T00:00:00.000Z',
      updatedAt: '2025-11-02T00:00:00.000Z',
    });
  });

  it('gives coordinates as numbers or null', () => {
    expect(toAdminProvider(provider)).toMatchObject({ latitude: -33.8688, longitude: null });
  });
});

describe(storedWebsite.name, () => {
  it.each([
    ['provider.example', 'https://provider.example'],
    ['http://provider.example', 'http://provider.example'],
    ['HTTPS://provider.example/x', 'HTTPS://provider.example/x'],
    [null, null],
    [undefined, undefined],
  ])('%p -> %p', (input, expected) => {
    expect(storedWebsite(input)).toBe(expected);
  });
});
