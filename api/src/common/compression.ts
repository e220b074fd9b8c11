import compression, { type CompressionOptions } from 'compression';
import type { RequestHandler } from 'express';

/**
 * compression() only for clients that send Accept-Encoding. Without that header compression never
 * compresses (it falls back to identity), yet it still wraps write/end and hooks writeHead on every
 * response; skipping it changes nothing but that cost. Vary: Accept-Encoding is still sent, as
 * compression would for these (compressible) responses, so a shared cache keeps the variants apart.
 */
export function compressWhenAccepted(options?: CompressionOptions): RequestHandler {
  const compress = compression(options);
  return (req, res, next) => {
    if (req.headers['accept-encoding'] === undefined) {
      res.setHeader('Vary', 'Accept-Encoding');
      next();
      return;
    }
    compress(req, res, next);
  };
}
