import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsPositive,
  IsString,
  IsUrl,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { POSTCODE_MESSAGES, POSTCODE_PATTERN, PROVIDER_LIMITS as L, PROVIDER_RULES, STATE_CODES } from '@homeward/domain';
import { NestedList } from '../../common/dto/nested-list.js';
import { PriceEntryDto } from './price-entry.dto.js';

/**
 * Every field of the admin provider body, defined once for both POST (create) and PUT (update). The rules are
 * the same; only presence differs: a field required on create is validated on update only when sent, and a
 * field with a default on create may be left out. Limits and messages come from libs/domain.
 */
export type ProviderBodyMode = 'create' | 'update';

/** Validate only when the field was sent: unlike @IsOptional, null is still checked (and refused). */
export const IfSent = () => ValidateIf((_object: unknown, value: unknown) => value !== undefined);

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional text: blank becomes null (react-admin sends '' or null for an empty input). */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** Decorators listed in the order they would be written above a property (applyDecorators applies them first to last). */
const stacked = (...decorators: Array<PropertyDecorator | false>) =>
  applyDecorators(...decorators.filter((d): d is PropertyDecorator => d !== false).reverse());

/** Required on create; on update checked only when sent. */
function requiredField(mode: ProviderBodyMode, docs: ApiPropertyOptions, ...rules: PropertyDecorator[]) {
  return mode === 'create' ? stacked(ApiProperty(docs), ...rules) : stacked(ApiPropertyOptional(docs), IfSent(), ...rules);
}

/** Has a default on create (absent or null takes it); on update checked only when sent (absent: left alone). */
function defaultedField(mode: ProviderBodyMode, docs: ApiPropertyOptions, ...rules: PropertyDecorator[]) {
  if (mode === 'create') return stacked(ApiPropertyOptional(docs), IsOptional(), ...rules);
  const { default: _createDefault, ...updateDocs } = docs as ApiPropertyOptions & { default?: unknown };
  return stacked(ApiPropertyOptional(updateDocs as ApiPropertyOptions), IfSent(), ...rules);
}

/** Optional text a form may clear: blank and null store null, in both bodies. */
function clearableText(docs: ApiPropertyOptions, ...rules: PropertyDecorator[]) {
  return stacked(ApiPropertyOptional({ type: String, nullable: true, ...docs }), Transform(blankToNull), IsOptional(), ...rules);
}

const requiredText = (mode: ProviderBodyMode, field: string, maxLength: number, docs: ApiPropertyOptions = {}) =>
  requiredField(mode, docs, Transform(trim), IsString(), IsNotEmpty({ message: `${field} is required` }), MaxLength(maxLength));

export const BusinessName = (mode: ProviderBodyMode) => requiredText(mode, 'businessName', L.businessNameMaxLength, { example: 'Wattle Grove Home Care' });

export const ContactName = () => clearableText({ description: 'Contact person' }, IsString(), MaxLength(L.contactNameMaxLength));

export const Email = (mode: ProviderBodyMode) =>
  requiredField(
    mode,
    { example: 'hello@provider.example' },
    Transform(trim),
    IsEmail({}, { message: 'email must be an email address' }),
    MaxLength(L.emailMaxLength),
  );

export const LeadEmail = () =>
  clearableText(
    { example: 'referrals@provider.example', description: 'Where lead emails go; empty sends them to email' },
    IsEmail({}, { message: 'leadEmail must be an email address' }),
    MaxLength(L.emailMaxLength),
  );

export const Phone = (mode: ProviderBodyMode) => requiredText(mode, 'phone', L.phoneMaxLength, { example: '(02) 5550 0101' });

/** Markup, or a formula's first character: text a page or a spreadsheet could run. */
const MARKUP = /[<>]/;
const FORMULA_START = /^\s*[=+\-@]/;

export const PROVIDER_TEXT_MESSAGES = {
  phone: 'phone must be a phone number: no markup (< >) and none of = @ { }',
  serviceAreas: 'serviceAreas must be places or postcodes: no markup (< >), and none may start with = + - @',
} as const;

/**
 * The admin form and the CSV import keep the spec's free text for the phone and the service areas, but never
 * text that could run (the portal, where a provider types them, checks more: an Australian number, known places).
 */
export const PhoneWithoutMarkup = () =>
  ValidateBy({
    name: 'phoneWithoutMarkup',
    validator: { validate: (v: unknown) => typeof v !== 'string' || !/[<>={}@]/.test(v), defaultMessage: () => PROVIDER_TEXT_MESSAGES.phone },
  });

export const AreasWithoutMarkup = () =>
  ValidateBy({
    name: 'areasWithoutMarkup',
    validator: {
      validate: (areas: unknown) => !Array.isArray(areas) || areas.every((a) => typeof a !== 'string' || (!MARKUP.test(a) && !FORMULA_START.test(a))),
      defaultMessage: () => PROVIDER_TEXT_MESSAGES.serviceAreas,
    },
  });

export const Website = () =>
  clearableText(
    { example: 'https://provider.example' },
    IsUrl({ protocols: ['http', 'https'], require_protocol: false }, { message: 'website must be a web address' }),
    MaxLength(L.websiteMaxLength),
  );

export const Address = (mode: ProviderBodyMode) => requiredText(mode, 'address', L.addressMaxLength, { example: '1 Example Street' });

export const Suburb = (mode: ProviderBodyMode) => requiredText(mode, 'suburb', L.suburbMaxLength, { example: 'Parramatta' });

export const State = (mode: ProviderBodyMode) =>
  requiredField(mode, { enum: STATE_CODES }, IsIn(STATE_CODES, { message: `state must be one of: ${STATE_CODES.join(', ')}` }));

export const Postcode = (mode: ProviderBodyMode) =>
  requiredField(mode, { example: '2150' }, Transform(trim), Matches(POSTCODE_PATTERN, { message: POSTCODE_MESSAGES.api }));

export const Description = () => clearableText({}, IsString(), MaxLength(L.descriptionMaxLength));

export const Rating = (mode: ProviderBodyMode) =>
  defaultedField(
    mode,
    { minimum: PROVIDER_RULES.ratingMin, maximum: PROVIDER_RULES.ratingMax, default: PROVIDER_RULES.ratingDefault, description: 'Step 0.1' },
    IsNumber({ maxDecimalPlaces: 1, allowNaN: false, allowInfinity: false }, { message: 'rating must be a number with at most one decimal place' }),
    Min(PROVIDER_RULES.ratingMin),
    Max(PROVIDER_RULES.ratingMax),
  );

export const ReviewCount = (mode: ProviderBodyMode) =>
  defaultedField(mode, { minimum: 0, default: PROVIDER_RULES.reviewCountDefault }, IsInt(), Min(0), Max(L.reviewCountMax));

export const Flag = (mode: ProviderBodyMode, defaultValue: boolean) => defaultedField(mode, { default: defaultValue }, IsBoolean());

export const DisplayPriority = (mode: ProviderBodyMode) =>
  defaultedField(
    mode,
    { minimum: PROVIDER_RULES.displayPriorityMin, default: PROVIDER_RULES.displayPriorityMin },
    IsInt(),
    Min(PROVIDER_RULES.displayPriorityMin, { message: `displayPriority must not be below ${PROVIDER_RULES.displayPriorityMin}` }),
    Max(L.displayPriorityMax),
  );

export const ServicesOffered = (mode: ProviderBodyMode) =>
  defaultedField(
    mode,
    { type: Number, isArray: true, description: 'Service ids' },
    IsArray(),
    ArrayMaxSize(L.servicesOfferedMaxItems),
    IsInt({ each: true }),
    IsPositive({ each: true }),
  );

export const ServiceAreas = (mode: ProviderBodyMode) =>
  defaultedField(
    mode,
    { type: String, isArray: true, example: ['Parramatta', 'Blacktown'] },
    IsArray(),
    ArrayMaxSize(L.serviceAreasMaxItems),
    IsString({ each: true }),
    MaxLength(L.serviceAreaMaxLength, { each: true }),
  );

export const Prices = (mode: ProviderBodyMode) =>
  defaultedField(
    mode,
    {
      type: PriceEntryDto,
      isArray: true,
      description:
        mode === 'create'
          ? 'The price list: one row per priced service, only services in servicesOffered'
          : 'The whole price list, replacing the stored one; absent: left alone',
    },
    NestedList(() => PriceEntryDto, L.priceRowsMaxItems),
  );
