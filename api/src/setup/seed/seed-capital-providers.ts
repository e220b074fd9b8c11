import { INDICATIVE_PRICE_RANGES, type LanguageCode, type StateCode } from '@homeward/domain';
import type { DemoProvider, PriceListSeed } from './seed-types.js';

/**
 * Demo providers in every capital city, so a quote or a near-me search near any capital
 * has nearby offers to show: in each, one that offers and prices every catalogue service ("whole plan") and
 * one for everyday living only (a quote for a plan with clinical care lists it apart, as a partial offer).
 * Melbourne has a third, in Footscray, that offers everything but does not list the city among its areas: it
 * shows the "does not list your area" marking and that serving providers come first. Clearly fictional like
 * the others (seed-data.ts): invented names, .example domains, phone numbers from the ranges kept for fiction.
 */

/** What differs between the capital providers; the rest is worked out by capitalProvider. */
interface CapitalProviderRow {
  businessName: string;
  /** The contact's name; the .example domain (email hello@, website https://). */
  contact: { name: string; domain: string; phone: string };
  place: { suburb: string; state: StateCode; postcode: string };
  serviceAreas: string[];
  offer: {
    /** Whole plan: every catalogue service; everyday: the everyday-living services only. */
    offers: 'whole plan' | 'everyday';
    /** Its standard prices as a share of the department's median (0.97: 3% under it), kept inside the ranges. */
    priceShare: number;
  };
  description: string;
  languages: LanguageCode[];
  isHighlighted?: boolean;
}

const EVERYDAY_SERVICES = [
  'Personal care',
  'Domestic assistance',
  'Social support and community engagement',
  'Respite',
  'Transport (per trip)',
  'Meal preparation',
  'Meal delivery (per meal)',
  'Home maintenance and gardening',
];
const ALL_SERVICES = INDICATIVE_PRICE_RANGES.map((r) => r.serviceName);

const CAPITAL_ROWS: readonly CapitalProviderRow[] = [
  {
    businessName: 'Circular Quay Home Care (Demo)',
    contact: { name: 'Robin Sample', domain: 'circularquay.example', phone: '(02) 5550 0201' },
    place: { suburb: 'Sydney', state: 'NSW', postcode: '2000' },
    serviceAreas: ['Sydney', 'Surry Hills', 'Pyrmont', 'Darlinghurst'],
    offer: { offers: 'whole plan', priceShare: 1.03 },
    description: 'Nursing, therapy and help at home in central Sydney, from one team.',
    languages: ['en', 'cmn', 'el'],
  },
  {
    businessName: 'Inner West Helping Hands (Demo)',
    contact: { name: 'Kim Placeholder', domain: 'innerwest.example', phone: '(02) 5550 0202' },
    place: { suburb: 'Marrickville', state: 'NSW', postcode: '2204' },
    serviceAreas: ['Marrickville', 'Newtown', 'Sydney', 'Petersham'],
    offer: { offers: 'everyday', priceShare: 0.96 },
    description: 'Cleaning, shopping, meals and outings across the inner west.',
    languages: ['en', 'vi', 'es'],
  },
  {
    businessName: 'Flinders Lane Home Care (Demo)',
    contact: { name: 'Eleni Example', domain: 'flinderslane.example', phone: '(03) 5550 0203' },
    place: { suburb: 'Melbourne', state: 'VIC', postcode: '3000' },
    serviceAreas: ['Melbourne', 'Carlton', 'Docklands', 'Southbank'],
    offer: { offers: 'whole plan', priceShare: 1.02 },
    description: 'Personal care, nursing and physiotherapy at home in the city and inner suburbs.',
    languages: ['en', 'el', 'it'],
    isHighlighted: true,
  },
  {
    businessName: 'Carlton Community Care (Demo)',
    contact: { name: 'Nikos Sample', domain: 'carltoncare.example', phone: '(03) 5550 0204' },
    place: { suburb: 'Carlton', state: 'VIC', postcode: '3053' },
    serviceAreas: ['Carlton', 'Fitzroy', 'Melbourne', '3000'],
    offer: { offers: 'whole plan', priceShare: 0.97 },
    description: 'A small team for the inner north and the city: care, cleaning, therapy and respite.',
    languages: ['en', 'el', 'vi'],
  },
  {
    businessName: 'Footscray Home Support (Demo)',
    contact: { name: 'Lan Placeholder', domain: 'footscray.example', phone: '(03) 5550 0205' },
    place: { suburb: 'Footscray', state: 'VIC', postcode: '3011' },
    serviceAreas: ['Footscray', 'Yarraville', 'Seddon'],
    offer: { offers: 'whole plan', priceShare: 0.94 },
    description: "Every kind of help at home for Melbourne's inner west.",
    languages: ['en', 'vi', 'cmn'],
  },
  {
    businessName: 'Riverside Brisbane Care (Demo)',
    contact: { name: 'Jesse Test', domain: 'riversidebrisbane.example', phone: '(07) 5550 0206' },
    place: { suburb: 'Brisbane City', state: 'QLD', postcode: '4000' },
    serviceAreas: ['Brisbane City', 'Fortitude Valley', 'Spring Hill', 'Kangaroo Point'],
    offer: { offers: 'whole plan', priceShare: 1.01 },
    description: 'Nursing, therapy and everyday help across central Brisbane.',
    languages: ['en', 'it', 'ko'],
  },
  {
    businessName: 'Paddington Home Help (Demo)',
    contact: { name: 'Sky Example', domain: 'paddingtonhelp.example', phone: '(07) 5550 0207' },
    place: { suburb: 'Paddington', state: 'QLD', postcode: '4064' },
    serviceAreas: ['Paddington', 'Red Hill', 'Brisbane City'],
    offer: { offers: 'everyday', priceShare: 0.95 },
    description: 'Cleaning, meals, gardening and company for the inner west of Brisbane.',
    languages: ['en'],
  },
  {
    businessName: 'Kings Park Home Care (Demo)',
    contact: { name: 'Ari Sample', domain: 'kingspark.example', phone: '(08) 5550 0208' },
    place: { suburb: 'Perth', state: 'WA', postcode: '6000' },
    serviceAreas: ['Perth', 'West Perth', 'East Perth', 'Northbridge'],
    offer: { offers: 'whole plan', priceShare: 1.04 },
    description: 'Care, nursing and therapy at home in central Perth.',
    languages: ['en', 'it', 'ta'],
  },
  {
    businessName: 'Subiaco Support Services (Demo)',
    contact: { name: 'Rowan Test', domain: 'subiacosupport.example', phone: '(08) 5550 0209' },
    place: { suburb: 'Subiaco', state: 'WA', postcode: '6008' },
    serviceAreas: ['Subiaco', 'Shenton Park', 'Perth'],
    offer: { offers: 'everyday', priceShare: 0.98 },
    description: 'Everyday help at home for the western suburbs.',
    languages: ['en', 'hr'],
  },
  {
    businessName: 'Torrens Home Care (Demo)',
    contact: { name: 'Frankie Placeholder', domain: 'torrens.example', phone: '(08) 5550 0210' },
    place: { suburb: 'Adelaide', state: 'SA', postcode: '5000' },
    serviceAreas: ['Adelaide', 'North Adelaide', 'Kent Town'],
    offer: { offers: 'whole plan', priceShare: 0.99 },
    description: 'Nursing, personal care and therapy in the city and inner suburbs.',
    languages: ['en', 'el', 'it'],
  },
  {
    businessName: 'Norwood Helping Hands (Demo)',
    contact: { name: 'Dana Example', domain: 'norwoodhelp.example', phone: '(08) 5550 0211' },
    place: { suburb: 'Norwood', state: 'SA', postcode: '5067' },
    serviceAreas: ['Norwood', 'Kensington', 'Adelaide'],
    offer: { offers: 'everyday', priceShare: 0.95 },
    description: 'Cleaning, transport, meals and social outings in the eastern suburbs.',
    languages: ['en', 'it'],
  },
  {
    businessName: 'Salamanca Home Support (Demo)',
    contact: { name: 'Mika Sample', domain: 'salamanca.example', phone: '(03) 5550 0212' },
    place: { suburb: 'Hobart', state: 'TAS', postcode: '7000' },
    serviceAreas: ['Hobart', 'Battery Point', 'North Hobart', 'West Hobart'],
    offer: { offers: 'whole plan', priceShare: 1.0 },
    description: 'Care, nursing and therapy at home around Hobart.',
    languages: ['en', 'de'],
  },
  {
    businessName: 'Sandy Bay Care (Demo)',
    contact: { name: 'Toby Test', domain: 'sandybay.example', phone: '(03) 5550 0213' },
    place: { suburb: 'Sandy Bay', state: 'TAS', postcode: '7005' },
    serviceAreas: ['Sandy Bay', 'Hobart', 'Taroona'],
    offer: { offers: 'everyday', priceShare: 0.97 },
    description: 'Everyday help, meals and respite for southern Hobart.',
    languages: ['en'],
  },
  {
    businessName: 'Mindil Home Care (Demo)',
    contact: { name: 'Jordan Example', domain: 'mindil.example', phone: '(08) 5550 0214' },
    place: { suburb: 'Darwin City', state: 'NT', postcode: '0800' },
    serviceAreas: ['Darwin City', 'Darwin', 'Larrakeyah', 'Fannie Bay'],
    offer: { offers: 'whole plan', priceShare: 1.05 },
    description: 'Nursing, therapy and help at home in Darwin.',
    languages: ['en', 'el', 'tl'],
  },
  {
    businessName: 'Nightcliff Support (Demo)',
    contact: { name: 'Charlie Placeholder', domain: 'nightcliff.example', phone: '(08) 5550 0215' },
    place: { suburb: 'Nightcliff', state: 'NT', postcode: '0810' },
    serviceAreas: ['Nightcliff', 'Rapid Creek', 'Darwin', 'Darwin City'],
    offer: { offers: 'everyday', priceShare: 1.0 },
    description: "Everyday help at home for Darwin's northern suburbs.",
    languages: ['en', 'vi'],
  },
  {
    businessName: 'Civic Home Care (Demo)',
    contact: { name: 'Pat Sample', domain: 'civichomecare.example', phone: '(02) 5550 0216' },
    place: { suburb: 'Canberra', state: 'ACT', postcode: '2601' },
    serviceAreas: ['Canberra', 'City', 'Braddon', 'Turner'],
    offer: { offers: 'whole plan', priceShare: 1.02 },
    description: 'Care, nursing and therapy at home in central Canberra.',
    languages: ['en', 'hi', 'cmn'],
  },
  {
    businessName: 'Kingston Care Partners (Demo)',
    contact: { name: 'Lee Test', domain: 'kingstoncare.example', phone: '(02) 5550 0217' },
    place: { suburb: 'Kingston', state: 'ACT', postcode: '2604' },
    serviceAreas: ['Kingston', 'Barton', 'Griffith', 'Canberra'],
    offer: { offers: 'everyday', priceShare: 0.96 },
    description: 'Everyday help and company for the inner south.',
    languages: ['en'],
  },
];

/** A demo price list: each offered service at the provider's share of the department's median, in cents' precision. */
function capitalPrices(row: CapitalProviderRow, services: readonly string[]): PriceListSeed {
  const prices: Record<string, { standard: string }> = {};
  for (const range of INDICATIVE_PRICE_RANGES) {
    if (!services.includes(range.serviceName)) continue;
    const cents = Math.min(range.highCents, Math.max(range.lowCents, Math.round(range.medianCents * row.offer.priceShare)));
    prices[range.serviceName] = { standard: (cents / 100).toFixed(2) };
  }
  return { updatedAt: '2025-11-12', prices };
}

function capitalProvider(row: CapitalProviderRow, index: number): DemoProvider {
  const services = row.offer.offers === 'whole plan' ? ALL_SERVICES : EVERYDAY_SERVICES;
  return {
    seed: {
      businessName: row.businessName,
      name: row.contact.name,
      email: `hello@${row.contact.domain}`,
      phone: row.contact.phone,
      website: `https://${row.contact.domain}`,
      address: `${10 + index} Example Street`,
      ...row.place,
      description: row.description,
      rating: 4.5,
      reviewCount: 0,
      isActive: true,
      isHighlighted: row.isHighlighted ?? false,
      displayPriority: 0,
      services: [...services],
      serviceAreas: row.serviceAreas,
    },
    prices: capitalPrices(row, services),
    attributes: {
      languages: row.languages,
      diverseNeeds: row.offer.offers === 'whole plan' ? ['dementia', 'cald'] : ['cald'],
      acceptingNewClients: index % 3 === 2 ? 'waitlist' : 'yes',
      confirmedDaysAgo: 2 + (index % 5),
      registrationCategories: row.offer.offers === 'whole plan' ? [1, 4, 5] : [1, 4],
    },
  };
}

export const CAPITAL_DEMO_PROVIDERS: readonly DemoProvider[] = CAPITAL_ROWS.map(capitalProvider);
