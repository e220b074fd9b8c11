import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNumber, IsOptional, IsPositive, Max } from 'class-validator';
import { PRICE_MESSAGES, PRICE_RULES, type ProviderPriceInput } from '@homeward/domain';
import { ReadOnlyField } from '../../common/dto/read-only-field.js';

/**
 * A decimal string ('98.50', as GET sends it back to the form) becomes a number; blank becomes null (no price
 * for that time of day). Anything else is left for IsNumber to refuse with the field's message.
 */
const amount = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : value;
};

const AMOUNT = { maxDecimalPlaces: PRICE_RULES.maxDecimals, allowNaN: false, allowInfinity: false } as const;
const message = { message: `$property ${PRICE_MESSAGES.amount}` };

/** A time-of-day price: the same rule as the standard price, and optional (blank or null: none published). */
const OptionalPrice = () =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, maximum: PRICE_RULES.maxAmount }),
    Transform(amount),
    IsOptional(),
    IsNumber(AMOUNT, message),
    IsPositive(message),
    Max(PRICE_RULES.maxAmount, message),
  );

/** One row of a provider's price list as the admin sends it: dollars per unit of the service. */
export class PriceEntryDto implements ProviderPriceInput {
  @ApiProperty({ example: 6 })
  @IsInt({ message: 'serviceId must be a service id' })
  @IsPositive({ message: 'serviceId must be a service id' })
  serviceId: number;

  @ApiProperty({ example: 98.5, maximum: PRICE_RULES.maxAmount, description: 'Weekday daytime price per unit (the common price), dollars, at most 2 decimals' })
  @Transform(amount)
  @IsNumber(AMOUNT, message)
  @IsPositive(message)
  @Max(PRICE_RULES.maxAmount, message)
  standard: number;

  @OptionalPrice()
  evening?: number | null;

  @OptionalPrice()
  saturday?: number | null;

  @OptionalPrice()
  sunday?: number | null;

  @OptionalPrice()
  publicHoliday?: number | null;

  @ReadOnlyField('read-only, echoed back from GET')
  serviceName?: unknown;

  @ReadOnlyField('read-only, echoed back from GET')
  unit?: unknown;
}
