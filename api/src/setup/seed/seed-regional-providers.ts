import type { StateCode } from '@homeward/domain';
import type { DemoProvider, DemoProviderAttributes, PriceSeed } from './seed-types.js';

/**
 * Clearly fictional providers outside the capitals: invented names, .example domains and phone numbers from the
 * ranges the Australian Communications and Media Authority keeps for fiction (0491 570 xxx, (0x) 5550 xxxx).
 *
 * Prices are set against the indicative ranges in libs/domain INDICATIVE_PRICE_RANGES: most
 * within; above: Harbourside occupational therapy ($226 > $220), Southbank nursing ($189 > $179), Top End meal
 * delivery ($23.50 > $22); below: Bluegum transport ($35 < $40), Brisbane Northside domestic assistance ($79 <
 * $83). Yarra Valley offers nursing care without a published price. Attributes: languages
 * follow each area's communities (Arabic and Hindi in Parramatta, Greek and Italian in Melbourne, Vietnamese in
 * Darwin...); every provider holds category 1 or 4, nursing providers 5.
 */
interface RegionalProviderRow {
  businessName: string;
  contact: { name: string; email: string; phone: string; website: string | null };
  place: { address: string; suburb: string; state: StateCode; postcode: string };
  /** Without the demo sentence (the seed puts that first, as on every demo listing). */
  description: string;
  listing: { rating: number; reviewCount: number; isActive: boolean; isHighlighted: boolean; displayPriority: number };
  /** Service names from SERVICE_SEEDS. */
  services: string[];
  serviceAreas: string[];
  /** ISO date the demo price list was "published". */
  pricesUpdatedAt: string;
  /** Service name -> price. An offered service missing here has no published price. */
  prices: Readonly<Record<string, PriceSeed>>;
  attributes: Pick<DemoProviderAttributes, 'languages' | 'diverseNeeds'>;
  /** Whether it takes new clients (confirmed that many days before seeding) and its registration categories. */
  intake: Pick<DemoProviderAttributes, 'acceptingNewClients' | 'confirmedDaysAgo' | 'registrationCategories'>;
}

const REGIONAL_ROWS: readonly RegionalProviderRow[] = [
  {
    businessName: 'Wattle Grove Home Care (Demo)',
    contact: { name: 'Alex Demo', email: 'hello@wattlegrove.example', phone: '(02) 5550 0101', website: 'https://wattlegrove.example' },
    place: { address: '1 Example Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' },
    description: 'Nursing, personal care and cleaning across western Sydney, with the same small team each week.',
    listing: { rating: 4.8, reviewCount: 126, isActive: true, isHighlighted: true, displayPriority: 10 },
    services: ['Nursing care', 'Personal care', 'Domestic assistance', 'Respite', 'Social support and community engagement'],
    serviceAreas: ['Parramatta', 'Blacktown', 'Penrith'],
    pricesUpdatedAt: '2025-11-05',
    prices: {
      'Nursing care': { standard: '155.00', evening: '180.00', saturday: '195.00', sunday: '230.00', publicHoliday: '290.00' },
      'Personal care': { standard: '98.00', evening: '110.00', saturday: '128.00', sunday: '150.00', publicHoliday: '205.00' },
      'Domestic assistance': { standard: '92.00', saturday: '120.00' },
      Respite: { standard: '97.00', evening: '108.00' },
      'Social support and community engagement': { standard: '96.00' },
    },
    attributes: { languages: ['en', 'ar', 'hi', 'cmn'], diverseNeeds: ['cald', 'dementia', 'lgbti'] },
    intake: { acceptingNewClients: 'yes', confirmedDaysAgo: 3, registrationCategories: [1, 4, 5] },
  },
  {
    businessName: 'Harbourside Care Collective (Demo)',
    contact: { name: 'Sam Sample', email: 'care@harbourside.example', phone: '(02) 5550 0102', website: 'https://harbourside.example' },
    place: { address: '22 Sample Road', suburb: 'Manly', state: 'NSW', postcode: '2095' },
    description: "Allied health and physiotherapy at home on Sydney's northern beaches.",
    listing: { rating: 4.6, reviewCount: 58, isActive: true, isHighlighted: false, displayPriority: 5 },
    services: ['Allied health and therapy', 'Physiotherapy', 'Occupational therapy', 'Podiatry'],
    serviceAreas: ['Manly', 'Dee Why', 'Mona Vale'],
    pricesUpdatedAt: '2025-11-07',
    prices: {
      'Allied health and therapy': { standard: '210.00' },
      Physiotherapy: { standard: '198.00' },
      'Occupational therapy': { standard: '226.00' },
      Podiatry: { standard: '175.00' },
    },
    attributes: { languages: ['en', 'it'], diverseNeeds: ['dementia', 'veterans'] },
    intake: { acceptingNewClients: 'waitlist', confirmedDaysAgo: 12, registrationCategories: [1, 3, 4] },
  },
  {
    businessName: 'Bluegum Community Services (Demo)',
    contact: { name: 'Jordan Placeholder', email: 'info@bluegum.example', phone: '(02) 5550 0103', website: null },
    place: { address: '5 Test Lane', suburb: 'Wagga Wagga', state: 'NSW', postcode: '2650' },
    description: 'Transport, shopping and social outings for people in the Riverina.',
    listing: { rating: 4.2, reviewCount: 17, isActive: true, isHighlighted: false, displayPriority: 0 },
    services: ['Transport (per trip)', 'Social support and community engagement', 'Domestic assistance'],
    serviceAreas: ['Wagga Wagga', 'Junee'],
    pricesUpdatedAt: '2025-11-03',
    prices: {
      'Transport (per trip)': { standard: '35.00' },
      'Social support and community engagement': { standard: '88.00', saturday: '110.00' },
      'Domestic assistance': { standard: '86.00' },
    },
    attributes: { languages: ['en'], diverseNeeds: ['rural-remote', 'first-nations', 'veterans'] },
    intake: { acceptingNewClients: 'yes', confirmedDaysAgo: 20, registrationCategories: [1, 2] },
  },
  {
    businessName: 'Yarra Valley Support Co (Demo)',
    contact: { name: 'Riley Example', email: 'team@yarravalley.example', phone: '(03) 5550 0104', website: 'https://yarravalley.example' },
    place: { address: '8 Fictional Avenue', suburb: 'Lilydale', state: 'VIC', postcode: '3140' },
    description: 'Help at home for the Yarra Valley: personal care, meals, gardening and respite.',
    listing: { rating: 4.9, reviewCount: 203, isActive: true, isHighlighted: true, displayPriority: 8 },
    services: ['Personal care', 'Meal preparation', 'Meal delivery (per meal)', 'Home maintenance and gardening', 'Respite', 'Nursing care'],
    serviceAreas: ['Lilydale', 'Healesville', 'Mooroolbark'],
    pricesUpdatedAt: '2025-11-10',
    prices: {
      'Personal care': { standard: '104.00', evening: '118.00', saturday: '130.00', sunday: '155.00', publicHoliday: '215.00' },
      'Meal preparation': { standard: '95.00' },
      'Meal delivery (per meal)': { standard: '14.50' },
      'Home maintenance and gardening': { standard: '110.00' },
      Respite: { standard: '101.00', sunday: '150.00' },
    },
    attributes: { languages: ['en', 'el', 'it'], diverseNeeds: ['dementia', 'care-leavers', 'forced-separation'] },
    intake: { acceptingNewClients: 'yes', confirmedDaysAgo: 1, registrationCategories: [1, 4] },
  },
  {
    businessName: 'Southbank Nursing at Home (Demo)',
    contact: { name: 'Casey Sample', email: 'nurses@southbank.example', phone: '(03) 5550 0105', website: 'https://southbank-nursing.example' },
    place: { address: '40 Example Parade', suburb: 'Southbank', state: 'VIC', postcode: '3006' },
    description: 'Registered nurses for wound care, medicines and recovery after hospital.',
    listing: { rating: 4.4, reviewCount: 41, isActive: true, isHighlighted: false, displayPriority: 3 },
    services: ['Nursing care', 'Allied health and therapy'],
    serviceAreas: ['Melbourne CBD', 'South Melbourne', 'St Kilda'],
    pricesUpdatedAt: '2025-11-06',
    prices: {
      'Nursing care': { standard: '189.00', evening: '215.00', sunday: '260.00' },
      'Allied health and therapy': { standard: '205.00' },
    },
    attributes: { languages: ['en', 'el', 'yue', 'cmn'], diverseNeeds: ['cald', 'dementia', 'homeless'] },
    intake: { acceptingNewClients: 'waitlist', confirmedDaysAgo: 6, registrationCategories: [4, 5] },
  },
  {
    businessName: 'Geelong Helping Hands (Demo)',
    contact: { name: 'Morgan Test', email: 'hello@geelonghands.example', phone: '(03) 5550 0106', website: null },
    place: { address: '3 Sample Court', suburb: 'Geelong', state: 'VIC', postcode: '3220' },
    description: 'This listing is paused and should never appear in the public directory.',
    listing: { rating: 3.9, reviewCount: 9, isActive: false, isHighlighted: false, displayPriority: 0 },
    services: ['Domestic assistance', 'Home maintenance and gardening'],
    serviceAreas: ['Geelong'],
    pricesUpdatedAt: '2025-11-04',
    prices: {
      'Domestic assistance': { standard: '90.00' },
      'Home maintenance and gardening': { standard: '99.00' },
    },
    attributes: { languages: ['en', 'mk', 'hr'], diverseNeeds: ['cald'] },
    intake: { acceptingNewClients: 'no', confirmedDaysAgo: 45, registrationCategories: [1] },
  },
  {
    businessName: 'Sunshine Coast Living Well (Demo)',
    contact: { name: 'Taylor Placeholder', email: 'care@livingwell.example', phone: '(07) 5550 0107', website: 'https://livingwell.example' },
    place: { address: '12 Demo Esplanade', suburb: 'Maroochydore', state: 'QLD', postcode: '4558' },
    description: 'Physiotherapy, occupational therapy and exercise programs to stay strong at home.',
    listing: { rating: 4.7, reviewCount: 88, isActive: true, isHighlighted: true, displayPriority: 6 },
    services: ['Physiotherapy', 'Occupational therapy', 'Therapeutic services for independent living', 'Transport (per trip)'],
    serviceAreas: ['Maroochydore', 'Caloundra', 'Noosa'],
    pricesUpdatedAt: '2025-11-07',
    prices: {
      Physiotherapy: { standard: '180.00' },
      'Occupational therapy': { standard: '205.00' },
      'Therapeutic services for independent living': { standard: '160.00' },
      'Transport (per trip)': { standard: '65.00' },
    },
    attributes: { languages: ['en', 'asf'], diverseNeeds: ['lgbti', 'veterans', 'dementia'] },
    intake: { acceptingNewClients: 'yes', confirmedDaysAgo: 2, registrationCategories: [1, 2, 4] },
  },
  {
    businessName: 'Brisbane Northside Care (Demo)',
    contact: { name: 'Jamie Example', email: 'info@northsidecare.example', phone: '(07) 5550 0108', website: 'https://northsidecare.example' },
    place: { address: '77 Fictional Road', suburb: 'Chermside', state: 'QLD', postcode: '4032' },
    description: "Everyday help with cleaning, meals and shopping on Brisbane's northside.",
    listing: { rating: 4.3, reviewCount: 35, isActive: true, isHighlighted: false, displayPriority: 2 },
    services: ['Domestic assistance', 'Meal preparation', 'Social support and community engagement'],
    serviceAreas: ['Chermside', 'Aspley', 'Nundah'],
    pricesUpdatedAt: '2025-11-02',
    prices: {
      'Domestic assistance': { standard: '79.00', saturday: '99.00' },
      'Meal preparation': { standard: '90.00' },
      'Social support and community engagement': { standard: '95.00' },
    },
    attributes: { languages: ['en', 'vi', 'ko'], diverseNeeds: ['cald', 'homeless'] },
    intake: { acceptingNewClients: 'no', confirmedDaysAgo: 9, registrationCategories: [1, 4] },
  },
  {
    businessName: 'Swan River Home Support (Demo)',
    contact: { name: 'Drew Sample', email: 'hello@swanriver.example', phone: '(08) 5550 0109', website: 'https://swanriver.example' },
    place: { address: '9 Example Terrace', suburb: 'Fremantle', state: 'WA', postcode: '6160' },
    description: "Personal care, respite and nursing for Perth's southern suburbs.",
    listing: { rating: 4.5, reviewCount: 64, isActive: true, isHighlighted: false, displayPriority: 4 },
    services: ['Personal care', 'Respite', 'Nursing care', 'Podiatry'],
    serviceAreas: ['Fremantle', 'Cockburn', 'Melville'],
    pricesUpdatedAt: '2025-11-07',
    prices: {
      'Personal care': { standard: '108.00', evening: '121.00', saturday: '135.00', sunday: '160.00', publicHoliday: '220.00' },
      Respite: { standard: '100.00' },
      'Nursing care': { standard: '148.00' },
      Podiatry: { standard: '182.00' },
    },
    attributes: { languages: ['en', 'it', 'pa'], diverseNeeds: ['cald', 'first-nations'] },
    intake: { acceptingNewClients: 'waitlist', confirmedDaysAgo: 15, registrationCategories: [1, 3] },
  },
  {
    businessName: 'Adelaide Hills Companions (Demo)',
    contact: { name: 'Quinn Test', email: 'team@hillscompanions.example', phone: '(08) 5550 0110', website: null },
    place: { address: '14 Sample Street', suburb: 'Stirling', state: 'SA', postcode: '5152' },
    description: 'Company, outings and transport for people in the Adelaide Hills.',
    listing: { rating: 4.1, reviewCount: 22, isActive: true, isHighlighted: false, displayPriority: 1 },
    services: ['Social support and community engagement', 'Transport (per trip)', 'Respite'],
    serviceAreas: ['Stirling', 'Mount Barker'],
    pricesUpdatedAt: '2025-11-01',
    prices: {
      'Social support and community engagement': { standard: '92.00' },
      'Transport (per trip)': { standard: '55.00' },
      Respite: { standard: '94.00' },
    },
    attributes: { languages: ['en', 'de'], diverseNeeds: ['rural-remote', 'lgbti'] },
    intake: { acceptingNewClients: 'yes', confirmedDaysAgo: 30, registrationCategories: [1] },
  },
  {
    businessName: 'Derwent Valley Care (Demo)',
    contact: { name: 'Avery Placeholder', email: 'info@derwentcare.example', phone: '(03) 5550 0111', website: 'https://derwentcare.example' },
    place: { address: '6 Demo Street', suburb: 'New Norfolk', state: 'TAS', postcode: '7140' },
    description: 'Home maintenance, gardening and cleaning in southern Tasmania.',
    listing: { rating: 4.6, reviewCount: 19, isActive: true, isHighlighted: false, displayPriority: 0 },
    services: ['Home maintenance and gardening', 'Domestic assistance', 'Meal delivery (per meal)', 'Personal care'],
    serviceAreas: ['New Norfolk', 'Hobart', 'Glenorchy'],
    pricesUpdatedAt: '2025-11-07',
    prices: {
      'Home maintenance and gardening': { standard: '96.00' },
      'Domestic assistance': { standard: '88.00' },
      'Meal delivery (per meal)': { standard: '12.90' },
      'Personal care': { standard: '99.00', sunday: '148.00' },
    },
    attributes: { languages: ['en'], diverseNeeds: ['rural-remote', 'care-leavers'] },
    intake: { acceptingNewClients: null, confirmedDaysAgo: null, registrationCategories: [1, 4] },
  },
  {
    businessName: 'Capital Ageing Well (Demo)',
    contact: { name: 'Reese Example', email: 'hello@capitalageing.example', phone: '(02) 5550 0112', website: 'https://capitalageing.example' },
    place: { address: '30 Example Circuit', suburb: 'Belconnen', state: 'ACT', postcode: '2617' },
    description: 'Nursing, allied health and personal care across Canberra.',
    listing: { rating: 4.8, reviewCount: 97, isActive: true, isHighlighted: true, displayPriority: 7 },
    services: ['Nursing care', 'Allied health and therapy', 'Personal care', 'Occupational therapy', 'Respite'],
    serviceAreas: ['Belconnen', 'Gungahlin', 'Woden'],
    pricesUpdatedAt: '2025-11-08',
    prices: {
      'Nursing care': { standard: '160.00', evening: '185.00' },
      'Allied health and therapy': { standard: '199.00' },
      'Personal care': { standard: '112.00', evening: '126.00', saturday: '140.00', sunday: '165.00', publicHoliday: '230.00' },
      'Occupational therapy': { standard: '210.00' },
      Respite: { standard: '105.00' },
    },
    attributes: { languages: ['en', 'cmn', 'es', 'asf'], diverseNeeds: ['dementia', 'lgbti', 'forced-separation'] },
    intake: { acceptingNewClients: 'yes', confirmedDaysAgo: 5, registrationCategories: [1, 2, 3, 4, 5] },
  },
  {
    businessName: 'Top End Home Help (Demo)',
    contact: { name: 'Parker Sample', email: 'care@topend.example', phone: '(08) 5550 0113', website: null },
    place: { address: '2 Sample Drive', suburb: 'Darwin', state: 'NT', postcode: '0800' },
    description: 'Cleaning, meals and transport in Darwin and Palmerston.',
    listing: { rating: 4, reviewCount: 12, isActive: true, isHighlighted: false, displayPriority: 0 },
    services: ['Domestic assistance', 'Meal delivery (per meal)', 'Transport (per trip)'],
    serviceAreas: ['Darwin', 'Palmerston'],
    pricesUpdatedAt: '2025-11-05',
    prices: {
      'Domestic assistance': { standard: '102.00' },
      'Meal delivery (per meal)': { standard: '23.50' },
      'Transport (per trip)': { standard: '80.00' },
    },
    attributes: { languages: ['en', 'vi', 'tl', 'el'], diverseNeeds: ['first-nations', 'rural-remote', 'homeless'] },
    intake: { acceptingNewClients: 'waitlist', confirmedDaysAgo: 21, registrationCategories: [1, 4] },
  },
  {
    businessName: 'Gold Coast Care Partners (Demo)',
    contact: { name: 'Hayden Test', email: 'team@gccare.example', phone: '(07) 5550 0114', website: 'https://gccare.example' },
    place: { address: '18 Fictional Boulevard', suburb: 'Southport', state: 'QLD', postcode: '4215' },
    description: 'This listing is paused and should never appear in the public directory.',
    listing: { rating: 4.2, reviewCount: 30, isActive: false, isHighlighted: true, displayPriority: 9 },
    services: ['Personal care', 'Nursing care', 'Domestic assistance', 'Respite'],
    serviceAreas: ['Southport', 'Surfers Paradise'],
    pricesUpdatedAt: '2025-11-06',
    prices: {
      'Personal care': { standard: '100.00' },
      'Nursing care': { standard: '150.00' },
      'Domestic assistance': { standard: '95.00' },
      Respite: { standard: '99.00' },
    },
    attributes: { languages: ['en', 'ko', 'ne'], diverseNeeds: ['veterans'] },
    intake: { acceptingNewClients: 'no', confirmedDaysAgo: 60, registrationCategories: [1, 4] },
  },
];

function regionalProvider(row: RegionalProviderRow): DemoProvider {
  return {
    seed: {
      businessName: row.businessName,
      ...row.contact,
      ...row.place,
      description: row.description,
      ...row.listing,
      services: row.services,
      serviceAreas: row.serviceAreas,
    },
    prices: { updatedAt: row.pricesUpdatedAt, prices: row.prices },
    attributes: { ...row.attributes, ...row.intake },
  };
}

export const REGIONAL_DEMO_PROVIDERS: readonly DemoProvider[] = REGIONAL_ROWS.map(regionalProvider);
