import type {
  AcceptingNewClients,
  AdminProviderDto,
  DiverseNeedCode,
  LanguageCode,
  ProviderIdentityField,
  ProviderListingField,
  ProviderPlacementField,
  RegistrationCategory,
  ServiceCategory,
  ServiceIcon,
} from '@homeward/domain';

/** The shapes of the reference and demo data seeded on an empty database (seed-data.ts). */
export interface ServiceSeed {
  name: string;
  category: ServiceCategory;
  description: string;
  /** Decimal string, dollars per hour (per trip or per meal where the name says so). */
  hourlyRate: string;
  icon: ServiceIcon;
}

/** A demo provider as seeded: the console's fields, with its contact name and description always given. */
export interface ProviderSeed extends Pick<AdminProviderDto, ProviderIdentityField | ProviderListingField | ProviderPlacementField | 'serviceAreas'> {
  name: string;
  description: string;
  /** Service names from SERVICE_SEEDS. */
  services: string[];
}

/** A demo price: dollars per unit of the service (an hour, a trip or a meal), as decimal strings. */
export interface PriceSeed {
  standard: string;
  evening?: string;
  saturday?: string;
  sunday?: string;
  publicHoliday?: string;
}

export interface PriceListSeed {
  /** ISO date the demo list was "published". */
  updatedAt: string;
  /** Service name -> price. An offered service missing here has no published price. */
  prices: Readonly<Record<string, PriceSeed>>;
}

/**
 * A demo provider's languages, diverse needs, intake and registration categories.
 * `confirmedDaysAgo` is counted back from the day the database is seeded, so the demo never looks stale.
 */
export interface DemoProviderAttributes {
  languages: LanguageCode[];
  diverseNeeds: DiverseNeedCode[];
  acceptingNewClients: AcceptingNewClients | null;
  confirmedDaysAgo: number | null;
  registrationCategories: RegistrationCategory[];
}

/** A demo provider as the seed needs it: the directory entry, its price list and its attributes. */
export interface DemoProvider {
  seed: ProviderSeed;
  prices: PriceListSeed;
  attributes: DemoProviderAttributes;
}
