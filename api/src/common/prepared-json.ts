import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** A JSON body serialised once, with its ETag and its gzip and brotli encodings. */
export interface PreparedJson {
  /** Weak ETag in Express's own format (W/"<length in hex>-<sha1, base64>"), so a revalidation is a 304. */
  readonly etag: string;
  readonly identity: Buffer;
  readonly gzip: Buffer;
  readonly br: Buffer;
}

export function prepareJson(value: unknown): PreparedJson {
  const identity = Buffer.from(JSON.stringify(value), 'utf8');
  const hash = createHash('sha1').update(identity).digest('base64').slice(0, 27);
  return {
    etag: `W/"${identity.length.toString(16)}-${hash}"`,
    identity,
    gzip: gzipSync(identity, { level: zlib.Z_BEST_COMPRESSION }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  };
}

/** br when the client takes it, else gzip, else the plain bytes (the compression middleware prefers br too). */
function encodingFor(req: Request): 'br' | 'gzip' | null {
  if (req.headers['accept-encoding'] === undefined) return null;
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return null;
}

/**
 * Sends a prepared body: Cache-Control, ETag, Vary and the encoding the client accepts. Express's send()
 * answers a matching If-None-Match with a 304 and a HEAD without the body; the compression middleware
 * leaves an already encoded body alone.
 */
export function sendPreparedJson(req: Request, res: Response, body: PreparedJson, cacheControl: string): void {
  const encoding = encodingFor(req);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', body.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (encoding !== null) res.setHeader('Content-Encoding', encoding);
  res.send(encoding === 'br' ? body.br : encoding === 'gzip' ? body.gzip : body.identity);
}

/**
 * A computed JSON body, sent as bytes with its Content-Type set once: what res.json does (Express still adds
 * its ETag, answers If-None-Match with a 304 and HEAD without the body), without Express parsing and
 * rewriting the Content-Type it has just set (res.json, then send's charset step). `json` is JSON text.
 */
export function sendJsonText(res: Response, json: string): void {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.send(Buffer.from(json, 'utf8'));
}
