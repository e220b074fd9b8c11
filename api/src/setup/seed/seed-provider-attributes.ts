import { columnsFromAttributes } from '../../providers/provider-attributes.js';
import type { DemoProviderAttributes } from './seed-data.js';

/** A demo provider's attribute columns, its intake confirmed `confirmedDaysAgo` days before `now`; none listed: empty. */
export function demoAttributeColumns(attributes: DemoProviderAttributes | undefined, now: Date): ReturnType<typeof columnsFromAttributes> {
  if (!attributes) return {};
  const confirmed = attributes.confirmedDaysAgo === null ? null : new Date(now.getTime() - attributes.confirmedDaysAgo * 86_400_000).toISOString().slice(0, 10);
  const today = now.toISOString().slice(0, 10);
  return columnsFromAttributes({ ...attributes, acceptingConfirmedAt: attributes.acceptingNewClients === null ? undefined : confirmed }, today);
}
