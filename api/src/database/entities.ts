import { AdminUser } from '../auth/entities/admin-user.entity.js';
import { Classification } from '../catalog/entities/classification.entity.js';
import { CareService } from '../catalog/entities/service.entity.js';
import { CalculatorLead } from '../leads/entities/calculator-lead.entity.js';
import { ProviderLead } from '../leads/entities/provider-lead.entity.js';
import { ProviderServiceArea } from '../providers/entities/provider-service-area.entity.js';
import { Provider } from '../providers/entities/provider.entity.js';
import { Location } from '../locations/entities/location.entity.js';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema.js';
import { LocationsAndDirectorySearch1763900000000 } from './migrations/1763900000000-locations-and-directory-search.js';
import { ProviderSearchCard1764000000000 } from './migrations/1764000000000-provider-search-card.js';
import { SessionRecord } from './session.entity.js';

export const ENTITIES = [Classification, CareService, Provider, ProviderServiceArea, CalculatorLead, ProviderLead, AdminUser, SessionRecord, Location];
export const MIGRATIONS = [InitialSchema1763800000000, LocationsAndDirectorySearch1763900000000, ProviderSearchCard1764000000000];
