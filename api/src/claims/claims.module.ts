import { Module } from '@nestjs/common';
import { RateLimitModule } from '../common/rate-limit.module.js';
import { OutboxModule } from '../outbox/outbox.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { ProvidersModule } from '../providers/providers.module.js';
import { LeadsModule } from '../leads/leads.module.js';
import { AdminClaimsController } from './admin-claims.controller.js';
import { ClaimDecisionsService } from './claim-decisions.service.js';
import { ClaimEmailComposer } from './claim-email-composer.js';
import { ProviderClaimsController } from './provider-claims.controller.js';
import { ProviderClaimsService } from './provider-claims.service.js';
import { ProviderClaimRepository } from './provider-claim.repository.js';

/**
 * Claims of listings: the public claim, the team's queue and decision. Apart from ProvidersModule because an
 * approval sends the portal's invitation (AuthModule), and the portal already builds on the providers' module.
 */
@Module({
  imports: [ProvidersModule, AuthModule, LeadsModule, OutboxModule, RateLimitModule],
  controllers: [ProviderClaimsController, AdminClaimsController],
  providers: [ProviderClaimRepository, ProviderClaimsService, ClaimDecisionsService, ClaimEmailComposer],
})
export class ClaimsModule {}
