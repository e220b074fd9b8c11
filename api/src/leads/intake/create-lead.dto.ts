import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsPositive,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  CALCULATOR,
  LANGUAGE_CODES,
  LEAD_LIMITS,
  LEAD_NEEDS_LIMITS,
  LEAD_NEEDS_MESSAGES,
  PROVIDER_LANGUAGES,
  LEAD_PLAN_MESSAGES,
  PROVIDER_LIMITS,
  SERVICE_LEVELS,
  type CalculatorLeadInput,
  type LanguageCode,
  type LeadSelectedService,
  type ProviderLeadInput,
} from '@homeward/domain';
import { PlanSelectionDto } from '../../pricing/dto/plan-selection.dto.js';
import { NestedList } from '../../common/dto/nested-list.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** An optional need written as text: trimmed, at most `max` characters, null or absent when not given. */
const NeedText = (field: keyof typeof LEAD_NEEDS_MESSAGES, max: number, example: string, description: string): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength: max, example, description }),
    Transform(trim),
    IsOptional(),
    IsString({ message: LEAD_NEEDS_MESSAGES[field] }),
    MaxLength(max, { message: LEAD_NEEDS_MESSAGES[field] }),
  );

/**
 * The fields both lead forms send (spec section 3). Presence is checked first, in the spec's order, by
 * firstLeadFormError (LeadValidationPipe); these decorators then check types and lengths.
 */
export class LeadContactDto {
  @ApiProperty({ example: 'k3j9x0a1b2c3d4e5', description: 'Random id of the page visit' })
  @IsString()
  @MaxLength(CALCULATOR.sessionIdMaxLength)
  sessionId: string;

  @ApiProperty()
  @IsBoolean()
  hasReferralId: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Required when hasReferralId is true' })
  @ValidateIf((o: LeadContactDto) => o.hasReferralId === true || (o.referralId !== null && o.referralId !== undefined))
  @Transform(trim)
  @IsString()
  @MaxLength(LEAD_LIMITS.referralIdMaxLength)
  referralId: string | null;

  @ApiProperty({ enum: SERVICE_LEVELS })
  @IsIn(SERVICE_LEVELS, { message: 'serviceLevel must be one of the listed service levels' })
  serviceLevel: string;

  @ApiProperty({ example: 'Mary Citizen' })
  @Transform(trim)
  @IsString()
  @MaxLength(LEAD_LIMITS.nameMaxLength)
  name: string;

  @ApiProperty({ example: '0491 570 156' })
  @Transform(trim)
  @IsString()
  @MaxLength(LEAD_LIMITS.phoneMaxLength)
  phone: string;

  @ApiProperty({ example: 'mary@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'email must be an email address' })
  @MaxLength(LEAD_LIMITS.emailMaxLength)
  email: string;

  @ApiProperty()
  @IsBoolean()
  selfManagement: boolean;

  // The optional needs: none is required, the spec's checks above are unchanged.
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    enum: LANGUAGE_CODES,
    example: 'vi',
    description: `The language the family speaks, as the directory's language codes: ${PROVIDER_LANGUAGES.map((l) => `${l.code} (${l.label})`).join(', ')}`,
  })
  @IsOptional()
  @IsIn(LANGUAGE_CODES, { message: LEAD_NEEDS_MESSAGES.language })
  language?: LanguageCode | null;

  @ApiPropertyOptional({ type: Boolean, nullable: true, description: 'They need an interpreter' })
  @IsOptional()
  @IsBoolean({ message: LEAD_NEEDS_MESSAGES.needsInterpreter })
  needsInterpreter?: boolean | null;

  @NeedText('contactName', LEAD_NEEDS_LIMITS.contactNameMaxLength, 'Minh', 'Who to call, when not the person named above')
  contactName?: string | null;

  @NeedText('contactRelationship', LEAD_NEEDS_LIMITS.contactRelationshipMaxLength, 'son', 'How the person to call is related to the person needing care')
  contactRelationship?: string | null;

  @NeedText('contactPhone', LEAD_NEEDS_LIMITS.contactPhoneMaxLength, '0412 345 678', 'The phone number of the person to call, when not the one above')
  contactPhone?: string | null;

  @NeedText('bestTimeToCall', LEAD_NEEDS_LIMITS.bestTimeToCallMaxLength, 'Weekday mornings after 10', 'A good time to call, in their words')
  bestTimeToCall?: string | null;
}

export class LeadSelectedServiceDto implements LeadSelectedService {
  @ApiProperty()
  @IsInt()
  @IsPositive()
  serviceId: number;

  @ApiProperty({ minimum: CALCULATOR.minHours, maximum: CALCULATOR.maxHours })
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(CALCULATOR.minHours)
  @Max(CALCULATOR.maxHours)
  hoursPerWeek: number;

  @ApiProperty()
  @IsString()
  @MaxLength(LEAD_LIMITS.serviceNameMaxLength)
  serviceName: string;
}

/** The lead's postcode as typed (trimmed); the service checks it is a real one. */
const LeadPostcode = (example: string): PropertyDecorator =>
  applyDecorators(
    ApiProperty({ example, description: 'A 4-digit Australian postcode that exists', maxLength: LEAD_LIMITS.postcodeMaxLength }),
    Transform(trim),
    IsString(),
    MaxLength(LEAD_LIMITS.postcodeMaxLength, { message: `postcode must be at most ${LEAD_LIMITS.postcodeMaxLength} characters` }),
  );

/** A plan's weekly or quarterly total in dollars, as the calculator showed it. */
const LeadTotal = (example: number): PropertyDecorator =>
  applyDecorators(ApiProperty({ example }), IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }), Min(0), Max(LEAD_LIMITS.maxTotalCost));

export class CreateCalculatorLeadDto extends LeadContactDto implements CalculatorLeadInput {
  @LeadPostcode('2000')
  postcode: string;

  @ApiProperty({ type: LeadSelectedServiceDto, isArray: true })
  @NestedList(() => LeadSelectedServiceDto, CALCULATOR.maxSelectedServices)
  selectedServices: LeadSelectedServiceDto[];

  @LeadTotal(190)
  totalWeeklyCost: number;

  @LeadTotal(2470)
  totalQuarterlyCost: number;
}

export class CreateProviderLeadDto extends LeadContactDto implements ProviderLeadInput {
  @LeadPostcode('3056')
  postcode: string;

  @ApiProperty()
  @IsInt()
  @IsPositive()
  providerId: number;

  @ApiProperty()
  @IsString()
  @MaxLength(PROVIDER_LIMITS.businessNameMaxLength)
  providerName: string;

  @ApiPropertyOptional({
    type: PlanSelectionDto,
    description:
      "The calculator plan, from a plan quote's row: the plan quote's rules and messages (plan.selectedServices.0.perWeek must not be greater than 168). " +
      "The server prices it at the provider's current published prices and stores the figures with the lead; figures sent by the client are refused as unknown fields.",
  })
  @IsOptional()
  @IsObject({ message: LEAD_PLAN_MESSAGES.notAnObject })
  @ValidateNested()
  @Type(() => PlanSelectionDto)
  plan?: PlanSelectionDto;
}

export class LeadReceiptResponse {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'new' }) status: string;
  @ApiPropertyOptional({ description: 'Provider leads only: true when the provider has not joined Homeward, so the team has the request' })
  held?: boolean;
  @ApiPropertyOptional({ format: 'date-time', description: 'With held: the family hears from the team by then (2 business days)' })
  contactBy?: string;
}
