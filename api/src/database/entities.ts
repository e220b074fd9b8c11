import { AuditEvent } from '../audit/audit-event.entity.js';
import { AdminUser } from '../auth/entities/admin-user.entity.js';
import { Classification } from '../catalog/entities/classification.entity.js';
import { CareService } from '../catalog/entities/service.entity.js';
import { CalculatorLead } from '../leads/entities/calculator-lead.entity.js';
import { ProviderLead } from '../leads/entities/provider-lead.entity.js';
import { ProviderServiceArea } from '../providers/entities/provider-service-area.entity.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { Location } from '../locations/entities/location.entity.js';
import { ProviderPrice } from '../providers/entities/provider-price.entity.js';
import { LeadNotification } from '../outbox/entities/lead-notification.entity.js';
import { PartnerUser } from '../partners/users/partner-user.entity.js';
import { PartnerToken } from '../partners/tokens/partner-token.entity.js';
import { PriceChange } from '../providers/prices/price-history/price-change.entity.js';
import { ModerationRequest } from '../partners/moderation/moderation-request.entity.js';
import { ProviderOffice } from '../providers/offices/provider-office.entity.js';
import { ProviderClaim } from '../providers/claims/provider-claim.entity.js';
import { ProviderNotice } from '../providers/notices/provider-notice.entity.js';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';
import { LocationsAndDirectorySearch1763900000000 } from './migrations/1763900000000-locations-and-directory-search.js';
import { ProviderSearchCard1764000000000 } from './migrations/1764000000000-provider-search-card.js';
import { LeadNotifications1764100000000 } from './migrations/1764100000000-lead-notifications.js';
import { ProviderTextSearch1764200000000 } from './migrations/1764200000000-provider-text-search.js';
import { ProviderPrices1764400000000 } from './migrations/1764400000000-provider-prices.js';
import { ProviderAttributes1764500000000 } from './migrations/1764500000000-provider-attributes.js';
import { ProviderLeadPlan1764600000000 } from './migrations/1764600000000-provider-lead-plan.js';
import { ProviderServiceMask1764700000000 } from './migrations/1764700000000-provider-service-mask.js';
import { ProviderUnitSphere1764800000000 } from './migrations/1764800000000-provider-unit-sphere.js';
import { ProviderLongitudeStrips1764900000000 } from './migrations/1764900000000-provider-longitude-strips.js';
import { AdminSecondFactor1765290000000 } from './migrations/1765290000000-admin-second-factor.js';
import { AuditTrailAndPrivacy1764300000000 } from './migrations/1764300000000-audit-trail-and-privacy.js';
import { ProviderPortalWork1765500000000 } from './migrations/1765500000000-provider-portal-work.js';
import { SessionRecord } from './session.entity.js';
import { OfficialDirectory1766000000000 } from './migrations/1766000000000-official-directory.js';
import { PartnerUsers1765400000000 } from './migrations/1765400000000-partner-users.js';
import { HeldChanges1767100000000 } from './migrations/1767100000000-held-changes.js';
import { ProviderNotices1767200000000 } from './migrations/1767200000000-provider-notices.js';
import { LeadNeeds1767000000000 } from './migrations/1767000000000-lead-needs.js';

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
export const MIGRATIONS = [
  InitialSchema1763800000000,
  LocationsAndDirectorySearch1763900000000,
  ProviderSearchCard1764000000000,
  LeadNotifications1764100000000,
  ProviderTextSearch1764200000000,
  AuditTrailAndPrivacy1764300000000,
  ProviderPrices1764400000000,
  ProviderAttributes1764500000000,
  ProviderLeadPlan1764600000000,
  ProviderServiceMask1764700000000,
  ProviderUnitSphere1764800000000,
  ProviderLongitudeStrips1764900000000,
  AdminSecondFactor1765290000000,
  PartnerUsers1765400000000,
  ProviderPortalWork1765500000000,
  OfficialDirectory1766000000000,
  LeadNeeds1767000000000,
  HeldChanges1767100000000,
  ProviderNotices1767200000000,
];
