/**
 * Fictional providers at directory scale for the benchmark (generate-providers.ts). Pure and deterministic:
 * the same seed, locations and services give the same providers, so runs are comparable.
 */
import { type AdminProviderDto, type ProviderIdentityField, type ProviderListingField, type ProviderPlacementField, type StateCode } from '@homeward/domain';
import { generateAttributes, type GeneratedAttributes } from './provider-attribute-generator.js';
import { intBetween, mulberry32, pick, pickWeightedIndex, sampleWeighted, shuffle, type Rng } from './seeded-random.js';

/** Share of Australia's population by state (ABS, about 2024), so most providers are where most people are. */
export const STATE_WEIGHTS: Readonly<Record<StateCode, number>> = { NSW: 31.3, VIC: 26.2, QLD: 20.6, WA: 11.1, SA: 6.9, TAS: 2.1, ACT: 1.7, NT: 0.9 };

const PHONE_AREA: Readonly<Record<StateCode, string>> = { NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', SA: '08', WA: '08', NT: '08' };

/** How a description names each catalogue service, and how common it is among providers. */
const SERVICE_TRAITS: Readonly<Record<string, { words: string; weight: number }>> = {
  'Nursing care': { words: 'nursing', weight: 0.7 },
  'Allied health and therapy': { words: 'allied health', weight: 0.3 },
  Physiotherapy: { words: 'physiotherapy', weight: 0.35 },
  'Occupational therapy': { words: 'occupational therapy', weight: 0.3 },
  Podiatry: { words: 'podiatry', weight: 0.25 },
  'Personal care': { words: 'personal care', weight: 0.8 },
  'Social support and community engagement': { words: 'social outings', weight: 0.5 },
  Respite: { words: 'respite', weight: 0.45 },
  'Therapeutic services for independent living': { words: 'therapy programs', weight: 0.2 },
  'Transport (per trip)': { words: 'transport', weight: 0.5 },
  'Domestic assistance': { words: 'cleaning and domestic help', weight: 0.8 },
  'Home maintenance and gardening': { words: 'gardening and home maintenance', weight: 0.5 },
  'Meal preparation': { words: 'meals', weight: 0.45 },
  'Meal delivery (per meal)': { words: 'meal delivery', weight: 0.3 },
};
const serviceWords = (name: string) => SERVICE_TRAITS[name]?.words ?? name.toLowerCase();
const serviceWeight = (name: string) => SERVICE_TRAITS[name]?.weight ?? 0.4;

const NAME_WORDS = [
  'Wattle',
  'Banksia',
  'Bluegum',
  'Ironbark',
  'Jacaranda',
  'Grevillea',
  'Boronia',
  'Saltbush',
  'Red Gum',
  'Paperbark',
  'Lilly Pilly',
  'Silky Oak',
  'Kookaburra',
  'Harbour',
  'Riverside',
  'Hillside',
  'Bayside',
  'Coastal',
  'Valley',
  'Sandstone',
  'Southern Cross',
  'Evergreen',
  'Heartwood',
  'Willow',
  'Kindred',
  'Gentle',
  'Trusted',
  'Steady',
  'Bright',
  'Golden Years',
  'Companion',
  'Kinship',
  'Haven',
  'Compass',
  'Lantern',
  'Anchor',
  'Sunrise',
  'Horizon',
];
const NAME_SUFFIXES = [
  'Care',
  'Home Care',
  'Home Support',
  'Community Care',
  'Care Services',
  'Support Services',
  'In-Home Care',
  'Ageing Well',
  'Care Collective',
  'Nursing at Home',
  'Living Support',
  'Helping Hands',
];
const FIRST_NAMES = [
  'Alex',
  'Sam',
  'Jordan',
  'Riley',
  'Casey',
  'Morgan',
  'Taylor',
  'Jamie',
  'Drew',
  'Quinn',
  'Avery',
  'Reese',
  'Parker',
  'Hayden',
  'Robin',
  'Kim',
  'Lee',
  'Charlie',
];
const LAST_NAMES = ['Demo', 'Sample', 'Example', 'Placeholder', 'Test', 'Fictional', 'Mockford', 'Specimen', 'Instance', 'Trial'];
const STREETS = ['High', 'Station', 'Church', 'Main', 'Wattle', 'Park', 'King', 'Queen', 'Victoria', 'George', 'Albert', 'Railway', 'Bridge', 'Beach', 'Hill'];
const STREET_TYPES = ['Street', 'Road', 'Avenue', 'Parade', 'Lane', 'Court', 'Terrace', 'Drive'];
const LANGUAGES = ['Italian', 'Greek', 'Vietnamese', 'Mandarin', 'Cantonese', 'Arabic', 'Hindi', 'Punjabi', 'Tagalog', 'Spanish', 'Korean', 'Macedonian'];

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** The opening sentence names 2-3 of the provider's services; 0-2 more sentences come from the extras. */
const OPENINGS: ReadonlyArray<(s: string, place: string) => string> = [
  (s, place) => `We offer ${s} in ${place} and nearby suburbs.`,
  (s, place) => `Our team provides ${s} for older people living at home around ${place}.`,
  (s) => `We help with ${s}, so you can stay independent at home.`,
  (s, place) => `A local provider in ${place} for ${s}.`,
  (s) => `Support at Home services including ${s}, arranged around your week.`,
];
const EXTRAS: ReadonlyArray<(rng: Rng) => string> = [
  () => 'Our staff are trained in dementia care.',
  () => 'We support people living with dementia and their carers.',
  (rng) => `Carers who speak ${pick(rng, LANGUAGES)} are available.`,
  (rng) => `Family-run since ${intBetween(rng, 1985, 2020)}.`,
  () => 'We can help you self-manage your Support at Home budget.',
  () => 'Same-week starts are often possible.',
  () => 'Weekend and evening visits by arrangement.',
  () => 'Registered with the Aged Care Quality and Safety Commission.',
];

export interface GenLocation {
  postcode: string;
  locality: string;
  state: StateCode;
  latitude: number;
  longitude: number;
}

export interface GenService {
  id: number;
  name: string;
}

/** A provider as the console would hold it, but always with a description and a place. */
export interface GeneratedProvider extends Pick<AdminProviderDto, 'id' | ProviderIdentityField | ProviderListingField | ProviderPlacementField> {
  description: string;
  latitude: number;
  longitude: number;
  serviceIds: number[];
  serviceAreas: string[];
  attributes: GeneratedAttributes;
}

export function businessName(rng: Rng, locality: string): string {
  const first = rng() < 0.3 ? locality : pick(rng, NAME_WORDS);
  return `${first} ${pick(rng, NAME_SUFFIXES)} (Demo)`;
}

export function description(rng: Rng, services: readonly string[], locality: string): string {
  const named = services.slice(0, intBetween(rng, 2, 3)).map(serviceWords);
  const sentences = [pick(rng, OPENINGS)(list(named), locality)];
  const extras = intBetween(rng, 0, 2);
  const used = new Set<number>();
  while (used.size < extras) used.add(Math.floor(rng() * EXTRAS.length));
  for (const i of [...used].sort((a, b) => a - b)) sentences.push(EXTRAS[i](rng));
  return sentences.join(' ');
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(demo\)/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Areas near the provider: localities a few places away in its state's list (ordered by postcode, so
 * neighbours are usually nearby), named by postcode, by name, or by 'name STATE'.
 */
export function serviceAreas(rng: Rng, stateList: readonly GenLocation[], index: number): string[] {
  const areas = new Set<string>();
  const count = intBetween(rng, 0, 3);
  for (let n = 0; n < count; n += 1) {
    const offset = intBetween(rng, -20, 20);
    const near = stateList[Math.min(stateList.length - 1, Math.max(0, index + offset))];
    const form = rng();
    areas.add(form < 0.4 ? near.postcode : form < 0.8 ? near.locality : `${near.locality} ${near.state}`);
  }
  return [...areas];
}

export interface GenerateOptions {
  count: number;
  seed: number;
  locations: readonly GenLocation[];
  services: readonly GenService[];
  /** First id; providers are numbered from it. */
  firstId?: number;
}

/** `count` providers: state by population, a locality of that state, 3-8 services, 0-3 areas. */
export function generateProviders(options: GenerateOptions): GeneratedProvider[] {
  const rng = mulberry32(options.seed);
  const byState = new Map<StateCode, GenLocation[]>();
  for (const l of options.locations) {
    const bucket = byState.get(l.state) ?? [];
    bucket.push(l);
    byState.set(l.state, bucket);
  }
  const states = (Object.keys(STATE_WEIGHTS) as StateCode[]).filter((s) => (byState.get(s)?.length ?? 0) > 0);
  if (states.length === 0) throw new Error('No locations to place providers in (is the locations table empty?)');
  if (options.services.length < 3) throw new Error('At least 3 services are needed');
  const stateWeights = states.map((s) => STATE_WEIGHTS[s]);
  const serviceWeights = options.services.map((s) => serviceWeight(s.name));
  const firstId = options.firstId ?? 1;
  // Its own stream: adding the attributes left every other generated field as it was for a seed.
  const attributeRng = mulberry32(options.seed ^ 0x27027);

  const out: GeneratedProvider[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const state = states[pickWeightedIndex(rng, stateWeights)];
    const stateList = byState.get(state)!;
    const index = Math.floor(rng() * stateList.length);
    const place = stateList[index];
    const chosen = sampleWeighted(rng, serviceWeights, intBetween(rng, 3, 8)).map((k) => options.services[k]);
    const shuffled = shuffle(rng, chosen);
    const name = businessName(rng, place.locality);
    const domain = `${slug(name)}-${(firstId + i).toString(36)}.example`;
    const provider: Omit<GeneratedProvider, 'attributes'> = {
      id: firstId + i,
      businessName: name,
      name: rng() < 0.8 ? `${pick(rng, FIRST_NAMES)} ${pick(rng, LAST_NAMES)}` : null,
      email: `hello@${domain}`,
      phone: `(${PHONE_AREA[state]}) 5550 ${String(intBetween(rng, 0, 9999)).padStart(4, '0')}`,
      website: rng() < 0.8 ? `https://${domain}` : null,
      address: `${intBetween(rng, 1, 250)} ${pick(rng, STREETS)} ${pick(rng, STREET_TYPES)}`,
      suburb: place.locality,
      state,
      postcode: place.postcode,
      description: description(
        rng,
        shuffled.map((s) => s.name),
        place.locality,
      ),
      rating: Math.round(35 + Math.floor(rng() * 16)) / 10,
      reviewCount: intBetween(rng, 0, 400),
      isActive: rng() >= 0.1,
      isHighlighted: rng() < 0.05,
      displayPriority: rng() < 0.9 ? 0 : intBetween(rng, 1, 10),
      latitude: place.latitude,
      longitude: place.longitude,
      serviceIds: chosen.map((s) => s.id),
      serviceAreas: serviceAreas(rng, stateList, index),
    };
    out.push({
      ...provider,
      attributes: generateAttributes(
        attributeRng,
        state,
        provider.description,
        chosen.some((s) => s.name === 'Nursing care'),
      ),
    });
  }
  return out;
}
