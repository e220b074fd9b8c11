import express, { type RequestHandler } from 'express';
import { PROVIDER_CSV_LIMITS } from '@homeward/domain';
import { BODY_ALREADY_READ, bodyErrorHandler } from '../common/http-middleware.js';

export const PROVIDER_IMPORT_PATH = '/api/admin/providers/import';

/**
 * The one API route whose body is not JSON: POST /api/admin/providers/import takes the file itself as
 * text/csv (what a browser sends from a file input with fetch(body: file), no multipart needed), up to
 * 5 MB. Read here, before the JSON-only body middleware, which then sees the body already read.
 */
export function providerCsvBody(): RequestHandler {
  const text = express.text({ type: ['text/csv', 'text/plain', 'application/vnd.ms-excel'], limit: PROVIDER_CSV_LIMITS.maxBytes, defaultCharset: 'utf-8' });
  return (req, res, next) => {
    if (req.method !== 'POST' || req.path !== PROVIDER_IMPORT_PATH || !req.is(['text/csv', 'text/plain', 'application/vnd.ms-excel'])) return next();
    text(req, res, (error?: unknown) => {
      if (error !== undefined) return bodyErrorHandler(error, req, res, next);
      (req as { [BODY_ALREADY_READ]?: boolean })[BODY_ALREADY_READ] = true;
      next();
    });
  };
}
