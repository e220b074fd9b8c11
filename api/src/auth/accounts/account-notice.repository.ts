import { Injectable } from '@nestjs/common';
import { AuditEvent } from '../../audit/audit-event.entity.js';
import { TransactionalRepository } from '../../common/transactional-repository.js';
import type { EntityManager } from 'typeorm';

/** The person a notice goes to, as the notice names them. */
export interface NoticeRecipient {
  email: string;
  name: string | null;
}

/** What an account notice is written from, at send time: the audit event it is about and that event's account. */
@Injectable()
export class AccountNoticeRepository extends TransactionalRepository {
  findEvent(id: number, em: EntityManager): Promise<AuditEvent | null> {
    return em.findOneBy(AuditEvent, { id });
  }

  /** The account of this entity class ('AdminUser', 'PartnerUser': by name, so neither door imports the other). */
  async findRecipient(entityName: string, id: number, em: EntityManager): Promise<NoticeRecipient | null> {
    return (await em.getRepository(entityName).findOneBy({ id })) as NoticeRecipient | null;
  }
}
