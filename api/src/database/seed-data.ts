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
import type { ServiceCategory, ServiceIcon, StateCode } from '@homeward/domain';

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
    name: 'Nursing care', category: 'Clinical', hourlyRate: '150.00', icon: 'user-nurse',
    description: 'Care from a registered or enrolled nurse at home, such as wound care, medicines and managing a health condition.',
  },
  {
    // Allied health (blended) median $195/h, range $160-$220. As of 24 Mar 2025.
    name: 'Allied health and therapy', category: 'Clinical', hourlyRate: '195.00', icon: 'heart-pulse',
    description: 'Visits from health professionals such as a speech pathologist, dietitian, psychologist or social worker.',
  },
  {
    // Physiotherapist median $185/h, range $160-$210. As of 24 Mar 2025.
    name: 'Physiotherapy', category: 'Clinical', hourlyRate: '185.00', icon: 'walking',
    description: 'Exercises and treatment to help with movement, balance and pain, and to lower the risk of falls.',
  },
  {
    // Occupational therapist median $200/h, range $174-$220. As of 24 Mar 2025.
    name: 'Occupational therapy', category: 'Clinical', hourlyRate: '200.00', icon: 'clipboard-check',
    description: 'Help to do everyday tasks safely, including advice on equipment and changes to your home.',
  },
  {
    // Podiatrist median $180/h, range $153-$208. As of 24 Mar 2025.
    name: 'Podiatry', category: 'Clinical', hourlyRate: '180.00', icon: 'walking',
    description: 'Foot care to keep you comfortable and steady on your feet.',
  },
  // Independence: a moderate contribution may apply.
  {
    // Personal care median $100/h, range $85-$115. As of 24 Mar 2025.
    name: 'Personal care', category: 'Independence', hourlyRate: '100.00', icon: 'shower',
    description: 'Help with showering, dressing, grooming, going to the toilet and moving around the home.',
  },
  {
    // Social support and community engagement median $99/h, range $82-$110. As of 24 Mar 2025.
    name: 'Social support and community engagement', category: 'Independence', hourlyRate: '99.00', icon: 'users',
    description: 'Company and help to stay connected, such as outings, groups and visits to friends.',
  },
  {
    // Respite (in home) median $99/h, range $85-$112. As of 24 Mar 2025.
    name: 'Respite', category: 'Independence', hourlyRate: '99.00', icon: 'clock',
    description: 'A support worker stays with you so that your carer can take a break.',
  },
  {
    // Therapeutic services for independent living median $165/h, range $140-$220. As of 24 Mar 2025.
    name: 'Therapeutic services for independent living', category: 'Independence', hourlyRate: '165.00', icon: 'heart-pulse',
    description: 'Therapy programs delivered by a qualified assistant to help you keep doing things for yourself.',
  },
  {
    // Transport median $70 a trip, range $40-$97. Priced per trip: count one trip as one unit. As of 24 Mar 2025.
    name: 'Transport (per trip)', category: 'Independence', hourlyRate: '70.00', icon: 'car',
    description: 'A driver takes you to appointments, shopping or social activities. Priced per trip.',
  },
  // Everyday living: the highest contribution may apply.
  {
    // Domestic assistance median $95/h, range $83-$109. As of 24 Mar 2025.
    name: 'Domestic assistance', category: 'Everyday living', hourlyRate: '95.00', icon: 'broom',
    description: 'Help with cleaning, laundry and shopping.',
  },
  {
    // Home maintenance and repairs median $103/h, range $85-$120. As of 24 Mar 2025.
    name: 'Home maintenance and gardening', category: 'Everyday living', hourlyRate: '103.00', icon: 'tools',
    description: 'Minor repairs, gutter cleaning and keeping the garden safe and tidy.',
  },
  {
    // Meal preparation median $97/h, range $82-$110. As of 24 Mar 2025.
    name: 'Meal preparation', category: 'Everyday living', hourlyRate: '97.00', icon: 'utensils',
    description: 'Help to plan and cook meals in your own kitchen.',
  },
  {
    // Meal delivery median $15 a meal, range $11-$22. Priced per meal: count one meal as one unit. As of 24 Mar 2025.
    name: 'Meal delivery (per meal)', category: 'Everyday living', hourlyRate: '15.00', icon: 'apple-alt',
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
export const DEMO_PROVIDER_SEEDS: readonly ProviderSeed[] = [
  {
    businessName: 'Wattle Grove Home Care (Demo)', name: 'Alex Demo', email: 'hello@wattlegrove.example', phone: '(02) 5550 0101',
    website: 'https://wattlegrove.example', address: '1 Example Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150',
    description: `${DEMO} Nursing, personal care and cleaning across western Sydney, with the same small team each week.`,
    rating: 4.8, reviewCount: 126, isActive: true, isHighlighted: true, displayPriority: 10,
    services: ['Nursing care', 'Personal care', 'Domestic assistance', 'Respite', 'Social support and community engagement'],
    serviceAreas: ['Parramatta', 'Blacktown', 'Penrith'],
  },
  {
    businessName: 'Harbourside Care Collective (Demo)', name: 'Sam Sample', email: 'care@harbourside.example', phone: '(02) 5550 0102',
    website: 'https://harbourside.example', address: '22 Sample Road', suburb: 'Manly', state: 'NSW', postcode: '2095',
    description: `${DEMO} Allied health and physiotherapy at home on Sydney's northern beaches.`,
    rating: 4.6, reviewCount: 58, isActive: true, isHighlighted: false, displayPriority: 5,
    services: ['Allied health and therapy', 'Physiotherapy', 'Occupational therapy', 'Podiatry'],
    serviceAreas: ['Manly', 'Dee Why', 'Mona Vale'],
  },
  {
    businessName: 'Bluegum Community Services (Demo)', name: 'Jordan Placeholder', email: 'info@bluegum.example', phone: '(02) 5550 0103',
    website: null, address: '5 Test Lane', suburb: 'Wagga Wagga', state: 'NSW', postcode: '2650',
    description: `${DEMO} Transport, shopping and social outings for people in the Riverina.`,
    rating: 4.2, reviewCount: 17, isActive: true, isHighlighted: false, displayPriority: 0,
    services: ['Transport (per trip)', 'Social support and community engagement', 'Domestic assistance'],
    serviceAreas: ['Wagga Wagga', 'Junee'],
  },
  {
    businessName: 'Yarra Valley Support Co (Demo)', name: 'Riley Example', email: 'team@yarravalley.example', phone: '(03) 5550 0104',
    website: 'https://yarravalley.example', address: '8 Fictional Avenue', suburb: 'Lilydale', state: 'VIC', postcode: '3140',
    description: `${DEMO} Help at home for the Yarra Valley: personal care, meals, gardening and respite.`,
    rating: 4.9, reviewCount: 203, isActive: true, isHighlighted: true, displayPriority: 8,
    services: ['Personal care', 'Meal preparation', 'Meal delivery (per meal)', 'Home maintenance and gardening', 'Respite', 'Nursing care'],
    serviceAreas: ['Lilydale', 'Healesville', 'Mooroolbark'],
  },
  {
    businessName: 'Southbank Nursing at Home (Demo)', name: 'Casey Sample', email: 'nurses@southbank.example', phone: '(03) 5550 0105',
    website: 'https://southbank-nursing.example', address: '40 Example Parade', suburb: 'Southbank', state: 'VIC', postcode: '3006',
    description: `${DEMO} Registered nurses for wound care, medicines and recovery after hospital.`,
    rating: 4.4, reviewCount: 41, isActive: true, isHighlighted: false, displayPriority: 3,
    services: ['Nursing care', 'Allied health and therapy'],
    serviceAreas: ['Melbourne CBD', 'South Melbourne', 'St Kilda'],
  },
  {
    businessName: 'Geelong Helping Hands (Demo)', name: 'Morgan Test', email: 'hello@geelonghands.example', phone: '(03) 5550 0106',
    website: null, address: '3 Sample Court', suburb: 'Geelong', state: 'VIC', postcode: '3220',
    description: `${DEMO} This listing is paused and should never appear in the public directory.`,
    rating: 3.9, reviewCount: 9, isActive: false, isHighlighted: false, displayPriority: 0,
    services: ['Domestic assistance', 'Home maintenance and gardening'],
    serviceAreas: ['Geelong'],
  },
  {
    businessName: 'Sunshine Coast Living Well (Demo)', name: 'Taylor Placeholder', email: 'care@livingwell.example', phone: '(07) 5550 0107',
    website: 'https://livingwell.example', address: '12 Demo Esplanade', suburb: 'Maroochydore', state: 'QLD', postcode: '4558',
    description: `${DEMO} Physiotherapy, occupational therapy and exercise programs to stay strong at home.`,
    rating: 4.7, reviewCount: 88, isActive: true, isHighlighted: true, displayPriority: 6,
    services: ['Physiotherapy', 'Occupational therapy', 'Therapeutic services for independent living', 'Transport (per trip)'],
    serviceAreas: ['Maroochydore', 'Caloundra', 'Noosa'],
  },
  {
    businessName: 'Brisbane Northside Care (Demo)', name: 'Jamie Example', email: 'info@northsidecare.example', phone: '(07) 5550 0108',
    website: 'https://northsidecare.example', address: '77 Fictional Road', suburb: 'Chermside', state: 'QLD', postcode: '4032',
    description: `${DEMO} Everyday help with cleaning, meals and shopping on Brisbane's northside.`,
    rating: 4.3, reviewCount: 35, isActive: true, isHighlighted: false, displayPriority: 2,
    services: ['Domestic assistance', 'Meal preparation', 'Social support and community engagement'],
    serviceAreas: ['Chermside', 'Aspley', 'Nundah'],
  },
  {
    businessName: 'Swan River Home Support (Demo)', name: 'Drew Sample', email: 'hello@swanriver.example', phone: '(08) 5550 0109',
    website: 'https://swanriver.example', address: '9 Example Terrace', suburb: 'Fremantle', state: 'WA', postcode: '6160',
    description: `${DEMO} Personal care, respite and nursing for Perth's southern suburbs.`,
    rating: 4.5, reviewCount: 64, isActive: true, isHighlighted: false, displayPriority: 4,
    services: ['Personal care', 'Respite', 'Nursing care', 'Podiatry'],
    serviceAreas: ['Fremantle', 'Cockburn', 'Melville'],
  },
  {
    businessName: 'Adelaide Hills Companions (Demo)', name: 'Quinn Test', email: 'team@hillscompanions.example', phone: '(08) 5550 0110',
    website: null, address: '14 Sample Street', suburb: 'Stirling', state: 'SA', postcode: '5152',
    description: `${DEMO} Company, outings and transport for people in the Adelaide Hills.`,
    rating: 4.1, reviewCount: 22, isActive: true, isHighlighted: false, displayPriority: 1,
    services: ['Social support and community engagement', 'Transport (per trip)', 'Respite'],
    serviceAreas: ['Stirling', 'Mount Barker'],
  },
  {
    businessName: 'Derwent Valley Care (Demo)', name: 'Avery Placeholder', email: 'info@derwentcare.example', phone: '(03) 5550 0111',
    website: 'https://derwentcare.example', address: '6 Demo Street', suburb: 'New Norfolk', state: 'TAS', postcode: '7140',
    description: `${DEMO} Home maintenance, gardening and cleaning in southern Tasmania.`,
    rating: 4.6, reviewCount: 19, isActive: true, isHighlighted: false, displayPriority: 0,
    services: ['Home maintenance and gardening', 'Domestic assistance', 'Meal delivery (per meal)', 'Personal care'],
    serviceAreas: ['New Norfolk', 'Hobart', 'Glenorchy'],
  },
  {
    businessName: 'Capital Ageing Well (Demo)', name: 'Reese Example', email: 'hello@capitalageing.example', phone: '(02) 5550 0112',
    website: 'https://capitalageing.example', address: '30 Example Circuit', suburb: 'Belconnen', state: 'ACT', postcode: '2617',
    description: `${DEMO} Nursing, allied health and personal care across Canberra.`,
    rating: 4.8, reviewCount: 97, isActive: true, isHighlighted: true, displayPriority: 7,
    services: ['Nursing care', 'Allied health and therapy', 'Personal care', 'Occupational therapy', 'Respite'],
    serviceAreas: ['Belconnen', 'Gungahlin', 'Woden'],
  },
  {
    businessName: 'Top End Home Help (Demo)', name: 'Parker Sample', email: 'care@topend.example', phone: '(08) 5550 0113',
    website: null, address: '2 Sample Drive', suburb: 'Darwin', state: 'NT', postcode: '0800',
    description: `${DEMO} Cleaning, meals and transport in Darwin and Palmerston.`,
    rating: 4.0, reviewCount: 12, isActive: true, isHighlighted: false, displayPriority: 0,
    services: ['Domestic assistance', 'Meal delivery (per meal)', 'Transport (per trip)'],
    serviceAreas: ['Darwin', 'Palmerston'],
  },
  {
    businessName: 'Gold Coast Care Partners (Demo)', name: 'Hayden Test', email: 'team@gccare.example', phone: '(07) 5550 0114',
    website: 'https://gccare.example', address: '18 Fictional Boulevard', suburb: 'Southport', state: 'QLD', postcode: '4215',
    description: `${DEMO} This listing is paused and should never appear in the public directory.`,
    rating: 4.2, reviewCount: 30, isActive: false, isHighlighted: true, displayPriority: 9,
    services: ['Personal care', 'Nursing care', 'Domestic assistance', 'Respite'],
    serviceAreas: ['Southport', 'Surfers Paradise'],
  },
];
