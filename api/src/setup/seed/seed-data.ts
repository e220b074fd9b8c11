/**
 * Reference data seeded on an empty database.
 *
 * Classifications: names, descriptions, icons, colours and the official quarterly budgets come from
 * libs/domain CLASSIFICATION_BUDGETS (health.gov.au "Funding classifications for Support at Home",
 * in effect from 1 November 2025). They are not copied here. Services: seed-services.ts. Demo providers:
 * seed-regional-providers.ts and seed-capital-providers.ts, each a table and one builder.
 */
import { CAPITAL_DEMO_PROVIDERS } from './seed-capital-providers.js';
import { REGIONAL_DEMO_PROVIDERS } from './seed-regional-providers.js';
import type { DemoProvider, DemoProviderAttributes, PriceListSeed, ProviderSeed } from './seed-types.js';

export type { DemoProvider, DemoProviderAttributes, PriceListSeed, PriceSeed, ProviderSeed, ServiceSeed } from './seed-types.js';
export { SERVICE_SEEDS } from './seed-services.js';

const DEMO = 'Demo listing: a fictional provider that shows how the directory works.';

/** The demo directory: the regional providers, then a few in every capital city, each listing opening with DEMO. */
const DEMO_PROVIDERS: readonly DemoProvider[] = [...REGIONAL_DEMO_PROVIDERS, ...CAPITAL_DEMO_PROVIDERS].map((provider) => ({
  ...provider,
  seed: { ...provider.seed, description: `${DEMO} ${provider.seed.description}` },
}));

export const DEMO_PROVIDER_SEEDS: readonly ProviderSeed[] = DEMO_PROVIDERS.map((p) => p.seed);

/** Demo price lists by businessName. */
export const DEMO_PRICE_LISTS: Readonly<Record<string, PriceListSeed>> = Object.fromEntries(DEMO_PROVIDERS.map((p) => [p.seed.businessName, p.prices]));

/** Demo attributes by businessName. */
export const DEMO_PROVIDER_ATTRIBUTES: Readonly<Record<string, DemoProviderAttributes>> = Object.fromEntries(
  DEMO_PROVIDERS.map((p) => [p.seed.businessName, p.attributes]),
);
