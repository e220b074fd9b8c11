/**
 * What one unit of a service is. Most services are priced by the hour; the department prices transport by
 * the trip and meal delivery by the meal ("Summary of indicative Support at Home prices"), so a quantity
 * of 3 means 3 hours, 3 trips or 3 meals a week depending on the service.
 */
export const SERVICE_UNITS = ['hour', 'trip', 'meal'] as const;
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

export const DEFAULT_SERVICE_UNIT: ServiceUnit = 'hour';

export interface UnitWords {
  /** 'an hour', 'a trip', 'a meal': after a price ("$15 a meal"). */
  each: string;
  /** 'hour', 'trip', 'meal'. */
  singular: string;
  /** 'hours', 'trips', 'meals'. */
  plural: string;
  /** 'hours a week', 'trips a week', 'meals a week': the label of a quantity input. */
  perWeek: string;
}

export const UNIT_WORDS: Readonly<Record<ServiceUnit, UnitWords>> = {
  hour: { each: 'an hour', singular: 'hour', plural: 'hours', perWeek: 'hours a week' },
  trip: { each: 'a trip', singular: 'trip', plural: 'trips', perWeek: 'trips a week' },
  meal: { each: 'a meal', singular: 'meal', plural: 'meals', perWeek: 'meals a week' },
};

/**
 * The services priced by something other than the hour, by their catalogue name (api/src/database/seed-data.ts
 * SERVICE_SEEDS). The seed and the migration that adds services.unit read this, so the unit is written once.
 */
export const SERVICE_UNIT_BY_NAME: Readonly<Record<string, ServiceUnit>> = {
  'Transport (per trip)': 'trip',
  'Meal delivery (per meal)': 'meal',
};

export function isServiceUnit(value: unknown): value is ServiceUnit {
  return typeof value === 'string' && (SERVICE_UNITS as readonly string[]).includes(value);
}

/** The unit of a catalogue service by its name; 'hour' for every service not listed above. */
export function unitForServiceName(name: string): ServiceUnit {
  return SERVICE_UNIT_BY_NAME[name] ?? DEFAULT_SERVICE_UNIT;
}

/** Anything not a known unit (an old client, a missing column) reads as 'hour', the unit of most services. */
export function unitWords(unit: unknown): UnitWords {
  return UNIT_WORDS[isServiceUnit(unit) ? unit : DEFAULT_SERVICE_UNIT];
}

/** 'an hour' | 'a trip' | 'a meal'. */
export function unitLabel(unit: unknown): string {
  return unitWords(unit).each;
}

/** 'hours a week' | 'trips a week' | 'meals a week'. */
export function perWeekLabel(unit: unknown): string {
  return unitWords(unit).perWeek;
}

/** 1 -> '1 hour', 2.5 -> '2.5 hours', 3 trips, 1 meal. */
export function quantityText(quantity: number, unit: unknown): string {
  const words = unitWords(unit);
  return `${quantity} ${quantity === 1 ? words.singular : words.plural}`;
}
