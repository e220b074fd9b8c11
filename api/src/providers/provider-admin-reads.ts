import { Injectable } from '@nestjs/common';
import type { AdminProviderDto } from '@homeward/domain';
import { asBoolean, type ListTable } from '../common/list-page-query.js';
import { parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../common/list-query.js';
import { ProviderRepository } from './provider.repository.js';
import { toAdminProvider } from './provider-records.js';
import { providerNotFound } from './provider-errors.js';

type ProviderFilter = 'q' | 'state' | 'isActive' | 'isHighlighted';

export const PROVIDER_LIST: ListSpec<ProviderFilter> = {
  sortable: [
    'id',
    'businessName',
    'name',
    'email',
    'suburb',
    'state',
    'postcode',
    'rating',
    'reviewCount',
    'isActive',
    'isHighlighted',
    'displayPriority',
    'createdAt',
    'updatedAt',
  ],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: ['q', 'state', 'isActive', 'isHighlighted'],
};

const PROVIDER_TABLE: ListTable<ProviderFilter> = {
  alias: 'p',
  searchColumns: ['businessName', 'name', 'email', 'suburb', 'postcode'],
  // The console's state filter may come in lower case; the column holds 'NSW'.
  equalityFilters: { state: (value) => String(value).toUpperCase(), isActive: asBoolean, isHighlighted: asBoolean },
};

/** The admin console's reads of providers: a page of the list, one provider (writes: ProviderWriter). */
@Injectable()
export class ProviderAdminReads {
  constructor(private readonly providers: ProviderRepository) {}

  async list(params: ListQueryParams): Promise<ListPage<AdminProviderDto>> {
    const query = parseListQuery(params, PROVIDER_LIST);
    const { items: page, total, skip } = await this.providers.findPage(query, PROVIDER_TABLE);
    const full = await this.providers.findWithRelations(page.map((p) => p.id));
    const prices = await this.providers.priceLists(full.map((p) => p.id));
    return { items: full.map((p) => toAdminProvider(p, prices.get(p.id))), total, skip };
  }

  async get(id: number): Promise<AdminProviderDto> {
    const [provider] = await this.providers.findWithRelations([id]);
    if (!provider) throw providerNotFound(`Provider ${id} not found`);
    return toAdminProvider(provider, (await this.providers.priceLists([id])).get(id));
  }
}
