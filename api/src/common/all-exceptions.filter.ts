import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { errorBody, toErrorBody } from './api-error.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';
import type { Response } from 'express';

/** True for errors that mean the database cannot be reached (rather than a bug in a query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: string }).code ?? '';
  return (
    [
      'ECONNREFUSED',
      'ECONNRESET',
      'ETIMEDOUT',
      'EHOSTUNREACH',
      'ENOTFOUND',
      'PROTOCOL_CONNECTION_LOST',
      'ER_CON_COUNT_ERROR',
      'SQLITE_BUSY',
      'SQLITE_CANTOPEN',
      'SQLITE_IOERR',
    ].includes(code) ||
    /connection is not established|not initialized|pool is closed|database connection is not open|connection lost|the database connection is not open|Cannot enqueue|closed state/i.test(
      error.message,
    ) ||
    error.name === 'ConnectionIsNotSetError' ||
    error.name === 'CannotExecuteNotConnectedError'
  );
}

/**
 * One place that turns errors into JSON, all in one shape ({ statusCode, code, message, error?, fields? }):
 * HttpExceptions keep their status and message (and get their status's code unless they name one); an
 * unreachable database is a 503; anything else is logged and answered with a 500 that reveals nothing.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      if (exception instanceof TooManyRequestsException) res.setHeader('Retry-After', String(exception.retryAfterSeconds));
      res.status(exception.getStatus()).json(toErrorBody(exception.getStatus(), body));
      return;
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`Database unavailable: ${(exception as Error).message}`);
      res
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .json(errorBody(503, 'SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.'));
      return;
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    res.status(HttpStatus.INTERNAL_SERVER_ERROR).json(errorBody(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'));
  }
}
