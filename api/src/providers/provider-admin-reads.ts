import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import type { AdminProviderDto } from '@homeward/domain';
import { asBoolean, fetchListPage, type ListTable } from '../common/list-page-query.js';
import { parseListQuery, type ListPage, type ListQueryParams, type ListSpec } from '../common/list-query.js';
import { Provider } from './entities/provider.entity.js';
import { readPriceLists } from './prices/price-lists.js';
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
  constructor(
    @InjectRepository(Provider) private readonly providers: Repository<Provider>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async list(params: ListQueryParams): Promise<ListPage<AdminProviderDto>> {
    const query = parseListQuery(params, PROVIDER_LIST);
    const { items: page, total, skip } = await fetchListPage(this.providers.createQueryBuilder(PROVIDER_TABLE.alias), query, PROVIDER_TABLE);
    const full = await this.withRelations(page.map((p) => p.id));
    const prices = await readPriceLists(
      this.dataSource,
      full.map((p) => p.id),
    );
    return { items: full.map((p) => toAdminProvider(p, prices.get(p.id))), total, skip };
  }

  async get(id: number): Promise<AdminProviderDto> {
    const [provider] = await this.withRelations([id]);
    if (!provider) throw providerNotFound(`Provider ${id} not found`);
    return toAdminProvider(provider, (await readPriceLists(this.dataSource, [id])).get(id));
  }

  /** Providers with their services and areas, in the order of ids. */
  private async withRelations(ids: number[]): Promise<Provider[]> {
    if (ids.length === 0) return [];
    const rows = await this.providers.find({ where: { id: In(ids) }, relations: { services: true, serviceAreas: true } });
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id)).filter((p): p is Provider => p !== undefined);
  }
}
