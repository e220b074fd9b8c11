import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../common/rate-limit.module.js';
import { OutboxModule } from '../../outbox/outbox.module.js';
import { PartnersModule } from '../../partners/partners.module.js';
import { ProvidersModule } from '../providers.module.js';
import { AdminClaimsController } from './admin-claims.controller.js';
import { ClaimDecisionsService } from './claim-decisions.service.js';
import { ClaimEmailComposer } from './claim-email-composer.js';
import { ProviderClaimsController } from './provider-claims.controller.js';
import { ProviderClaimsService } from './provider-claims.service.js';

/**
 * Claims of listings: the public claim, the team's queue and decision. Apart from ProvidersModule because an
 * approval sends the portal's invitation (PartnersModule), and the portal already builds on the providers' module.
 */
@Module({
  imports: [ProvidersModule, PartnersModule, OutboxModule, RateLimitModule],
  controllers: [ProviderClaimsController, AdminClaimsController],
  providers: [ProviderClaimsService, ClaimDecisionsService, ClaimEmailComposer],
})
export class ClaimsModule {}
