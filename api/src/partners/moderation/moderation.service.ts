import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MODERATION_MESSAGES, moderatedValue, type ModeratedListingField, type ModerationRequestDto } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { requestActor } from '../../audit/request-actor.js';
import { Provider } from '../../providers/entities/provider.entity.js';
import { ListingWriter } from '../listing/listing-writer.js';
import { ModerationRequest } from './moderation-request.entity.js';
import type { DataSource, EntityManager } from 'typeorm';

/** A request as the API sends it, with its provider's name. */
function toDto(r: ModerationRequest, providerName: string): ModerationRequestDto {
  return {
    id: r.id,
    providerId: r.providerId,
    providerName,
    field: r.field,
    before: r.beforeValue,
    after: r.afterValue,
    status: r.status,
    reason: r.reason,
    requestedBy: r.requestedBy,
    requestedAt: new Date(r.requestedAt).toISOString(),
    decidedAt: r.decidedAt === null ? null : new Date(r.decidedAt).toISOString(),
  };
}

/**
 * The moderation queue (issue 25): a provider's change to its business name, website or description waits
 * here until an admin approves it (applied through the ListingWriter, audited with the admin as actor) or
 * rejects it with a reason the provider sees. A newer request for the same field supersedes the pending one.
 */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly writer: ListingWriter,
  ) {}

  /**
   * Asks for `after` in place of the live value of each field; a value equal to the live one withdraws the
   * pending request instead (the provider changed their mind). Audited with the provider user as actor.
   */
  async request(
    providerId: number,
    wanted: Partial<Record<ModeratedListingField, string | null>>,
    live: Record<ModeratedListingField, string | null>,
  ): Promise<void> {
    const fields = Object.keys(wanted) as ModeratedListingField[];
    if (fields.length === 0) return;
    const actor = requestActor();
    await this.dataSource.transaction(async (em) => {
      for (const field of fields) {
        const after = moderatedValue(wanted[field]);
        const before = moderatedValue(live[field]);
        const pending = await em.findOneBy(ModerationRequest, { providerId, field, status: 'pending' });
        if (pending && pending.afterValue === after) continue;
        if (pending) await em.update(ModerationRequest, { id: pending.id }, { status: 'superseded', decidedAt: new Date() });
        if (after === before) continue;
        const saved = await em.save(
          em.create(ModerationRequest, {
            providerId,
            field,
            beforeValue: before,
            afterValue: after,
            status: 'pending',
            reason: null,
            requestedById: actor?.id ?? null,
            requestedBy: actor?.email ?? null,
            requestedAt: new Date(),
            decidedBy: null,
            decidedAt: null,
          }),
        );
        await this.audit.record(em, { action: 'create', entity: 'moderation_request', entityId: saved.id, changes: { [field]: { before, after } } });
      }
    });
  }

  /** One provider's requests, newest first (GET /api/partner/changes). */
  async ofProvider(providerId: number, onlyPending = false): Promise<ModerationRequestDto[]> {
    const rows = await this.dataSource.getRepository(ModerationRequest).find({
      where: onlyPending ? { providerId, status: 'pending' } : { providerId },
      order: { requestedAt: 'DESC', id: 'DESC' },
    });
    const provider = await this.dataSource.getRepository(Provider).findOneBy({ id: providerId });
    return rows.map((r) => toDto(r, provider?.businessName ?? ''));
  }

  /** The admin's queue: pending requests, oldest first. */
  async queue(): Promise<ModerationRequestDto[]> {
    const rows = await this.dataSource.getRepository(ModerationRequest).find({ where: { status: 'pending' }, order: { requestedAt: 'ASC', id: 'ASC' } });
    const names = await this.providerNames(rows.map((r) => r.providerId));
    return rows.map((r) => toDto(r, names.get(r.providerId) ?? ''));
  }

  /** Applies the change through the one writer, then marks the request approved. */
  async approve(id: number): Promise<ModerationRequestDto> {
    const request = await this.pending(id);
    await this.writer.write(request.providerId, { [request.field]: request.afterValue });
    return this.decide(request, 'approved', null);
  }

  async reject(id: number, reason: string): Promise<ModerationRequestDto> {
    const text = reason.trim();
    if (text === '') throw new BadRequestException([MODERATION_MESSAGES.reason]);
    return this.decide(await this.pending(id), 'rejected', text);
  }

  private async pending(id: number): Promise<ModerationRequest> {
    const request = await this.dataSource.getRepository(ModerationRequest).findOneBy({ id });
    if (!request) throw new NotFoundException(`Moderation request ${id} not found`);
    if (request.status !== 'pending') throw new BadRequestException(MODERATION_MESSAGES.notPending);
    return request;
  }

  private decide(request: ModerationRequest, status: 'approved' | 'rejected', reason: string | null): Promise<ModerationRequestDto> {
    const actor = requestActor();
    return this.dataSource.transaction(async (em: EntityManager) => {
      const decidedAt = new Date();
      await em.update(ModerationRequest, { id: request.id }, { status, reason, decidedAt, decidedBy: actor?.email ?? null });
      await this.audit.record(em, {
        action: 'update',
        entity: 'moderation_request',
        entityId: request.id,
        changes: { status: { before: 'pending', after: status } },
        reason,
      });
      const names = await this.providerNames([request.providerId]);
      return toDto({ ...request, status, reason, decidedAt, decidedBy: actor?.email ?? null }, names.get(request.providerId) ?? '');
    });
  }

  private async providerNames(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(Provider).find({ where: ids.map((id) => ({ id })), select: { id: true, businessName: true } });
    return new Map(rows.map((p) => [p.id, p.businessName]));
  }
}
