import { Module } from '@nestjs/common';
import { AdminNoticesController } from './admin-notices.controller.js';
import { NoticesService } from './notices.service.js';
import { ProviderNoticeRepository } from './provider-notice.repository.js';
import { ProviderTrustController } from './provider-trust.controller.js';

/** Regulatory notices and the public trust panel. */
@Module({
  controllers: [AdminNoticesController, ProviderTrustController],
  providers: [ProviderNoticeRepository, NoticesService],
  exports: [ProviderNoticeRepository, NoticesService],
})
export class NoticesModule {}
