import { BadRequestException, Injectable } from '@nestjs/common';
import type { AdminProviderDto, ProviderCsvImportReport, ProviderCsvRowAction, ProviderCsvRowReport } from '@homeward/domain';
import { AuditService } from '../audit/audit.service.js';
import { timeSlicer } from '../common/yield-to-requests.js';
import { listingToday } from './provider-attributes.js';
import { providerCsvChanges } from './provider-csv-changes.js';
import { parseProviderCsv, providersToCsv, rowToProvider, type RowInput } from './provider-csv-format.js';
import { toAdminProvider } from './provider-records.js';
import { ProviderWriter } from './provider-writer.js';
import { ProviderRepository } from './provider.repository.js';

const READ_BATCH = 500;
const matchKey = (businessName: string, postcode: string) => `${businessName.trim().toLowerCase()}\u0000${postcode.trim()}`;

/** Thrown when applying a file with row errors: nothing was written; the body carries the report. */
export class ImportRefused extends BadRequestException {
  constructor(report: ProviderCsvImportReport) {
    super({
      statusCode: 400,
      error: 'Bad Request',
      message: `${report.errorRows} row${report.errorRows === 1 ? ' has' : 's have'} errors, so nothing was imported. Fix them and try again.`,
      report,
    });
  }
}

/**
 * Provider CSV export and import. Import matches a row to an existing provider by id,
 * else by business name + postcode; a dry run reports what each row would do (a matched row holding what
 * is stored already is "unchanged"); applying writes every other row in one transaction through
 * ProviderWriter (the form's code: same rules, same audit entries, one "directory changed" event).
 */
@Injectable()
export class ProviderCsvService {
  constructor(
    private readonly providers: ProviderRepository,
    private readonly writer: ProviderWriter,
    private readonly audit: AuditService,
  ) {}

  async exportCsv(): Promise<{ csv: string; count: number }> {
    const services = await this.providers.serviceNames();
    const names = new Map(services.map((s) => [s.id, s.name]));
    const ids = await this.providers.allIds();
    const all = [...(await this.adminProviders(ids)).values()];
    const csv = providersToCsv(all, names);
    await this.audit.recordAlone({ action: 'export', entity: 'provider', reason: `CSV of ${all.length} provider(s)` });
    return { csv, count: all.length };
  }

  /** These providers as the console sees them (without prices, which the CSV does not carry), by id in id order; read in batches. */
  private async adminProviders(ids: number[]): Promise<Map<number, AdminProviderDto>> {
    const out = new Map<number, AdminProviderDto>();
    const sorted = [...ids].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i += READ_BATCH) {
      const rows = await this.providers.findWithRelationsInBatch(sorted.slice(i, i + READ_BATCH));
      for (const p of rows) out.set(p.id, toAdminProvider(p));
    }
    return out;
  }

  async importCsv(text: string, apply: boolean): Promise<ProviderCsvImportReport> {
    const { rows } = await parseProviderCsv(text);
    const services = await this.providers.serviceNames();
    const servicesByName = new Map(services.map((s) => [s.name.toLowerCase(), s.id]));
    const existing = await this.providers.findAllKeys();
    const byId = new Set(existing.map((p) => p.id));
    const byKey = new Map<string, number[]>();
    for (const p of existing) {
      const key = matchKey(p.businessName, p.postcode);
      byKey.set(key, [...(byKey.get(key) ?? []), p.id]);
    }

    const inputs: Array<RowInput & { row: number; action: ProviderCsvRowAction; targetId: number | null }> = [];
    const claimed = new Map<string, number>(); // provider id or new key -> first row using it
    // Checking a row is synchronous work: other requests are answered between slices of 10 ms.
    const slice = timeSlicer();
    for (const { row, cells } of rows) {
      await slice();
      const input = await rowToProvider(row, cells, servicesByName);
      let targetId: number | null = null;
      if (input.id !== null) {
        if (byId.has(input.id)) targetId = input.id;
        else input.errors.push({ row, column: 'id', message: `No provider has id ${input.id} (leave id blank to add a new provider)` });
      } else if (input.dto.businessName && input.dto.postcode) {
        const matches = byKey.get(matchKey(input.dto.businessName, input.dto.postcode)) ?? [];
        if (matches.length > 1)
          input.errors.push({
            row,
            column: 'id',
            message: `${matches.length} providers have this business name and postcode (ids ${matches.join(', ')}): give the id`,
          });
        else if (matches.length === 1) targetId = matches[0];
      }
      const claim =
        targetId !== null
          ? `id:${targetId}`
          : input.dto.businessName && input.dto.postcode
            ? `new:${matchKey(input.dto.businessName, input.dto.postcode)}`
            : null;
      if (claim && claimed.has(claim)) input.errors.push({ row, column: null, message: `Same provider as row ${claimed.get(claim)}` });
      else if (claim) claimed.set(claim, row);
      const action = input.errors.length > 0 ? 'error' : targetId !== null ? 'update' : 'create';
      inputs.push({ ...input, row, action, targetId });
    }
    const updates = inputs.filter((i) => i.action === 'update');
    const stored = await this.adminProviders(updates.map((i) => i.targetId!));
    const day = listingToday();
    for (const input of updates) {
      if (providerCsvChanges(stored.get(input.targetId!)!, input.dto, day).length === 0) input.action = 'unchanged';
    }

    const report: ProviderCsvImportReport = {
      dryRun: !apply,
      applied: false,
      totalRows: inputs.length,
      toCreate: inputs.filter((i) => i.action === 'create').length,
      toUpdate: inputs.filter((i) => i.action === 'update').length,
      unchanged: inputs.filter((i) => i.action === 'unchanged').length,
      errorRows: inputs.filter((i) => i.action === 'error').length,
      rows: inputs.map((i): ProviderCsvRowReport => ({
        row: i.row,
        action: i.action,
        id: i.targetId,
        businessName: i.dto.businessName ?? '',
        errors: i.errors,
      })),
      errors: inputs.flatMap((i) => i.errors),
    };
    if (!apply) return report;
    if (report.errorRows > 0) throw new ImportRefused(report);
    if (inputs.length === 0) return { ...report, applied: true };

    const reason = `CSV import of ${inputs.length} row(s)`;
    await this.writer.transaction(async (writes) => {
      const creates = inputs.filter((i) => i.action === 'create');
      const ids = await writes.create(
        creates.map((i) => i.dto),
        reason,
      );
      creates.forEach((input, index) => (input.targetId = ids[index]));
      await writes.update(
        inputs.filter((i) => i.action === 'update').map((i) => ({ id: i.targetId!, dto: i.dto })),
        reason,
      );
      await this.audit.record(writes.em, {
        action: 'import',
        entity: 'provider',
        reason: `${reason}: ${report.toCreate} created, ${report.toUpdate} updated, ${report.unchanged} unchanged`,
      });
    });
    return { ...report, applied: true, rows: report.rows.map((r, index) => ({ ...r, id: inputs[index].targetId })) };
  }
}
