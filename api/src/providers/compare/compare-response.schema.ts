import { getSchemaPath } from '@nestjs/swagger';
import { ACCEPTING_NEW_CLIENTS, LISTING_SOURCES, SERVICE_UNITS, UNKNOWN_REASONS } from '@homeward/domain';
import { ProviderTrustResponse } from '../notices/notice-dtos.js';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface.js';

/**
 * The OpenAPI schema of CompareResponse (libs/domain compare.ts), written as a schema rather than a class per
 * Fact<T>: every row is { value, unknown }, value null exactly when unknown names why.
 */
const nullableString: SchemaObject = { type: 'string', nullable: true };
const unknownReason: SchemaObject = { type: 'string', enum: [...UNKNOWN_REASONS], nullable: true, description: 'Why value is null (null when it is known)' };
const fact = (value: SchemaObject, description: string): SchemaObject => ({
  type: 'object',
  description,
  required: ['value', 'unknown'],
  properties: { value: { ...value, nullable: true }, unknown: unknownReason },
});
const codeLabels = (codeType: 'string' | 'number'): SchemaObject => ({
  type: 'array',
  items: { type: 'object', required: ['code', 'label'], properties: { code: { type: codeType }, label: { type: 'string' } } },
});
const place: SchemaObject = {
  type: 'object',
  required: ['suburb', 'state', 'postcode'],
  properties: { suburb: { type: 'string' }, state: { type: 'string' }, postcode: { type: 'string' } },
};

const column: SchemaObject = {
  type: 'object',
  required: [
    'id',
    'businessName',
    'listing',
    'listingStanding',
    'distance',
    'services',
    'languages',
    'diverseNeeds',
    'intake',
    'registrationCategories',
    'prices',
    'plan',
    'priceRises',
    'responseRecord',
    'hasCurrentNotice',
    'trust',
  ],
  properties: {
    id: { type: 'integer' },
    businessName: { type: 'string' },
    listing: {
      type: 'object',
      properties: {
        source: { type: 'string', enum: [...LISTING_SOURCES] },
        officialListDate: { ...nullableString, format: 'date' },
        organisationType: nullableString,
        claimed: { type: 'boolean' },
        confirmedAt: { ...nullableString, format: 'date-time' },
      },
    },
    listingStanding: {
      type: 'object',
      description: "Who keeps the listing (unclaimed: the government's list; claimed: the provider; team) and as of which date",
      properties: { kind: { type: 'string', enum: ['unclaimed', 'claimed', 'team'] }, asOf: { ...nullableString, format: 'date' } },
    },
    distance: fact({ type: 'object', properties: { km: { type: 'number' }, nearestOffice: place } }, 'Km (1 decimal) to the nearest office'),
    services: fact(codeLabels('number'), 'Services offered ({id, name})'),
    languages: fact(codeLabels('string'), 'Languages'),
    diverseNeeds: fact(codeLabels('string'), 'Diverse needs served'),
    intake: fact(
      {
        type: 'object',
        properties: {
          status: { type: 'string', enum: [...ACCEPTING_NEW_CLIENTS] },
          label: { type: 'string' },
          confirmedOn: { ...nullableString, format: 'date' },
        },
      },
      'Taking new clients, with the date it was last confirmed',
    ),
    registrationCategories: fact(codeLabels('number'), "The Commission's registration categories"),
    prices: {
      type: 'array',
      description: "One cell per serviceRows entry, in its order: the standard (weekday daytime) price and its band against the department's indicative range",
      items: {
        type: 'object',
        properties: {
          serviceId: { type: 'integer' },
          standard: { ...nullableString, example: '98.00' },
          band: { type: 'string', enum: ['below', 'within', 'above'], nullable: true },
          unknown: unknownReason,
        },
      },
    },
    plan: {
      ...fact(
        {
          type: 'object',
          properties: {
            weeklyCost: { type: 'number' },
            quarterlyCost: { type: 'number' },
            remainingBudget: { type: 'number', nullable: true },
            unpricedServices: { type: 'array', items: { type: 'integer' } },
            missingServices: { type: 'array', items: { type: 'integer' } },
            complete: { type: 'boolean' },
          },
        },
        "The plan at the provider's prices (dollars); null without a plan",
      ),
      nullable: true,
    },
    priceRises: fact(
      {
        type: 'object',
        properties: {
          riseDays: { type: 'integer' },
          largestRisePercent: { type: 'number', nullable: true },
          lastRiseOn: { ...nullableString, format: 'date' },
          frequent: { type: 'boolean' },
        },
      },
      'Price rises in the last 12 months',
    ),
    responseRecord: fact(
      { type: 'object', properties: { leads: { type: 'integer' }, contactedInTimeShare: { type: 'number' }, months: { type: 'integer' } } },
      'Share of enquiries contacted within two business days over 12 months; unknown below 5 enquiries',
    ),
    hasCurrentNotice: { type: 'boolean' },
    trust: { $ref: getSchemaPath(ProviderTrustResponse) },
  },
};

export const COMPARE_RESPONSE_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['plan', 'near', 'serviceRows', 'providers', 'asOf'],
  properties: {
    plan: {
      type: 'object',
      nullable: true,
      properties: {
        classificationId: { type: 'integer', nullable: true },
        quarterlyBudget: { type: 'number', nullable: true },
        weeklyBudget: { type: 'number', nullable: true },
        catalogueWeeklyCost: { type: 'number' },
        catalogueQuarterlyCost: { type: 'number' },
      },
    },
    near: { type: 'object', nullable: true, properties: { label: { type: 'string' }, postcode: { type: 'string' } } },
    serviceRows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          serviceId: { type: 'integer' },
          name: { type: 'string' },
          unit: { type: 'string', enum: [...SERVICE_UNITS] },
          perWeek: { type: 'number', nullable: true },
          indicativeLow: nullableString,
          indicativeHigh: nullableString,
        },
      },
    },
    providers: { type: 'array', items: column, description: 'In the order asked' },
    asOf: { type: 'string', format: 'date' },
  },
};
