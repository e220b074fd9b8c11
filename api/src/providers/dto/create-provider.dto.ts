import { PROVIDER_RULES, STATE_CODES, type AcceptingNewClients, type DiverseNeedCode, type LanguageCode, type RegistrationCategory, type StateCode } from '@homeward/domain';
import { PriceEntryDto } from '../../pricing/dto/price-entry.dto.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Allow, ArrayMaxSize, IsArray, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsPositive, IsString, IsUrl,
  Matches, Max, MaxLength, Min, ValidateIf, ValidateNested,
} from 'class-validator';
import { AcceptingConfirmedAtBody, AcceptingNewClientsBody, DiverseNeedsBody, LanguagesBody, RegistrationCategoriesBody } from './provider-attribute-fields.js';

/** Validate only when the field was sent: unlike @IsOptional, null is still checked (and refused). */
const IfSent = () => ValidateIf((_object: unknown, value: unknown) => value !== undefined);

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** Optional text: blank becomes null (react-admin sends '' or null for an empty input). */
const blankToNull = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value);

/** The admin provider form (spec section 5): required businessName, email, phone, address, suburb, state, postcode. */
export class CreateProviderDto {
  @ApiProperty({ example: 'Wattle Grove Home Care' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'businessName is required' })
  @MaxLength(200)
  businessName: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Contact person' })
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  @MaxLength(120)
  name?: string | null;

  @ApiProperty({ example: 'hello@provider.example' })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(254)
  email: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'referrals@provider.example', description: 'Where lead emails go; empty sends them to email' })
  @Transform(blankToNull)
  @IsOptional()
  @IsEmail({}, { message: 'leadEmail must be an email address' })
  @MaxLength(254)
  leadEmail?: string | null;

  @ApiProperty({ example: '(02) 5550 0101' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'phone is required' })
  @MaxLength(40)
  phone: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'https://provider.example' })
  @Transform(blankToNull)
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_protocol: false }, { message: 'website must be a web address' })
  @MaxLength(500)
  website?: string | null;

  @ApiProperty({ example: '1 Example Street' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'address is required' })
  @MaxLength(255)
  address: string;

  @ApiProperty({ example: 'Parramatta' })
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'suburb is required' })
  @MaxLength(100)
  suburb: string;

  @ApiProperty({ enum: STATE_CODES })
  @IsIn(STATE_CODES, { message: `state must be one of: ${STATE_CODES.join(', ')}` })
  state: StateCode;

  @ApiProperty({ example: '2150' })
  @Transform(trim)
  @Matches(/^\d{4}$/, { message: 'postcode must be 4 digits' })
  postcode: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(blankToNull)
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  description?: string | null;

  @ApiPropertyOptional({ minimum: PROVIDER_RULES.ratingMin, maximum: PROVIDER_RULES.ratingMax, default: PROVIDER_RULES.ratingDefault, description: 'Step 0.1' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 1, allowNaN: false, allowInfinity: false }, { message: 'rating must be a number with at most one decimal place' })
  @Min(PROVIDER_RULES.ratingMin)
  @Max(PROVIDER_RULES.ratingMax)
  rating?: number;

  @ApiPropertyOptional({ minimum: 0, default: PROVIDER_RULES.reviewCountDefault })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(10_000_000)
  reviewCount?: number;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @IsBoolean()
  isHighlighted?: boolean;

  @ApiPropertyOptional({ minimum: PROVIDER_RULES.displayPriorityMin, default: 0 })
  @IsOptional()
  @IsInt()
  @Min(PROVIDER_RULES.displayPriorityMin, { message: 'displayPriority must not be below 0' })
  @Max(1_000_000)
  displayPriority?: number;

  @ApiPropertyOptional({ type: Number, isArray: true, description: 'Service ids' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsInt({ each: true })
  @IsPositive({ each: true })
  servicesOffered?: number[];

  @ApiPropertyOptional({ type: String, isArray: true, example: ['Parramatta', 'Blacktown'] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  serviceAreas?: string[];

  @ApiPropertyOptional({ type: PriceEntryDto, isArray: true, description: 'The price list: one row per priced service, only services in servicesOffered' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => PriceEntryDto)
  prices?: PriceEntryDto[];

  @LanguagesBody('create') languages?: LanguageCode[];
  @DiverseNeedsBody('create') diverseNeeds?: DiverseNeedCode[];
  @AcceptingNewClientsBody() acceptingNewClients?: AcceptingNewClients | null;
  @AcceptingConfirmedAtBody() acceptingConfirmedAt?: string | null;
  @RegistrationCategoriesBody('create') registrationCategories?: RegistrationCategory[];
}

/**
 * PUT takes the full form or only some fields (the quick toggles send isActive, isHighlighted or
 * displayPriority alone). Read-only fields a client echoes back (id, createdAt, updatedAt) are ignored.
 */
export class UpdateProviderDto {
  @ApiPropertyOptional() @Transform(trim) @IfSent() @IsString() @IsNotEmpty({ message: 'businessName is required' }) @MaxLength(200)
  businessName?: string;

  @ApiPropertyOptional({ type: String, nullable: true }) @Transform(blankToNull) @IsOptional() @IsString() @MaxLength(120)
  name?: string | null;

  @ApiPropertyOptional() @Transform(trim) @IfSent() @IsEmail({}, { message: 'email must be an email address' }) @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Where lead emails go; empty sends them to email' })
  @Transform(blankToNull) @IsOptional() @IsEmail({}, { message: 'leadEmail must be an email address' }) @MaxLength(254)
  leadEmail?: string | null;

  @ApiPropertyOptional() @Transform(trim) @IfSent() @IsString() @IsNotEmpty({ message: 'phone is required' }) @MaxLength(40)
  phone?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Transform(blankToNull) @IsOptional() @IsUrl({ protocols: ['http', 'https'], require_protocol: false }, { message: 'website must be a web address' }) @MaxLength(500)
  website?: string | null;

  @ApiPropertyOptional() @Transform(trim) @IfSent() @IsString() @IsNotEmpty({ message: 'address is required' }) @MaxLength(255)
  address?: string;

  @ApiPropertyOptional() @Transform(trim) @IfSent() @IsString() @IsNotEmpty({ message: 'suburb is required' }) @MaxLength(100)
  suburb?: string;

  @ApiPropertyOptional({ enum: STATE_CODES }) @IfSent() @IsIn(STATE_CODES, { message: `state must be one of: ${STATE_CODES.join(', ')}` })
  state?: StateCode;

  @ApiPropertyOptional() @Transform(trim) @IfSent() @Matches(/^\d{4}$/, { message: 'postcode must be 4 digits' })
  postcode?: string;

  @ApiPropertyOptional({ type: String, nullable: true }) @Transform(blankToNull) @IsOptional() @IsString() @MaxLength(4000)
  description?: string | null;

  @ApiPropertyOptional({ minimum: 1, maximum: 5 })
  @IfSent() @IsNumber({ maxDecimalPlaces: 1, allowNaN: false, allowInfinity: false }, { message: 'rating must be a number with at most one decimal place' }) @Min(1) @Max(5)
  rating?: number;

  @ApiPropertyOptional({ minimum: 0 }) @IfSent() @IsInt() @Min(0) @Max(10_000_000)
  reviewCount?: number;

  @ApiPropertyOptional() @IfSent() @IsBoolean()
  isActive?: boolean;

  @ApiPropertyOptional() @IfSent() @IsBoolean()
  isHighlighted?: boolean;

  @ApiPropertyOptional({ minimum: 0 }) @IfSent() @IsInt() @Min(0, { message: 'displayPriority must not be below 0' }) @Max(1_000_000)
  displayPriority?: number;

  @ApiPropertyOptional({ type: Number, isArray: true }) @IfSent() @IsArray() @ArrayMaxSize(100) @IsInt({ each: true }) @IsPositive({ each: true })
  servicesOffered?: number[];

  @ApiPropertyOptional({ type: String, isArray: true }) @IfSent() @IsArray() @ArrayMaxSize(50) @IsString({ each: true }) @MaxLength(100, { each: true })
  serviceAreas?: string[];

  @ApiPropertyOptional({ type: PriceEntryDto, isArray: true, description: 'The whole price list, replacing the stored one; absent: left alone' })
  @IfSent() @IsArray() @ArrayMaxSize(100) @ValidateNested({ each: true }) @Type(() => PriceEntryDto)
  prices?: PriceEntryDto[];

  @ApiPropertyOptional({ description: 'Ignored (read-only: set when prices are saved)' }) @Allow()
  pricesUpdatedAt?: unknown;

  @LanguagesBody('update') languages?: LanguageCode[];
  @DiverseNeedsBody('update') diverseNeeds?: DiverseNeedCode[];
  @AcceptingNewClientsBody() acceptingNewClients?: AcceptingNewClients | null;
  @AcceptingConfirmedAtBody() acceptingConfirmedAt?: string | null;
  @RegistrationCategoriesBody('update') registrationCategories?: RegistrationCategory[];

  @ApiPropertyOptional({ description: 'Ignored (read-only)' }) @Allow()
  id?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (read-only)' }) @Allow()
  createdAt?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (read-only)' }) @Allow()
  updatedAt?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (read-only: set from postcode and suburb)' }) @Allow()
  latitude?: unknown;

  @ApiPropertyOptional({ description: 'Ignored (read-only: set from postcode and suburb)' }) @Allow()
  longitude?: unknown;
}
