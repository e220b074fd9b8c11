import { installFakeFetch } from '@homeward/test-support';
import { apiErrorOf } from '@homeward/domain';
import { apiGet, apiRequest, apiSend, badRequestMessage } from './api-client.js';

/** Every request gets this answer. */
const mockFetch = (status: number, text: string, statusText?: string) => installFakeFetch({ '*': { status, text, statusText } });

describe('apiGet', () => {
  it('sends cookies and parses JSON', async () => {
    const fetchFn = mockFetch(200, '[{"id":1}]');
    await expect(apiGet('/api/classifications')).resolves.toEqual([{ id: 1 }]);
    expect(fetchFn).toHaveBeenCalledWith('/api/classifications', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('raises "STATUS: body" on a non-OK response', async () => {
    mockFetch(500, 'database down');
    await expect(apiGet('/api/services')).rejects.toThrow('500: database down');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch(404, '', 'Not Found');
    await expect(apiGet('/api/x')).rejects.toThrow('404: Not Found');
  });

  it('throws on 401 by default, or yields null when asked', async () => {
    mockFetch(401, 'Unauthorized');
    await expect(apiGet('/api/admin/session')).rejects.toThrow('401: Unauthorized');
    await expect(apiGet('/api/admin/session', { on401: 'null' })).resolves.toBeNull();
  });
});

describe('apiSend', () => {
  it('sends a JSON body with the JSON content type and cookies', async () => {
    const fetchFn = mockFetch(201, '{"ok":true}');
    await expect(apiSend('POST', '/api/leads/provider', { name: 'Ann' })).resolves.toEqual({ ok: true });
    expect(fetchFn).toHaveBeenCalledWith(
      '/api/leads/provider',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"name":"Ann"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('sends no content type without a body, and accepts an empty response', async () => {
    const fetchFn = mockFetch(204, '');
    await expect(apiSend('DELETE', '/api/admin/providers/3')).resolves.toBeNull();
    const init = (fetchFn.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('raises "STATUS: body" on failure', async () => {
    mockFetch(400, '{"message":["email must be an email"]}');
    await expect(apiSend('POST', '/api/leads/calculator', {})).rejects.toThrow('400: {"message":["email must be an email"]}');
  });
});

describe('apiRequest', () => {
  it('hands back the answer with its headers', async () => {
    installFakeFetch({ '*': { status: 200, text: '[1,2]', headers: { 'X-Has-More': 'true' } } });
    const { data, headers } = await apiRequest<number[]>('GET', '/api/providers/search');
    expect(data).toEqual([1, 2]);
    expect(headers.get('x-has-more')).toBe('true');
  });

  it('raises "STATUS: body" like the others', async () => {
    mockFetch(503, 'busy');
    await expect(apiRequest('POST', '/api/plans/quote', { body: {} })).rejects.toThrow('503: busy');
  });
});

describe('badRequestMessage', () => {
  const failed = (_status: number, _text: string) => apiGet('/api/x').catch((error: unknown) => error);

  it('reads the message of a 400 from the body the error carries, joining a list', async () => {
    mockFetch(400, '{"statusCode":400,"code":"BAD_REQUEST","message":"near must be a place"}');
    const error = await failed(400, '');
    expect((error as Error).message).toBe('400: {"statusCode":400,"code":"BAD_REQUEST","message":"near must be a place"}');
    expect(badRequestMessage(error)).toBe('near must be a place');
    mockFetch(400, '{"statusCode":400,"code":"VALIDATION_FAILED","message":["a is wrong","b is wrong"],"fields":{"a":"a is wrong"}}');
    const listed = await failed(400, '');
    expect(badRequestMessage(listed)).toBe('a is wrong. b is wrong');
    expect(apiErrorOf(listed)?.fields).toEqual({ a: 'a is wrong' });
  });

  it('is null for any other failure, and never reads the text of a message', async () => {
    mockFetch(500, '{"statusCode":500,"code":"INTERNAL_ERROR","message":"x"}');
    expect(badRequestMessage(await failed(500, ''))).toBeNull();
    mockFetch(400, 'not json');
    expect(badRequestMessage(await failed(400, ''))).toBeNull();
    expect(badRequestMessage(new Error('400: {"statusCode":400,"code":"BAD_REQUEST","message":"x"}'))).toBeNull();
  });
});
