/** Rules for the calculator's service selection (spec sections 3, 4 and 8). */
import { CARE_MANAGEMENT } from './facts.js';
import { setEnteredHours } from './service-frequency.js';
import type { LeadSelectedService, SelectedServiceInput } from '../shared/api-types.js';

/** Hours a week held per service id; a service is "selected" when it has an entry. */
export type ServiceHours = Readonly<Record<number, number>>;

export const UNKNOWN_SERVICE_NAME = 'Unknown Service';

/**
 * Setting a service's hours a week: an unselected service given hours above 0 is added, a selected one set to 0
 * is removed, otherwise its hours are updated. The value goes through the hours rule first (0-168, in halves).
 * Returns the same object when nothing changes, so React can skip work. (A fortnightly service: setEnteredHours.)
 */
export function setServiceHours(selection: ServiceHours, serviceId: number, raw: unknown): ServiceHours {
  return setEnteredHours(selection, serviceId, raw, 'week');
}

/** The selection as the calculate call wants it, in id order, leaving out ids that are not known services. */
export function selectedServiceList(selection: ServiceHours, knownIds?: ReadonlySet<number>): SelectedServiceInput[] {
  return Object.entries(selection)
    .map(([id, hours]) => ({ serviceId: Number(id), hoursPerWeek: hours }))
    .filter((s) => s.hoursPerWeek > 0 && (!knownIds || knownIds.has(s.serviceId)))
    .sort((a, b) => a.serviceId - b.serviceId);
}

/** The calculator lead's services, each with its name ('Unknown Service' when the id is not in the list). */
export function leadSelectedServices(selection: ServiceHours, services: ReadonlyArray<{ id: number; name: string }>): LeadSelectedService[] {
  const names = new Map(services.map((s) => [s.id, s.name]));
  return selectedServiceList(selection).map((s) => ({
    ...s,
    serviceName: names.get(s.serviceId) ?? UNKNOWN_SERVICE_NAME,
  }));
}

/** How a quarterly budget divides: 10% to care management, the rest for services. In cents. */
export function careManagementSplit(quarterlyBudgetCents: number): { careManagementCents: number; servicesCents: number } {
  const careManagementCents = Math.round(quarterlyBudgetCents * CARE_MANAGEMENT.shareOfBudget);
  return { careManagementCents, servicesCents: quarterlyBudgetCents - careManagementCents };
}
