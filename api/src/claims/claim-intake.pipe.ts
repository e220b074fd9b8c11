import { BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';
import { claimFieldErrors, normaliseClaim, type ClaimField } from '@homeward/domain';
import { validateBody } from '../common/validation.js';
import { apiError } from '../common/api-error.js';
import { CreateProviderClaimDto } from './claim-dtos.js';

/**
 * A claim's body: the domain's field rules first (claimFieldErrors), answered as one 400 whose `message` lists each
 * bad field's words and whose `fields` gives them by field, so the form puts each under its input; then the DTO's
 * types and unknown properties (the global pipe itself, validateBody). The controller declares the body as a plain object so
 * the global pipe leaves it to this one. The claim comes out trimmed, its email lower-cased, its ABN as 11 digits.
 */
@Injectable()
export class ClaimIntakePipe implements PipeTransform<unknown, Promise<CreateProviderClaimDto>> {
  async transform(value: unknown): Promise<CreateProviderClaimDto> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestException('The request body must be a JSON object');
    const fields = claimFieldErrors(value as Partial<Record<ClaimField, unknown>>);
    if (Object.keys(fields).length > 0) {
      throw apiError(400, 'VALIDATION_FAILED', Object.values(fields), fields);
    }
    const dto = await validateBody(CreateProviderClaimDto, value);
    return Object.assign(new CreateProviderClaimDto(), normaliseClaim(dto));
  }
}
