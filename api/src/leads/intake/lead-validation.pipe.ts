import { BadRequestException, HttpStatus, Injectable, type PipeTransform, type Type } from '@nestjs/common';
import { firstLeadFormError, LEAD_PLAN_MESSAGES, leadPostcodeError } from '@homeward/domain';
import { apiError } from '../../common/api-error.js';
import { validateBody } from '../../common/validation.js';
import { LEAD_ERRORS, leadError } from '../lead-errors.js';

/** Present when not null/undefined; a non-string counts as present here (its type is checked afterwards). */
const asPresence = (value: unknown): string | null | undefined =>
  typeof value === 'string' ? value : value === null || value === undefined ? (value as null | undefined) : 'present';

const isPlainObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Lead bodies are checked in the spec section 5 order with its messages (firstLeadFormError from
 * libs/domain: referral question, referral id, required fields), then for a 4-digit postcode
 * (LEAD_MESSAGES.postcodeFormat), and only then for types and lengths, by the global pipe itself (validateBody).
 * The controller declares the body as a plain object so the global pipe leaves it to this one.
 */
@Injectable()
export class LeadValidationPipe<T extends object> implements PipeTransform<unknown, Promise<T>> {
  constructor(private readonly dto: Type<T>) {}

  async transform(value: unknown): Promise<T> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new BadRequestException('The request body must be a JSON object');
    const body = value as Record<string, unknown>;
    const message = firstLeadFormError({
      hasReferralId: body.hasReferralId as boolean | null | undefined,
      referralId: asPresence(body.referralId),
      serviceLevel: asPresence(body.serviceLevel),
      name: asPresence(body.name),
      phone: asPresence(body.phone),
      email: asPresence(body.email),
      postcode: asPresence(body.postcode),
      selfManagement: body.selfManagement as boolean | null | undefined,
    });
    if (message) throw leadError(HttpStatus.BAD_REQUEST, LEAD_ERRORS.leadFormIncomplete, message);
    // Then the postcode's form (its existence needs the database: LeadsService checks it).
    const postcodeError = typeof body.postcode === 'string' ? leadPostcodeError(body.postcode) : null;
    if (postcodeError) throw apiError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', postcodeError, { postcode: postcodeError });
    // class-validator would take a list for a list of plans and report its items' fields, and drops its own
    // "must be an object" when it has nested errors to report: say it plainly first.
    if (body.plan !== undefined && body.plan !== null && !isPlainObject(body.plan)) throw new BadRequestException([LEAD_PLAN_MESSAGES.notAnObject]);
    return validateBody(this.dto, body);
  }
}
