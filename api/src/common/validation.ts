import { type HttpException, type Type, ValidationPipe, type ValidationPipeOptions } from '@nestjs/common';
import { apiError } from './api-error.js';
import type { ValidationError } from 'class-validator';

/** The global ValidationPipe's options: whitelist, forbidNonWhitelisted, forbidUnknownValues, transform, no implicit conversion. */
export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  forbidUnknownValues: true,
  transform: true,
  transformOptions: { enableImplicitConversion: false },
};

/**
 * The one validation of the API's input: ValidationPipe with VALIDATION_OPTIONS, for every route's body, query and
 * params (app-setup installs it) and, through validateBody, for the few places that must call it themselves.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super(VALIDATION_OPTIONS);
  }

  /**
   * A 400 whose `message` is ValidationPipe's own list (the spec's clients read `message`, so it stays as the spec
   * wrote it) and whose `fields` names each bad field.
   */
  override createExceptionFactory(): (errors?: ValidationError[]) => unknown {
    // Nest's own factory words `message` (and cuts a huge list short); `fields` is added beside it.
    const nest = super.createExceptionFactory();
    return (errors: ValidationError[] = []) => {
      const { message } = (nest(errors) as HttpException).getResponse() as { message: string | string[] };
      return apiError(400, 'VALIDATION_FAILED', message, fieldErrors(errors));
    };
  }
}

const MAX_FIELDS = 100;

/**
 * Each bad field's path ('postcode', 'prices.0.standard') with its first message, as ValidationPipe words it in
 * `message` (a nested field's message starts with its path there too).
 */
export function fieldErrors(errors: readonly ValidationError[], parentPath = '', fields: Record<string, string> = {}): Record<string, string> {
  for (const error of errors) {
    // A body with thousands of bad items names the first ones only, as `message` does.
    if (Object.keys(fields).length >= MAX_FIELDS) break;
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const first = Object.values(error.constraints ?? {})[0];
    if (first !== undefined && fields[path] === undefined) fields[path] = parentPath ? `${parentPath}.${first}` : first;
    if (error.children?.length) fieldErrors(error.children, path, fields);
  }
  return fields;
}

let sharedPipe: AppValidationPipe | undefined;

/** The one instance of the global pipe (app-setup installs it; the places below call it). */
export function appValidationPipe(): AppValidationPipe {
  sharedPipe ??= new AppValidationPipe();
  return sharedPipe;
}

/**
 * A body checked as `dto` by the global pipe itself, for the places that must call it by hand: a login guard
 * (guards run before pipes) and the lead and claim pipes (which check their domain's rules first).
 */
export async function validateBody<T extends object>(dto: Type<T>, value: unknown): Promise<T> {
  return (await appValidationPipe().transform(value, { type: 'body', metatype: dto })) as T;
}
