import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { MODERATION_MESSAGES, moderatedValue, type ModeratedListingField, type ModerationRequestDto, type PriceTime } from '@homeward/domain';
import { AuditService } from '../../audit/audit.service.js';
import { requestActor } from '../../audit/request-actor.js';
import { ListingWriter } from '../listing-writer.js';
import { ModerationRequestRepository, type ModerationTransaction } from './moderation-request.repository.js';
import { applyApproved, type HeldChange } from './held-change.js';
import type { ModerationRequest } from './moderation-request.entity.js';

/** A request as the API sends it, with its provider's name (and a held price's service name). */
function toDto(r: ModerationRequest, providerName: string, serviceNames: ReadonlyMap<number, string> = new Map()): ModerationRequestDto {
  return {
    id: r.id,
    providerId: r.providerId,
    providerName,
    field: r.field,
    before: r.beforeValue,
    after: r.afterValue,
    serviceId: r.serviceId ?? null,
    serviceName: r.serviceId == null ? null : (serviceNames.get(r.serviceId) ?? null),
    timeBand: r.timeBand ?? null,
    note: r.note ?? null,
    status: r.status,
    reason: r.reason,
    requestedBy: r.requestedBy,
    requestedAt: new Date(r.requestedAt).toISOString(),
    decidedAt: r.decidedAt === null ? null : new Date(r.decidedAt).toISOString(),
  };
}

/**
 * The moderation queue: a provider's change to its business name, website or description, a price it confirmed
 * though it looked like a slip, or a service area outside its states waits here until an admin approves it (applied through the ListingWriter, audited with the admin as actor) or
 * rejects it with a reason the provider sees. A newer request for the same field supersedes the pending one.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly requests: ModerationRequestRepository,
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
    await this.requests.transaction(async (em) => {
      for (const field of fields) {
        const after = moderatedValue(wanted[field]);
        const before = moderatedValue(live[field]);
        const pending = await this.requests.findPending({ providerId, field }, em);
        if (pending && pending.afterValue === after) continue;
        if (pending) await this.requests.markSuperseded(pending.id, new Date(), em);
        if (after === before) continue;
        const saved = await this.requests.create(
          {
            providerId,
            field,
            beforeValue: before,
            afterValue: after,
            serviceId: null,
            timeBand: null,
            note: null,
            requestedById: actor?.id ?? null,
            requestedBy: actor?.email ?? null,
            requestedAt: new Date(),
          },
          em,
        );
        await this.audit.record(em, { action: 'create', entity: 'moderation_request', entityId: saved.id, changes: { [field]: { before, after } } });
      }
    });
  }

  /**
   * Holds prices and service areas for the team instead of publishing them, in the caller's transaction. A newer
   * held price for the same service and time of day replaces the pending one; an area already waiting is not asked twice.
   */
  async hold(em: ModerationTransaction, providerId: number, changes: readonly HeldChange[]): Promise<void> {
    const actor = requestActor();
    for (const change of changes) {
      const serviceId = change.field === 'price' ? change.serviceId : null;
      const timeBand = change.field === 'price' ? change.timeBand : null;
      const pending = await this.requests.findPending(
        { providerId, field: change.field, ...(change.field === 'price' ? { serviceId: serviceId!, timeBand: timeBand! } : { afterValue: change.after }) },
        em,
      );
      if (pending && pending.afterValue === change.after) continue;
      if (pending) await this.requests.markSuperseded(pending.id, new Date(), em);
      const saved = await this.requests.create(
        {
          providerId,
          field: change.field,
          serviceId,
          timeBand,
          note: change.note.slice(0, 500),
          beforeValue: change.before,
          afterValue: change.after,
          requestedById: actor?.id ?? null,
          requestedBy: actor?.email ?? null,
          requestedAt: new Date(),
        },
        em,
      );
      const what = change.field === 'price' ? `price.${serviceId}.${timeBand}` : 'serviceArea';
      await this.audit.record(em, {
        action: 'create',
        entity: 'moderation_request',
        entityId: saved.id,
        changes: { [what]: { before: change.before, after: change.after } },
      });
    }
  }

  /** A later save published these prices itself: the requests held for them are out of date. */
  async supersedePrices(em: ModerationTransaction, providerId: number, bands: ReadonlyArray<{ serviceId: number; timeBand: PriceTime }>): Promise<void> {
    for (const { serviceId, timeBand } of bands) {
      await this.requests.supersedePendingPrice(providerId, serviceId, timeBand, new Date(), em);
    }
  }

  /** One provider's requests, newest first (GET /api/partner/changes); `fields` narrows to some kinds. */
  async ofProvider(providerId: number, onlyPending = false, fields?: readonly ModerationRequest['field'][]): Promise<ModerationRequestDto[]> {
    const rows = (await this.requests.findForProvider(providerId, onlyPending)).filter((r) => fields === undefined || fields.includes(r.field));
    const providerName = await this.requests.providerName(providerId);
    const services = await this.serviceNames(rows);
    return rows.map((r) => toDto(r, providerName ?? '', services));
  }

  /** The admin's queue: pending requests, oldest first. */
  async queue(): Promise<ModerationRequestDto[]> {
    const rows = await this.requests.findQueue();
    const names = await this.requests.providerNames(rows.map((r) => r.providerId));
    const services = await this.serviceNames(rows);
    return rows.map((r) => toDto(r, names.get(r.providerId) ?? '', services));
  }

  /** Applies the change through the one writer, then marks the request approved. */
  async approve(id: number): Promise<ModerationRequestDto> {
    const request = await this.pending(id);
    await applyApproved(this.writer, request);
    return this.decide(request, 'approved', null);
  }

  async reject(id: number, reason: string): Promise<ModerationRequestDto> {
    const text = reason.trim();
    if (text === '') throw new BadRequestException([MODERATION_MESSAGES.reason]);
    return this.decide(await this.pending(id), 'rejected', text);
  }

  private async pending(id: number): Promise<ModerationRequest> {
    const request = await this.requests.findById(id);
    if (!request) throw new NotFoundException(`Moderation request ${id} not found`);
    if (request.status !== 'pending') throw new BadRequestException(MODERATION_MESSAGES.notPending);
    return request;
  }

  private decide(request: ModerationRequest, status: 'approved' | 'rejected', reason: string | null): Promise<ModerationRequestDto> {
    const actor = requestActor();
    return this.requests.transaction(async (em) => {
      const decidedAt = new Date();
      await this.requests.markDecided(request.id, { status, reason, decidedAt, decidedBy: actor?.email ?? null }, em);
      await this.audit.record(em, {
        action: 'update',
        entity: 'moderation_request',
        entityId: request.id,
        changes: { status: { before: 'pending', after: status } },
        reason,
      });
      const names = await this.requests.providerNames([request.providerId]);
      const services = await this.serviceNames([request]);
      return toDto({ ...request, status, reason, decidedAt, decidedBy: actor?.email ?? null }, names.get(request.providerId) ?? '', services);
    });
  }

  private serviceNames(rows: readonly ModerationRequest[]): Promise<Map<number, string>> {
    return this.requests.serviceNames([...new Set(rows.map((r) => r.serviceId).filter((id): id is number => id !== null && id !== undefined))]);
  }
}
