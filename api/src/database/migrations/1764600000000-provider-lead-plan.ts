import { AddColumnsMigration } from './parts.js';

/**
 * A provider lead may carry the calculator plan,
 * stored as JSON text with the figures the server worked out at the provider's prices. All nullable: every
 * existing lead, and every lead sent without a plan, has none. Plain ALTER TABLE, for the reasons
 * 1763900000000 gives (no table rebuild on SQLite); the same statements run on MySQL and MariaDB.
 */
export class ProviderLeadPlan1764600000000 extends AddColumnsMigration {
  name = 'ProviderLeadPlan1764600000000';
  protected readonly table = 'provider_leads';
  protected readonly columns = [
    'plan TEXT NULL',
    'planWeeklyCost DECIMAL(12,2) NULL',
    'planQuarterlyCost DECIMAL(12,2) NULL',
    'planRemainingBudget DECIMAL(12,2) NULL',
  ];
}
