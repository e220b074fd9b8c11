import { AuditEvent } from '../audit/audit-event.entity.js';
import { AdminUser } from '../auth/admin/admin-user.entity.js';
import { Classification } from '../catalog/entities/classification.entity.js';
import { CareService } from '../catalog/entities/service.entity.js';
import { CalculatorLead } from '../leads/entities/calculator-lead.entity.js';
import { ProviderLead } from '../leads/entities/provider-lead.entity.js';
import { ProviderServiceArea } from '../providers/entities/provider-service-area.entity.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { Location } from '../locations/entities/location.entity.js';
import { ProviderPrice } from '../providers/entities/provider-price.entity.js';
import { LeadNotification } from '../outbox/entities/lead-notification.entity.js';
import { PartnerUser } from '../auth/partner/users/partner-user.entity.js';
import { PartnerToken } from '../auth/accounts/partner-token.entity.js';
import { PriceChange } from '../providers/prices/price-history/price-change.entity.js';
import { ModerationRequest } from '../providers/moderation/moderation-request.entity.js';
import { ProviderOffice } from '../providers/offices/provider-office.entity.js';
import { ProviderClaim } from '../claims/provider-claim.entity.js';
import { ProviderNotice } from '../providers/notices/provider-notice.entity.js';
import { SessionRecord } from '../database/session.entity.js';

export const ENTITIES = [
  Classification,
  CareService,
  Provider,
  ProviderServiceArea,
  CalculatorLead,
  ProviderLead,
  AdminUser,
  SessionRecord,
  Location,
  ProviderPrice,
  LeadNotification,
  AuditEvent,
  PartnerUser,
  PartnerToken,
  PriceChange,
  ModerationRequest,
  ProviderOffice,
  ProviderClaim,
  ProviderNotice,
];
