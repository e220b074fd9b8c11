import type { ProviderAttributes } from '@homeward/domain';

/** A provider that has told us none of its languages, needs served, intake status or registration: every test's unknown. */
export const NO_PROVIDER_ATTRIBUTES: ProviderAttributes = {
  languages: [],
  diverseNeeds: [],
  acceptingNewClients: null,
  acceptingConfirmedAt: null,
  registrationCategories: [],
};
