import { Global, Module } from '@nestjs/common';
import { AdminAuditController } from './admin-audit.controller.js';
import { AuditEventRepository } from './audit-event.repository.js';
import { AuditService } from './audit.service.js';

/** Global: every module that changes data records its writes through AuditService. */
@Global()
@Module({
  controllers: [AdminAuditController],
  providers: [AuditEventRepository, AuditService],
  exports: [AuditService],
})
export class AuditModule {}
