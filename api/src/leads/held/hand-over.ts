/** Claims hands an organisation's held requests over inside its approval's own transaction (the rule and its query: ProviderLeadRepository). */
export { handOverHeldRequests } from '../provider-lead.repository.js';
