import { AdminSecondFactor1765290000000 } from './migrations/1765290000000-admin-second-factor.js';
import { AuditTrailAndPrivacy1764300000000 } from './migrations/1764300000000-audit-trail-and-privacy.js';
import { HeldChanges1767100000000 } from './migrations/1767100000000-held-changes.js';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';
import { LeadNeeds1767000000000 } from './migrations/1767000000000-lead-needs.js';
import { LeadNotifications1764100000000 } from './migrations/1764100000000-lead-notifications.js';
import { LocationsAndDirectorySearch1763900000000 } from './migrations/1763900000000-locations-and-directory-search.js';
import { OfficialDirectory1766000000000 } from './migrations/1766000000000-official-directory.js';
import { PartnerUsers1765400000000 } from './migrations/1765400000000-partner-users.js';
import { ProviderAttributes1764500000000 } from './migrations/1764500000000-provider-attributes.js';
import { ProviderLeadPlan1764600000000 } from './migrations/1764600000000-provider-lead-plan.js';
import { ProviderLongitudeStrips1764900000000 } from './migrations/1764900000000-provider-longitude-strips.js';
import { ProviderNotices1767200000000 } from './migrations/1767200000000-provider-notices.js';
import { ProviderPortalWork1765500000000 } from './migrations/1765500000000-provider-portal-work.js';
import { ProviderPrices1764400000000 } from './migrations/1764400000000-provider-prices.js';
import { ProviderSearchCard1764000000000 } from './migrations/1764000000000-provider-search-card.js';
import { ProviderServiceMask1764700000000 } from './migrations/1764700000000-provider-service-mask.js';
import { ProviderTextSearch1764200000000 } from './migrations/1764200000000-provider-text-search.js';
import { ProviderUnitSphere1764800000000 } from './migrations/1764800000000-provider-unit-sphere.js';

/** Every migration, oldest first: each stands alone (no application code), so an old one never changes. */
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
