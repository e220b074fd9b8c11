import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, ValidateBy, type ValidationArguments } from 'class-validator';
import {
  ACCEPTING_NEW_CLIENTS,
  DIVERSE_NEEDS,
  DIVERSE_NEED_CODES,
  LANGUAGE_CODES,
  PROVIDER_LANGUAGES,
  REGISTRATION_CATEGORIES,
  REGISTRATION_CATEGORY_CODES,
  isConfirmedDate,
  parseCodeList,
} from '@homeward/domain';
import { listingToday } from '../provider-attributes.js';
import { IfSent } from './provider-fields.js';

/**
 * The validation of a provider's languages, diverse needs, intake status and registration categories,
 * in the create and update bodies and the search query. Only codes of the fixed
 * lists in libs/domain pass; a 400 names the field, the values it does not know and the ones it does.
 */

const unknownOf = (value: unknown, allowed: readonly unknown[]): unknown[] => (Array.isArray(value) ? value.filter((v) => !allowed.includes(v)) : []);
const shown = (values: unknown[]) => values.map((v) => JSON.stringify(v)).join(', ');

/** Every element one of `allowed`; the message names the ones that are not. */
function EachIn(field: string, allowed: readonly unknown[], what: string): PropertyDecorator {
  return ValidateBy({
    name: 'eachIn',
    validator: {
      validate: (value: unknown) => Array.isArray(value) && unknownOf(value, allowed).length === 0,
      defaultMessage: (args?: ValidationArguments) =>
        `${field} has ${what} not on the list: ${shown(unknownOf(args?.value, allowed))}. Use: ${allowed.join(', ')}`,
    },
  });
}

/** A list of codes in a body: an array (at most the list's length) of codes from `allowed`. */
function CodeListBody(
  field: string,
  allowed: readonly unknown[],
  what: string,
  description: string,
  example: unknown[],
  required: 'create' | 'update',
): PropertyDecorator {
  const itemType = typeof allowed[0] === 'number' ? Number : String;
  return applyDecorators(
    ApiPropertyOptional({ type: itemType, isArray: true, enum: [...allowed] as Array<string | number>, description, example }),
    required === 'create' ? IsOptional() : IfSent(),
    IsArray({ message: `${field} must be a list of ${what}` }),
    ArrayMaxSize(allowed.length, { message: `${field} can have at most ${allowed.length} entries` }),
    EachIn(field, allowed, what),
  );
}

export const LanguagesBody = (mode: 'create' | 'update') =>
  CodeListBody(
    'languages',
    LANGUAGE_CODES,
    'language codes',
    `Languages staff speak: ${PROVIDER_LANGUAGES.map((l) => `${l.code} (${l.label})`).join(', ')}`,
    ['en', 'el'],
    mode,
  );

export const DiverseNeedsBody = (mode: 'create' | 'update') =>
  CodeListBody(
    'diverseNeeds',
    DIVERSE_NEED_CODES,
    'diverse-need codes',
    `Groups with diverse needs the provider serves: ${DIVERSE_NEEDS.map((d) => `${d.code} (${d.label})`).join(', ')}`,
    ['dementia'],
    mode,
  );

export const RegistrationCategoriesBody = (mode: 'create' | 'update') =>
  CodeListBody(
    'registrationCategories',
    REGISTRATION_CATEGORY_CODES,
    'registration category numbers',
    `Aged Care Quality and Safety Commission registration categories held: ${REGISTRATION_CATEGORIES.map((c) => `${c.code} (${c.label})`).join(', ')}`,
    [1, 4],
    mode,
  );

const ACCEPTING_MESSAGE = `acceptingNewClients must be one of: ${ACCEPTING_NEW_CLIENTS.join(', ')} (or null when not stated)`;

/** yes / waitlist / no, or null to clear it. */
export const AcceptingNewClientsBody = () =>
  applyDecorators(
    ApiPropertyOptional({ enum: ACCEPTING_NEW_CLIENTS, nullable: true, description: 'Taking new clients: yes, waitlist or no; null when not stated' }),
    IsOptional(),
    IsIn(ACCEPTING_NEW_CLIENTS, { message: ACCEPTING_MESSAGE }),
  );

/** YYYY-MM-DD, a real date not in the future; null clears it. Left out with a status: the server puts today. */
export const AcceptingConfirmedAtBody = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'date',
      nullable: true,
      example: '2025-11-03',
      description: 'When acceptingNewClients was last confirmed (YYYY-MM-DD, not in the future). Left out when acceptingNewClients is sent: today',
    }),
    IsOptional(),
    ValidateBy({
      name: 'confirmedDate',
      validator: {
        validate: (value: unknown) => isConfirmedDate(value, listingToday()),
        defaultMessage: (args?: ValidationArguments) =>
          `acceptingConfirmedAt must be a date written YYYY-MM-DD, not in the future (got ${JSON.stringify(args?.value)})`,
      },
    }),
  );

/**
 * A search filter's value as codes: comma-joined, or the parameter repeated (joined the same way); trimmed,
 * lower case, blanks dropped, repeats once. Unknown codes stay (after the known ones) for EachIn to name.
 * Empty: undefined (no filter).
 */
export function codeListQuery(allowed: readonly string[]) {
  return ({ value }: { value: unknown }): unknown => {
    const joined = Array.isArray(value) && value.every((v) => typeof v === 'string') ? value.join(',') : value;
    if (typeof joined !== 'string') return joined;
    const { codes, unknown } = parseCodeList(joined, allowed);
    if (codes.length === 0 && unknown.length === 0) return undefined;
    return [...codes, ...unknown];
  };
}

/** A search filter of codes: any of them matches. */
function CodeListQuery(field: string, allowed: readonly string[], what: string, example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      example,
      description: `Comma-joined ${what} (or the parameter repeated); a provider matches when it has any of them. Codes: ${allowed.join(', ')}. Unknown codes: 400`,
    }),
    Transform(codeListQuery(allowed)),
    IsOptional(),
    IsArray({ message: `${field} must be comma-joined ${what}` }),
    EachIn(field, allowed, what),
  );
}

export const LanguagesQuery = () => CodeListQuery('languages', LANGUAGE_CODES, 'language codes', 'el,it');
export const DiverseNeedsQuery = () => CodeListQuery('diverseNeeds', DIVERSE_NEED_CODES, 'diverse-need codes', 'dementia');
export const AcceptingNewClientsQuery = () =>
  CodeListQuery('acceptingNewClients', ACCEPTING_NEW_CLIENTS, 'intake statuses (yes, waitlist, no)', 'yes,waitlist');
