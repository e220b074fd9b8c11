/**
 * Reference data seeded on an empty database.
 *
 * Classifications: names, descriptions, icons, colours and the official quarterly budgets come from
 * libs/domain CLASSIFICATION_BUDGETS (health.gov.au "Funding classifications for Support at Home",
 * in effect from 1 November 2025). They are not copied here.
 *
 * Services: the hourly rates are the department's indicative medians, "Summary of indicative Support at
 * Home prices" (https://www.health.gov.au/resources/publications/summary-of-indicative-support-at-home-prices),
 * survey of 300+ providers, Feb 2025; published 24 Mar 2025, refreshed Oct 2025. As quoted by
 * https://gihc.com.au/2025/05/27/support-at-home-program-starting-1-july-2025-important-changes-to-aged-care/
 * (24 Mar 2025 medians) and the facts file, section 8. Weekday business-hours rates; not price caps.
 * docs/reference-notes.md repeats each source and as-of date.
 */
import type { AcceptingNewClients, DiverseNeedCode, LanguageCode, RegistrationCategory, ServiceCategory, ServiceIcon, StateCode } from '@homeward/domain';
import { CAPITAL_DEMO_PROVIDERS } from './seed-capital-providers.js';

export interface ServiceSeed {
  name: string;
  category: ServiceCategory;
  description: string;
  /** Decimal string, dollars per hour (per trip or per meal where the name says so). */
  hourlyRate: string;
  icon: ServiceIcon;
}

export const SERVICE_SEEDS: readonly ServiceSeed[] = [
  // Clinical supports: no contribution.
  {
    // Nursing (blended) median $150/h, range $125-$179. As of 24 Mar 2025 (refreshed Oct 2025).
    name: 'Nursing care',
    category: 'Clinical',
    hourlyRate: '150.00',
    icon: 'user-nurse',
    description: 'Care from a registered or enrolled nurse at home, such as wound care, medicines and managing a health condition.',
  },
  {
    // Allied health (blended) median $195/h, range $160-$220. As of 24 Mar 2025.
    name: 'Allied health and therapy',
    category: 'Clinical',
    hourlyRate: '195.00',
    icon: 'heart-pulse',
    description: 'Visits from health professionals such as a speech pathologist, dietitian, psychologist or social worker.',
  },
  {
    // Physiotherapist median $185/h, range $160-$210. As of 24 Mar 2025.
    name: 'Physiotherapy',
    category: 'Clinical',
    hourlyRate: '185.00',
    icon: 'walking',
    description: 'Exercises and treatment to help with movement, balance and pain, and to lower the risk of falls.',
  },
  {
    // Occupational therapist median $200/h, range $174-$220. As of 24 Mar 2025.
    name: 'Occupational therapy',
    category: 'Clinical',
    hourlyRate: '200.00',
    icon: 'clipboard-check',
    description: 'Help to do everyday tasks safely, including advice on equipment and changes to your home.',
  },
  {
    // Podiatrist median $180/h, range $153-$208. As of 24 Mar 2025.
    name: 'Podiatry',
    category: 'Clinical',
    hourlyRate: '180.00',
    icon: 'walking',
    description: 'Foot care to keep you comfortable and steady on your feet.',
  },
  // Independence: a moderate contribution may apply.
  {
    // Personal care median $100/h, range $85-$115. As of 24 Mar 2025.
    name: 'Personal care',
    category: 'Independence',
    hourlyRate: '100.00',
    icon: 'shower',
    description: 'Help with showering, dressing, grooming, going to the toilet and moving around the home.',
  },
  {
    // Social support and community engagement median $99/h, range $82-$110. As of 24 Mar 2025.
    name: 'Social support and community engagement',
    category: 'Independence',
    hourlyRate: '99.00',
    icon: 'users',
    description: 'Company and help to stay connected, such as outings, groups and visits to friends.',
  },
  {
    // Respite (in home) median $99/h, range $85-$112. As of 24 Mar 2025.
    name: 'Respite',
    category: 'Independence',
    hourlyRate: '99.00',
    icon: 'clock',
    description: 'A support worker stays with you so that your carer can take a break.',
  },
  {
    // Therapeutic services for independent living median $165/h, range $140-$220. As of 24 Mar 2025.
    name: 'Therapeutic services for independent living',
    category: 'Independence',
    hourlyRate: '165.00',
    icon: 'heart-pulse',
    description: 'Therapy programs delivered by a qualified assistant to help you keep doing things for yourself.',
  },
  {
    // Transport median $70 a trip, range $40-$97. Priced per trip: count one trip as one unit. As of 24 Mar 2025.
    name: 'Transport (per trip)',
    category: 'Independence',
    hourlyRate: '70.00',
    icon: 'car',
    description: 'A driver takes you to appointments, shopping or social activities. Priced per trip.',
  },
  // Everyday living: the highest contribution may apply.
  {
    // Domestic assistance median $95/h, range $83-$109. As of 24 Mar 2025.
    name: 'Domestic assistance',
    category: 'Everyday living',
    hourlyRate: '95.00',
    icon: 'broom',
    description: 'Help with cleaning, laundry and shopping.',
  },
  {
    // Home maintenance and repairs median $103/h, range $85-$120. As of 24 Mar 2025.
    name: 'Home maintenance and gardening',
    category: 'Everyday living',
    hourlyRate: '103.00',
    icon: 'tools',
    description: 'Minor repairs, gutter cleaning and keeping the garden safe and tidy.',
  },
  {
    // Meal preparation median $97/h, range $82-$110. As of 24 Mar 2025.
    name: 'Meal preparation',
    category: 'Everyday living',
    hourlyRate: '97.00',
    icon: 'utensils',
    description: 'Help to plan and cook meals in your own kitchen.',
  },
  {
    // Meal delivery median $15 a meal, range $11-$22. Priced per meal: count one meal as one unit. As of 24 Mar 2025.
    name: 'Meal delivery (per meal)',
    category: 'Everyday living',
    hourlyRate: '15.00',
    icon: 'apple-alt',
    description: 'Ready-made meals delivered to your door. Priced per meal; the food itself may cost extra.',
  },
];

export interface ProviderSeed {
  businessName: string;
  name: string;
  email: string;
  phone: string;
  website: string | null;
  address: string;
  suburb: string;
  state: StateCode;
  postcode: string;
  description: string;
  rating: number;
  reviewCount: number;
  isActive: boolean;
  isHighlighted: boolean;
  displayPriority: number;
  /** Service names from SERVICE_SEEDS. */
  services: string[];
  serviceAreas: string[];
}

const DEMO = 'Demo listing: a fictional provider that shows how the directory works.';

/**
 * Clearly fictional providers: invented names, .example domains and phone numbers from the ranges the
 * Australian Communications and Media Authority keeps for fiction (0491 570 xxx, (0x) 5550 xxxx).
 */
const REGIONAL_DEMO_PROVIDER_SEEDS: readonly ProviderSeed[] = [
  {
    businessName: 'Wattle Grove Home Care (Demo)',
    name: 'Alex Demo',
    email: 'hello@wattlegrove.example',
    phone: '(02) 5550 0101',
    website: 'https://wattlegrove.example',
    address: '1 Example Street',
    suburb: 'Parramatta',
    state: 'NSW',
    postcode: '2150',
    description: `${DEMO} Nursing, personal care and cleaning across western Sydney, with the same small team each week.`,
    rating: 4.8,
    reviewCount: 126,
    isActive: true,
    isHighlighted: true,
    displayPriority: 10,
    services: ['Nursing care', 'Personal care', 'Domestic assistance', 'Respite', 'Social support and community engagement'],
    serviceAreas: ['Parramatta', 'Blacktown', 'Penrith'],
  },
  {
    businessName: 'Harbourside Care Collective (Demo)',
    name: 'Sam Sample',
    email: 'care@harbourside.example',
    phone: '(02) 5550 0102',
    website: 'https://harbourside.example',
    address: '22 Sample Road',
    suburb: 'Manly',
    state: 'NSW',
    postcode: '2095',
    description: `${DEMO} Allied health and physiotherapy at home on Sydney's northern beaches.`,
    rating: 4.6,
    reviewCount: 58,
    isActive: true,
    isHighlighted: false,
    displayPriority: 5,
    services: ['Allied health and therapy', 'Physiotherapy', 'Occupational therapy', 'Podiatry'],
    serviceAreas: ['Manly', 'Dee Why', 'Mona Vale'],
  },
  {
    businessName: 'Bluegum Community Services (Demo)',
    name: 'Jordan Placeholder',
    email: 'info@bluegum.example',
    phone: '(02) 5550 0103',
    website: null,
    address: '5 Test Lane',
    suburb: 'Wagga Wagga',
    state: 'NSW',
    postcode: '2650',
    description: `${DEMO} Transport, shopping and social outings for people in the Riverina.`,
    rating: 4.2,
    reviewCount: 17,
    isActive: true,
    isHighlighted: false,
    displayPriority: 0,
    services: ['Transport (per trip)', 'Social support and community engagement', 'Domestic assistance'],
    serviceAreas: ['Wagga Wagga', 'Junee'],
  },
  {
    businessName: 'Yarra Valley Support Co (Demo)',
    name: 'Riley Example',
    email: 'team@yarravalley.example',
    phone: '(03) 5550 0104',
    website: 'https://yarravalley.example',
    address: '8 Fictional Avenue',
    suburb: 'Lilydale',
    state: 'VIC',
    postcode: '3140',
    description: `${DEMO} Help at home for the Yarra Valley: personal care, meals, gardening and respite.`,
    rating: 4.9,
    reviewCount: 203,
    isActive: true,
    isHighlighted: true,
    displayPriority: 8,
    services: ['Personal care', 'Meal preparation', 'Meal delivery (per meal)', 'Home maintenance and gardening', 'Respite', 'Nursing care'],
    serviceAreas: ['Lilydale', 'Healesville', 'Mooroolbark'],
  },
  {
    businessName: 'Southbank Nursing at Home (Demo)',
    name: 'Casey Sample',
    email: 'nurses@southbank.example',
    phone: '(03) 5550 0105',
    website: 'https://southbank-nursing.example',
    address: '40 Example Parade',
    suburb: 'Southbank',
    state: 'VIC',
    postcode: '3006',
    description: `${DEMO} Registered nurses for wound care, medicines and recovery after hospital.`,
    rating: 4.4,
    reviewCount: 41,
    isActive: true,
    isHighlighted: false,
    displayPriority: 3,
    services: ['Nursing care', 'Allied health and therapy'],
    serviceAreas: ['Melbourne CBD', 'South Melbourne', 'St Kilda'],
  },
  {
    businessName: 'Geelong Helping Hands (Demo)',
    name: 'Morgan Test',
    email: 'hello@geelonghands.example',
    phone: '(03) 5550 0106',
    website: null,
    address: '3 Sample Court',
    suburb: 'Geelong',
    state: 'VIC',
    postcode: '3220',
    description: `${DEMO} This listing is paused and should never appear in the public directory.`,
    rating: 3.9,
    reviewCount: 9,
    isActive: false,
    isHighlighted: false,
    displayPriority: 0,
    services: ['Domestic assistance', 'Home maintenance and gardening'],
    serviceAreas: ['Geelong'],
  },
  {
    businessName: 'Sunshine Coast Living Well (Demo)',
    name: 'Taylor Placeholder',
    email: 'care@livingwell.example',
    phone: '(07) 5550 0107',
    website: 'https://livingwell.example',
    address: '12 Demo Esplanade',
    suburb: 'Maroochydore',
    state: 'QLD',
    postcode: '4558',
    description: `${DEMO} Physiotherapy, occupational therapy and exercise programs to stay strong at home.`,
    rating: 4.7,
    reviewCount: 88,
    isActive: true,
    isHighlighted: true,
    displayPriority: 6,
    services: ['Physiotherapy', 'Occupational therapy', 'Therapeutic services for independent living', 'Transport (per trip)'],
    serviceAreas: ['Maroochydore', 'Caloundra', 'Noosa'],
  },
  {
    businessName: 'Brisbane Northside Care (Demo)',
    name: 'Jamie Example',
    email: 'info@northsidecare.example',
    phone: '(07) 5550 0108',
    website: 'https://northsidecare.example',
    address: '77 Fictional Road',
    suburb: 'Chermside',
    state: 'QLD',
    postcode: '4032',
    description: `${DEMO} Everyday help with cleaning, meals and shopping on Brisbane's northside.`,
    rating: 4.3,
    reviewCount: 35,
    isActive: true,
    isHighlighted: false,
    displayPriority: 2,
    services: ['Domestic assistance', 'Meal preparation', 'Social support and community engagement'],
    serviceAreas: ['Chermside', 'Aspley', 'Nundah'],
  },
  {
    businessName: 'Swan River Home Support (Demo)',
    name: 'Drew Sample',
    email: 'hello@swanriver.example',
    phone: '(08) 5550 0109',
    website: 'https://swanriver.example',
    address: '9 Example Terrace',
    suburb: 'Fremantle',
    state: 'WA',
    postcode: '6160',
    description: `${DEMO} Personal care, respite and nursing for Perth's southern suburbs.`,
    rating: 4.5,
    reviewCount: 64,
    isActive: true,
    isHighlighted: false,
    displayPriority: 4,
    services: ['Personal care', 'Respite', 'Nursing care', 'Podiatry'],
    serviceAreas: ['Fremantle', 'Cockburn', 'Melville'],
  },
  {
    businessName: 'Adelaide Hills Companions (Demo)',
    name: 'Quinn Test',
    email: 'team@hillscompanions.example',
    phone: '(08) 5550 0110',
    website: null,
    address: '14 Sample Street',
    suburb: 'Stirling',
    state: 'SA',
    postcode: '5152',
    description: `${DEMO} Company, outings and transport for people in the Adelaide Hills.`,
    rating: 4.1,
    reviewCount: 22,
    isActive: true,
    isHighlighted: false,
    displayPriority: 1,
    services: ['Social support and community engagement', 'Transport (per trip)', 'Respite'],
    serviceAreas: ['Stirling', 'Mount Barker'],
  },
  {
    businessName: 'Derwent Valley Care (Demo)',
    name: 'Avery Placeholder',
    email: 'info@derwentcare.example',
    phone: '(03) 5550 0111',
    website: 'https://derwentcare.example',
    address: '6 Demo Street',
    suburb: 'New Norfolk',
    state: 'TAS',
    postcode: '7140',
    description: `${DEMO} Home maintenance, gardening and cleaning in southern Tasmania.`,
    rating: 4.6,
    reviewCount: 19,
    isActive: true,
    isHighlighted: false,
    displayPriority: 0,
    services: ['Home maintenance and gardening', 'Domestic assistance', 'Meal delivery (per meal)', 'Personal care'],
    serviceAreas: ['New Norfolk', 'Hobart', 'Glenorchy'],
  },
  {
    businessName: 'Capital Ageing Well (Demo)',
    name: 'Reese Example',
    email: 'hello@capitalageing.example',
    phone: '(02) 5550 0112',
    website: 'https://capitalageing.example',
    address: '30 Example Circuit',
    suburb: 'Belconnen',
    state: 'ACT',
    postcode: '2617',
    description: `${DEMO} Nursing, allied health and personal care across Canberra.`,
    rating: 4.8,
    reviewCount: 97,
    isActive: true,
    isHighlighted: true,
    displayPriority: 7,
    services: ['Nursing care', 'Allied health and therapy', 'Personal care', 'Occupational therapy', 'Respite'],
    serviceAreas: ['Belconnen', 'Gungahlin', 'Woden'],
  },
  {
    businessName: 'Top End Home Help (Demo)',
    name: 'Parker Sample',
    email: 'care@topend.example',
    phone: '(08) 5550 0113',
    website: null,
    address: '2 Sample Drive',
    suburb: 'Darwin',
    state: 'NT',
    postcode: '0800',
    description: `${DEMO} Cleaning, meals and transport in Darwin and Palmerston.`,
    rating: 4.0,
    reviewCount: 12,
    isActive: true,
    isHighlighted: false,
    displayPriority: 0,
    services: ['Domestic assistance', 'Meal delivery (per meal)', 'Transport (per trip)'],
    serviceAreas: ['Darwin', 'Palmerston'],
  },
  {
    businessName: 'Gold Coast Care Partners (Demo)',
    name: 'Hayden Test',
    email: 'team@gccare.example',
    phone: '(07) 5550 0114',
    website: 'https://gccare.example',
    address: '18 Fictional Boulevard',
    suburb: 'Southport',
    state: 'QLD',
    postcode: '4215',
    description: `${DEMO} This listing is paused and should never appear in the public directory.`,
    rating: 4.2,
    reviewCount: 30,
    isActive: false,
    isHighlighted: true,
    displayPriority: 9,
    services: ['Personal care', 'Nursing care', 'Domestic assistance', 'Respite'],
    serviceAreas: ['Southport', 'Surfers Paradise'],
  },
];

/** The demo directory: the providers above, then a few in every capital city (seed-capital-providers.ts, 032). */
export const DEMO_PROVIDER_SEEDS: readonly ProviderSeed[] = [
  ...REGIONAL_DEMO_PROVIDER_SEEDS,
  ...CAPITAL_DEMO_PROVIDERS.map(({ seed }) => ({ ...seed, description: `${DEMO} ${seed.description}` })),
];

/** A demo price: dollars per unit of the service (an hour, a trip or a meal), as decimal strings. */
export interface PriceSeed {
  standard: string;
  evening?: string;
  saturday?: string;
  sunday?: string;
  publicHoliday?: string;
}

export interface PriceListSeed {
  /** ISO date the demo list was "published". */
  updatedAt: string;
  /** Service name -> price. An offered service missing here has no published price. */
  prices: Readonly<Record<string, PriceSeed>>;
}

/**
 * Demo price lists by businessName (docs/decisions/025), set against the indicative ranges in libs/domain
 * INDICATIVE_PRICE_RANGES: most within; above: Harbourside occupational therapy ($226 > $220), Southbank
 * nursing ($189 > $179), Top End meal delivery ($23.50 > $22); below: Bluegum transport ($35 < $40),
 * Brisbane Northside domestic assistance ($79 < $83). Yarra Valley offers nursing care without a published price.
 */
const REGIONAL_DEMO_PRICE_LISTS: Readonly<Record<string, PriceListSeed>> = {
  'Wattle Grove Home Care (Demo)': {
    updatedAt: '2025-11-05',
    prices: {
      'Nursing care': { standard: '155.00', evening: '180.00', saturday: '195.00', sunday: '230.00', publicHoliday: '290.00' },
      'Personal care': { standard: '98.00', evening: '110.00', saturday: '128.00', sunday: '150.00', publicHoliday: '205.00' },
      'Domestic assistance': { standard: '92.00', saturday: '120.00' },
      Respite: { standard: '97.00', evening: '108.00' },
      'Social support and community engagement': { standard: '96.00' },
    },
  },
  'Harbourside Care Collective (Demo)': {
    updatedAt: '2025-11-07',
    prices: {
      'Allied health and therapy': { standard: '210.00' },
      Physiotherapy: { standard: '198.00' },
      'Occupational therapy': { standard: '226.00' },
      Podiatry: { standard: '175.00' },
    },
  },
  'Bluegum Community Services (Demo)': {
    updatedAt: '2025-11-03',
    prices: {
      'Transport (per trip)': { standard: '35.00' },
      'Social support and community engagement': { standard: '88.00', saturday: '110.00' },
      'Domestic assistance': { standard: '86.00' },
    },
  },
  'Yarra Valley Support Co (Demo)': {
    updatedAt: '2025-11-10',
    prices: {
      'Personal care': { standard: '104.00', evening: '118.00', saturday: '130.00', sunday: '155.00', publicHoliday: '215.00' },
      'Meal preparation': { standard: '95.00' },
      'Meal delivery (per meal)': { standard: '14.50' },
      'Home maintenance and gardening': { standard: '110.00' },
      Respite: { standard: '101.00', sunday: '150.00' },
    },
  },
  'Southbank Nursing at Home (Demo)': {
    updatedAt: '2025-11-06',
    prices: {
      'Nursing care': { standard: '189.00', evening: '215.00', sunday: '260.00' },
      'Allied health and therapy': { standard: '205.00' },
    },
  },
  'Geelong Helping Hands (Demo)': {
    updatedAt: '2025-11-04',
    prices: { 'Domestic assistance': { standard: '90.00' }, 'Home maintenance and gardening': { standard: '99.00' } },
  },
  'Sunshine Coast Living Well (Demo)': {
    updatedAt: '2025-11-07',
    prices: {
      Physiotherapy: { standard: '180.00' },
      'Occupational therapy': { standard: '205.00' },
      'Therapeutic services for independent living': { standard: '160.00' },
      'Transport (per trip)': { standard: '65.00' },
    },
  },
  'Brisbane Northside Care (Demo)': {
    updatedAt: '2025-11-02',
    prices: {
      'Domestic assistance': { standard: '79.00', saturday: '99.00' },
      'Meal preparation': { standard: '90.00' },
      'Social support and community engagement': { standard: '95.00' },
    },
  },
  'Swan River Home Support (Demo)': {
    updatedAt: '2025-11-07',
    prices: {
      'Personal care': { standard: '108.00', evening: '121.00', saturday: '135.00', sunday: '160.00', publicHoliday: '220.00' },
      Respite: { standard: '100.00' },
      'Nursing care': { standard: '148.00' },
      Podiatry: { standard: '182.00' },
    },
  },
  'Adelaide Hills Companions (Demo)': {
    updatedAt: '2025-11-01',
    prices: {
      'Social support and community engagement': { standard: '92.00' },
      'Transport (per trip)': { standard: '55.00' },
      Respite: { standard: '94.00' },
    },
  },
  'Derwent Valley Care (Demo)': {
    updatedAt: '2025-11-07',
    prices: {
      'Home maintenance and gardening': { standard: '96.00' },
      'Domestic assistance': { standard: '88.00' },
      'Meal delivery (per meal)': { standard: '12.90' },
      'Personal care': { standard: '99.00', sunday: '148.00' },
    },
  },
  'Capital Ageing Well (Demo)': {
    updatedAt: '2025-11-08',
    prices: {
      'Nursing care': { standard: '160.00', evening: '185.00' },
      'Allied health and therapy': { standard: '199.00' },
      'Personal care': { standard: '112.00', evening: '126.00', saturday: '140.00', sunday: '165.00', publicHoliday: '230.00' },
      'Occupational therapy': { standard: '210.00' },
      Respite: { standard: '105.00' },
    },
  },
  'Top End Home Help (Demo)': {
    updatedAt: '2025-11-05',
    prices: {
      'Domestic assistance': { standard: '102.00' },
      'Meal delivery (per meal)': { standard: '23.50' },
      'Transport (per trip)': { standard: '80.00' },
    },
  },
  'Gold Coast Care Partners (Demo)': {
    updatedAt: '2025-11-06',
    prices: {
      'Personal care': { standard: '100.00' },
      'Nursing care': { standard: '150.00' },
      'Domestic assistance': { standard: '95.00' },
      Respite: { standard: '99.00' },
    },
  },
};

export const DEMO_PRICE_LISTS: Readonly<Record<string, PriceListSeed>> = {
  ...REGIONAL_DEMO_PRICE_LISTS,
  ...Object.fromEntries(CAPITAL_DEMO_PROVIDERS.map(({ seed, prices }) => [seed.businessName, prices])),
};

/**
 * The demo providers' languages, diverse needs, intake and registration categories (docs/decisions/027),
 * by business name: kept apart from the seeds above so each list reads on its own. Languages follow each
 * area's communities (Arabic and Hindi in Parramatta, Greek and Italian in Melbourne, Vietnamese in
 * Darwin...); every provider holds category 1 or 4, nursing providers 5. `confirmedDaysAgo` is counted
 * back from the day the database is seeded, so the demo never looks stale.
 */
export interface DemoProviderAttributes {
  languages: LanguageCode[];
  diverseNeeds: DiverseNeedCode[];
  acceptingNewClients: AcceptingNewClients | null;
  confirmedDaysAgo: number | null;
  registrationCategories: RegistrationCategory[];
}

const REGIONAL_DEMO_PROVIDER_ATTRIBUTES: Readonly<Record<string, DemoProviderAttributes>> = {
  'Wattle Grove Home Care (Demo)': {
    languages: ['en', 'ar', 'hi', 'cmn'],
    diverseNeeds: ['cald', 'dementia', 'lgbti'],
    acceptingNewClients: 'yes',
    confirmedDaysAgo: 3,
    registrationCategories: [1, 4, 5],
  },
  'Harbourside Care Collective (Demo)': {
    languages: ['en', 'it'],
    diverseNeeds: ['dementia', 'veterans'],
    acceptingNewClients: 'waitlist',
    confirmedDaysAgo: 12,
    registrationCategories: [1, 3, 4],
  },
  'Bluegum Community Services (Demo)': {
    languages: ['en'],
    diverseNeeds: ['rural-remote', 'first-nations', 'veterans'],
    acceptingNewClients: 'yes',
    confirmedDaysAgo: 20,
    registrationCategories: [1, 2],
  },
  'Yarra Valley Support Co (Demo)': {
    languages: ['en', 'el', 'it'],
    diverseNeeds: ['dementia', 'care-leavers', 'forced-separation'],
    acceptingNewClients: 'yes',
    confirmedDaysAgo: 1,
    registrationCategories: [1, 4],
  },
  'Southbank Nursing at Home (Demo)': {
    languages: ['en', 'el', 'yue', 'cmn'],
    diverseNeeds: ['cald', 'dementia', 'homeless'],
    acceptingNewClients: 'waitlist',
    confirmedDaysAgo: 6,
    registrationCategories: [4, 5],
  },
  'Geelong Helping Hands (Demo)': {
    languages: ['en', 'mk', 'hr'],
    diverseNeeds: ['cald'],
    acceptingNewClients: 'no',
    confirmedDaysAgo: 45,
    registrationCategories: [1],
  },
  'Sunshine Coast Living Well (Demo)': {
    languages: ['en', 'asf'],
    diverseNeeds: ['lgbti', 'veterans', 'dementia'],
    acceptingNewClients: 'yes',
    confirmedDaysAgo: 2,
    registrationCategories: [1, 2, 4],
  },
  'Brisbane Northside Care (Demo)': {
    languages: ['en', 'vi', 'ko'],
    diverseNeeds: ['cald', 'homeless'],
    acceptingNewClients: 'no',
    confirmedDaysAgo: 9,
    registrationCategories: [1, 4],
  },
  'Swan River Home Support (Demo)': {
    languages: ['en', 'it', 'pa'],
    diverseNeeds: ['cald', 'first-nations'],
    acceptingNewClients: 'waitlist',
    confirmedDaysAgo: 15,
    registrationCategories: [1, 3],
  },
  'Adelaide Hills Companions (Demo)': {
    languages: ['en', 'de'],
    diverseNeeds: ['rural-remote', 'lgbti'],
    acceptingNewClients: 'yes',
    confirmedDaysAgo: 30,
    registrationCategories: [1],
  },
  'Derwent Valley Care (Demo)': {
    languages: ['en'],
    diverseNeeds: ['rural-remote', 'care-leavers'],
    acceptingNewClients: null,
    confirmedDaysAgo: null,
    registrationCategories: [1, 4],
  },
  'Capital Ageing Well (Demo)': {
    languages: ['en', 'cmn', 'es', 'asf'],
    diverseNeeds: ['dementia', 'lgbti', 'forced-separation'],
    acceptingNewClients: 'yes',
    confirmedDaysAgo: 5,
    registrationCategories: [1, 2, 3, 4, 5],
  },
  'Top End Home Help (Demo)': {
    languages: ['en', 'vi', 'tl', 'el'],
    diverseNeeds: ['first-nations', 'rural-remote', 'homeless'],
    acceptingNewClients: 'waitlist',
    confirmedDaysAgo: 21,
    registrationCategories: [1, 4],
  },
  'Gold Coast Care Partners (Demo)': {
    languages: ['en', 'ko', 'ne'],
    diverseNeeds: ['veterans'],
    acceptingNewClients: 'no',
    confirmedDaysAgo: 60,
    registrationCategories: [1, 4],
  },
};

export const DEMO_PROVIDER_ATTRIBUTES: Readonly<Record<string, DemoProviderAttributes>> = {
  ...REGIONAL_DEMO_PROVIDER_ATTRIBUTES,
  ...Object.fromEntries(CAPITAL_DEMO_PROVIDERS.map(({ seed, attributes }) => [seed.businessName, attributes])),
};
