import { BadRequestException, Injectable, type PipeTransform, ValidationPipe } from '@nestjs/common';
import { claimFieldErrors, normaliseClaim, type ClaimField } from '@homeward/domain';
import { CreateProviderClaimDto } from './claim-dtos.js';

/**
 * A claim's body: the domain's field rules first (claimFieldErrors), answered as one 400 whose `message` lists each
 * bad field's words and whose `fields` gives them by field, so the form puts each under its input; then the DTO's
 * types and unknown properties (the global pipe's options). The controller declares the body as a plain object so
 * the global pipe leaves it to this one. The claim comes out trimmed, its email lower-cased, its ABN as 11 digits.
 */
@Injectable()
export class ClaimIntakePipe implements PipeTransform<unknown, Promise<CreateProviderClaimDto>> {
  private readonly typeCheck = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, expectedType: CreateProviderClaimDto });

  async transform(value: unknown): Promise<CreateProviderClaimDto> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestException('The request body must be a JSON object');
    const fields = claimFieldErrors(value as Partial<Record<ClaimField, unknown>>);
    if (Object.keys(fields).length > 0) {
      throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: Object.values(fields), fields });
    }
    const dto = (await this.typeCheck.transform(value, { type: 'body', metatype: CreateProviderClaimDto })) as CreateProviderClaimDto;
    return Object.assign(new CreateProviderClaimDto(), normaliseClaim(dto));
  }
}
