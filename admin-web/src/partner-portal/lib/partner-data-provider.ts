import simpleRestProvider from 'ra-data-simple-rest';
import type { ServiceDto, PartnerFiguresDto, PartnerLeadDto, PartnerListingDto, PartnerPricesDto, ModerationRequestDto } from '@homeward/domain';
import { exportUrl, httpClient, type ExportParams, type HttpClient } from '../../lib/data-provider.js';
import { PARTNER_API } from './partner-api.js';
import type { PartnerLeadUpdate, PartnerListingInput, PartnerPricesInput } from '../partner-inputs.js';
import type { DataProvider, UpdateParams } from 'react-admin';

/** Resource names are paths under /api/partner. */
export const PARTNER_RESOURCES = { leads: 'leads' } as const;

export interface PartnerDataProvider extends DataProvider {
  getListing(): Promise<PartnerListingDto>;
  updateListing(input: PartnerListingInput): Promise<PartnerListingDto>;
  /** "My listing is correct": the listing is marked confirmed now. */
  confirmListing(): Promise<PartnerListingDto>;
  getPrices(): Promise<PartnerPricesDto>;
  updatePrices(input: PartnerPricesInput): Promise<PartnerPricesDto>;
  getChanges(): Promise<ModerationRequestDto[]>;
  getFigures(): Promise<PartnerFiguresDto>;
  getServices(): Promise<ServiceDto[]>;
  /** The CSV text of the provider's leads (formula-safe on the server); the admin's ExportCsvButton calls it. */
  exportCsv(resource: string, params: ExportParams): Promise<string>;
}

/**
 * react-admin's data provider for the portal: the leads list through ra-data-simple-rest (a plain array and
 * Content-Range), a lead's outcome saved with PATCH, and the portal's own single-record calls. Every call is
 * scoped to the signed-in provider by the server; no provider id is ever sent.
 */
export function createPartnerDataProvider(apiUrl = PARTNER_API, client: HttpClient = httpClient): PartnerDataProvider {
  const base = simpleRestProvider(apiUrl, client);
  const get = <T>(path: string) => client(`${apiUrl}${path}`).then(({ json }) => json as T);
  const send = <T>(method: 'PATCH' | 'PUT' | 'POST', path: string, body: unknown) =>
    client(`${apiUrl}${path}`, { method, body: JSON.stringify(body) }).then(({ json }) => json as T);
  return {
    ...base,
    update: <R extends { id: number | string }>(resource: string, params: UpdateParams) => {
      const { outcome, note } = params.data as PartnerLeadUpdate;
      return send<PartnerLeadDto>('PATCH', `/${resource}/${encodeURIComponent(String(params.id))}`, { outcome, note }).then((json) => ({
        data: json as unknown as R,
      }));
    },
    getListing: () => get<PartnerListingDto>('/listing'),
    updateListing: (input) => send<PartnerListingDto>('PATCH', '/listing', input),
    confirmListing: () => send<PartnerListingDto>('POST', '/listing/confirm', {}),
    getPrices: () => get<PartnerPricesDto>('/prices'),
    updatePrices: (input) => send<PartnerPricesDto>('PUT', '/prices', input),
    getChanges: () => get<ModerationRequestDto[]>('/changes'),
    getFigures: () => get<PartnerFiguresDto>('/figures'),
    getServices: () => client('/api/services').then(({ json }) => json as ServiceDto[]),
    exportCsv: (resource, params) =>
      client(exportUrl(apiUrl, resource, params).replace(`/${resource}/export`, `/${resource}/export.csv`), {
        headers: new Headers({ Accept: 'text/csv' }),
      }).then(({ body }) => body),
  };
}
