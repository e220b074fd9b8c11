import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorCode } from '@homeward/domain';

/** A 429 that says when to come back: in the message, and in Retry-After (seconds; AllExceptionsFilter sets it). */
export class TooManyRequestsException extends HttpException {
  readonly retryAfterSeconds: number;

  /** `code` tells a paused sign-in (ACCOUNT_PAUSED) from any other limit. */
  constructor(retryAfterSeconds: number, code: ApiErrorCode = 'TOO_MANY_REQUESTS') {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(
      {
        statusCode: 429,
        code,
        error: 'Too Many Requests',
        message: `Too many requests. Please wait ${Math.ceil(seconds / 60)} minute(s) and try again.`,
      },
      HttpStatus.TOO_MANY_REQUESTS,
    );
    this.retryAfterSeconds = seconds;
  }
}
