import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';

/**
 * A JSON array of at most `maxItems` objects, each turned into `itemType` and validated as one (a plan's
 * services, a price list). The field's own docs stay with the field.
 */
export const NestedList = (itemType: () => new () => object, maxItems: number): PropertyDecorator =>
  // Listed bottom-up (applyDecorators applies first to last), as they would run written above a property.
  applyDecorators(Type(itemType), ValidateNested({ each: true }), ArrayMaxSize(maxItems), IsArray());
