import type { AdminProviderDto, AuditEventDto, CalculatorLeadInput, ProviderLeadInput } from '@homeward/domain';
import type request from 'supertest';

export function calculatorLead(overrides: Record<string, unknown> = {}): CalculatorLeadInput & Record<string, unknown> {
  return {
    sessionId: 'visit0000000001',
    hasReferralId: false,
    referralId: null,
    serviceLevel: 'Level 3 - Low to Medium support',
    name: 'Mary Citizen',
    phone: '0491 570 156',
    email: 'mary@example.com',
    postcode: '2000',
    selfManagement: false,
    selectedServices: [
      { serviceId: 1, hoursPerWeek: 2, serviceName: 'Nursing care' },
      { serviceId: 11, hoursPerWeek: 3, serviceName: 'Domestic assistance' },
    ],
    totalWeeklyCost: 585,
    totalQuarterlyCost: 7605,
    ...overrides,
  };
}

export function providerLead(overrides: Record<string, unknown> = {}): ProviderLeadInput & Record<string, unknown> {
  return {
    sessionId: 'visit0000000002',
    hasReferralId: true,
    referralId: 'REF-12345',
    serviceLevel: 'Level 2 - Low support',
    name: 'John Carer',
    phone: '(02) 5550 1234',
    email: 'john@example.com',
    postcode: '3056',
    selfManagement: true,
    providerId: 1,
    providerName: 'Wattle Grove Home Care (Demo)',
    ...overrides,
  };
}

export function providerBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    businessName: 'Test Harbour Care',
    name: 'Pat Tester',
    email: 'pat@harbour.example',
    phone: '(02) 5550 9999',
    website: 'harbour.example',
    address: '10 Test Street',
    suburb: 'Newcastle',
    state: 'NSW',
    postcode: '2300',
    description: 'A provider created by the contract tests.',
    rating: 4.2,
    reviewCount: 7,
    isActive: true,
    isHighlighted: false,
    displayPriority: 0,
    servicesOffered: [1, 6],
    serviceAreas: ['Newcastle', 'Maitland'],
    ...overrides,
  };
}

/** The two public lead forms, each with its factory: for suites that prove the same of both. */
export const LEAD_FORMS = [
  ['calculator', calculatorLead],
  ['provider', providerLead],
] as const;

/** Sends a lead through the public form's API (calculatorLead or providerLead with the overrides; 201) and answers its id. */
export async function sendLead(
  http: ReturnType<typeof request> | ReturnType<typeof request.agent>,
  kind: 'calculator' | 'provider',
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const body = kind === 'calculator' ? calculatorLead(overrides) : providerLead(overrides);
  return (await http.post(`/api/leads/${kind}`).send(body).expect(201)).body.id as number;
}

/** Adds a provider through the admin API (providerBody with the overrides) and answers it as stored. */
export async function createProvider(admin: ReturnType<typeof request.agent>, overrides: Record<string, unknown> = {}): Promise<AdminProviderDto> {
  return (await admin.post('/api/admin/providers').send(providerBody(overrides)).expect(201)).body as AdminProviderDto;
}

/** Every provider as the console lists them (GET /api/admin/providers, no paging asked for). */
export async function adminProviders(admin: ReturnType<typeof request.agent>): Promise<AdminProviderDto[]> {
  return (await admin.get('/api/admin/providers').expect(200)).body as AdminProviderDto[];
}

/** One provider as the console's edit form reads it (GET /api/admin/providers/:id). */
export async function adminProvider(admin: ReturnType<typeof request.agent>, id: number | string): Promise<AdminProviderDto> {
  return (await admin.get(`/api/admin/providers/${id}`).expect(200)).body as AdminProviderDto;
}

/** ra-data-simple-rest's list parameters. */
export function raQuery(params: { sort?: [string, 'ASC' | 'DESC']; range?: [number, number]; filter?: Record<string, unknown> }): Record<string, string> {
  const q: Record<string, string> = {};
  if (params.sort) q.sort = JSON.stringify(params.sort);
  if (params.range) q.range = JSON.stringify(params.range);
  if (params.filter) q.filter = JSON.stringify(params.filter);
  return q;
}

/** The audit trail as the console lists it (newest first), filtered; `range` as ra-data-simple-rest sends it. */
export async function auditEvents(
  admin: ReturnType<typeof request.agent>,
  filter: Record<string, unknown>,
  range?: [number, number],
): Promise<AuditEventDto[]> {
  return (await admin.get('/api/admin/audit').query(raQuery({ filter, range })).expect(200)).body as AuditEventDto[];
}

/**
 * What a directory card adds for a provider the team listed (the demo ones too): no official listing, one office,
 * no notice, no prices yet, and a search that named no place (so no distance).
 */
export function teamCardExtras(): Record<string, unknown> {
  return {
    listing: { source: 'team', officialListDate: null, organisationType: null, claimed: false, confirmedAt: null },
    officeCount: 1,
    hasCurrentNotice: false,
    distanceKm: null,
    servesSearchedArea: false,
    visitsEstimated: false,
    nearestOffice: null,
    priceFrom: null,
  };
}
