import { bodyErrorHandler, requireJsonBodies, requireSameOrigin } from './http-middleware.js';
import type { NextFunction, Request, Response } from 'express';

function fakeReq(method: string, headers: Record<string, string>, contentType?: string): Request {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    headers: lower,
    host: lower.host,
    protocol: lower['x-test-protocol'] ?? 'http',
    get: (name: string) => lower[name.toLowerCase()],
    is: (type: string) => (contentType && contentType.startsWith(type) ? type : false),
  } as unknown as Request;
}

function fakeRes() {
  const res = { statusCode: 200, body: undefined as unknown, status: (s: number) => ((res.statusCode = s), res), json: (b: unknown) => ((res.body = b), res) };
  return res;
}

describe('requireSameOrigin', () => {
  it.each([
    ['GET from anywhere', 'GET', { host: 'a.example', origin: 'https://evil.example' }, true],
    ['POST from the same host', 'POST', { host: 'a.example:3000', origin: 'http://a.example:3000' }, true],
    ['POST from another host', 'POST', { host: 'a.example', origin: 'https://evil.example' }, false],
    ['POST with Origin null', 'POST', { host: 'a.example', origin: 'null' }, false],
    ['POST from https to an http server on the same host', 'POST', { host: 'a.example:3000', origin: 'https://a.example:3000' }, false],
    ['POST from http to an https server on the same host', 'POST', { host: 'a.example', origin: 'http://a.example', 'x-test-protocol': 'https' }, false],
    ['POST from another port on the same host', 'POST', { host: 'a.example:3000', origin: 'http://a.example:3001' }, false],
    ['POST from https to https (behind a trusted proxy)', 'POST', { host: 'a.example', origin: 'https://a.example', 'x-test-protocol': 'https' }, true],
    ['POST naming the default port', 'POST', { host: 'a.example', origin: 'http://a.example:80' }, true],
    ['POST from the same host in capitals', 'POST', { host: 'a.example', origin: 'HTTP://A.EXAMPLE' }, true],
    ['DELETE marked cross-site', 'DELETE', { host: 'a.example', 'sec-fetch-site': 'cross-site' }, false],
    ['PUT marked same-origin', 'PUT', { host: 'a.example', 'sec-fetch-site': 'same-origin' }, true],
    ['POST from a non-browser client', 'POST', { host: 'a.example' }, true],
  ])('%s -> allowed: %p', (_label, method, headers, allowed) => {
    const res = fakeRes();
    const next = jest.fn();
    requireSameOrigin(fakeReq(method, headers), res as unknown as Response, next as NextFunction);
    expect(next).toHaveBeenCalledTimes(allowed ? 1 : 0);
    if (!allowed) expect(res.statusCode).toBe(403);
  });
});

describe('requireJsonBodies', () => {
  it.each([
    ['POST JSON', 'POST', { 'content-length': '10' }, 'application/json', true],
    ['POST text', 'POST', { 'content-length': '10' }, 'text/plain', false],
    ['POST with no body', 'POST', { 'content-length': '0' }, undefined, true],
    ['GET', 'GET', {}, undefined, true],
    ['PUT chunked form', 'PUT', { 'transfer-encoding': 'chunked' }, 'application/x-www-form-urlencoded', false],
  ])('%s -> allowed: %p', (_label, method, headers, type, allowed) => {
    const res = fakeRes();
    const next = jest.fn();
    requireJsonBodies(fakeReq(method, headers as Record<string, string>, type), res as unknown as Response, next as NextFunction);
    expect(next).toHaveBeenCalledTimes(allowed ? 1 : 0);
    if (!allowed) expect(res.statusCode).toBe(415);
  });
});

describe('bodyErrorHandler', () => {
  it('answers body-parser errors as JSON with their 4xx status', () => {
    const res = fakeRes();
    bodyErrorHandler({ type: 'entity.too.large', status: 413, limit: 102400 }, {} as Request, res as unknown as Response, jest.fn());
    expect(res.statusCode).toBe(413);
    expect(res.body).toEqual({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      error: 'Payload Too Large',
      message: 'The request body is too large (limit 102400 bytes)',
    });
  });

  it('passes other errors on', () => {
    const next = jest.fn();
    const error = new Error('boom');
    bodyErrorHandler(error, {} as Request, fakeRes() as unknown as Response, next);
    expect(next).toHaveBeenCalledWith(error);
  });
});
