import type { AuditEntity, CalculatorLeadDto, LeadKind, ProviderLeadDto } from '@homeward/domain';
import { asNumber, asText, type ListTable } from '../common/list-page-query.js';
import { CalculatorLead } from './entities/calculator-lead.entity.js';
import { ProviderLead } from './entities/provider-lead.entity.js';
import { CALCULATOR_CSV_HEADER, PROVIDER_CSV_HEADER, calculatorCsvRow, providerCsvRow } from './lead-csv.js';
import { toCalculatorLeadDto, toProviderLeadDto } from './lead-dtos.js';
import type { ListSpec } from '../common/list-query.js';
import type { LeadBase } from './entities/lead-base.js';

export type LeadFilter = 'q' | 'status' | 'serviceLevel' | 'providerId' | 'from' | 'to';

/**
 * What sets one kind of lead apart. The admin's list, one lead, follow-up, CSV export and erasure are written
 * once over it (AdminLeadsService, leadAdminController, LeadErasureService); a kind is one more of these.
 */
export interface LeadKindDescriptor<E extends LeadBase, D extends { id: number }> {
  /** Its name in routes (/api/admin/leads/calculator), the outbox and the console. */
  kind: LeadKind;
  entity: new () => E;
  /** How a message names one: 'Calculator lead 7 not found'. */
  label: string;
  audit: AuditEntity;
  /** The list's Content-Range resource and the stem of the CSV file's name. */
  resource: string;
  list: ListSpec<LeadFilter>;
  table: ListTable<LeadFilter>;
  toDto(lead: E): D;
  csvHeader: readonly string[];
  csvRow(lead: D): unknown[];
}

const CONTACT_SORT = ['id', 'name', 'email', 'phone', 'postcode', 'status', 'serviceLevel', 'selfManagement', 'createdAt', 'updatedAt'];
const CONTACT_SEARCH = ['name', 'email', 'phone', 'postcode'];
const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

export const CALCULATOR_LEAD_KIND: LeadKindDescriptor<CalculatorLead, CalculatorLeadDto> = {
  kind: 'calculator',
  entity: CalculatorLead,
  label: 'Calculator lead',
  audit: 'calculator_lead',
  resource: 'calculator-leads',
  list: {
    sortable: [...CONTACT_SORT, 'totalWeeklyCost', 'totalQuarterlyCost'],
    defaultSort: NEWEST_FIRST,
    filters: ['q', 'status', 'serviceLevel', 'from', 'to'],
  },
  table: { alias: 'l', searchColumns: CONTACT_SEARCH, equalityFilters: { status: asText, serviceLevel: asText }, dateColumn: 'createdAt' },
  toDto: toCalculatorLeadDto,
  csvHeader: CALCULATOR_CSV_HEADER,
  csvRow: calculatorCsvRow,
};

export const PROVIDER_LEAD_KIND: LeadKindDescriptor<ProviderLead, ProviderLeadDto> = {
  kind: 'provider',
  entity: ProviderLead,
  label: 'Provider lead',
  audit: 'provider_lead',
  resource: 'provider-leads',
  list: {
    sortable: [...CONTACT_SORT, 'providerName', 'providerId'],
    defaultSort: NEWEST_FIRST,
    filters: ['q', 'status', 'serviceLevel', 'providerId', 'from', 'to'],
  },
  table: {
    alias: 'l',
    searchColumns: [...CONTACT_SEARCH, 'providerName'],
    equalityFilters: { status: asText, serviceLevel: asText, providerId: asNumber },
    dateColumn: 'createdAt',
  },
  toDto: toProviderLeadDto,
  csvHeader: PROVIDER_CSV_HEADER,
  csvRow: providerCsvRow,
};

export const LEAD_KIND_DESCRIPTORS = { calculator: CALCULATOR_LEAD_KIND, provider: PROVIDER_LEAD_KIND } as const satisfies Record<LeadKind, unknown>;
