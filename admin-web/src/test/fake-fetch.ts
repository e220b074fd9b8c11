/** A fetch stand-in: routes 'METHOD /path' to a JSON reply and records every call. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
export type Routes = Record<string, Reply | ((init: RequestInit | undefined, url: string) => Reply | Promise<Reply>)>;

export interface FakeFetch extends jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]> {
  callsTo(methodAndPath: string): number;
}

export function fakeFetch(routes: Routes): FakeFetch {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
    const route = routes[`${method} ${path}`];
    if (!route) return new Response(JSON.stringify({ statusCode: 404, message: 'Not Found' }), { status: 404 });
    const reply = typeof route === 'function' ? await route(init, url) : route;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...(reply.headers ?? {}) },
    });
  }) as FakeFetch;
  mock.callsTo = (methodAndPath: string) =>
    mock.mock.calls.filter(([input, init]) => {
      const path = String(input)
        .replace(/^https?:\/\/[^/]+/, '')
        .split('?')[0];
      return `${(init?.method ?? 'GET').toUpperCase()} ${path}` === methodAndPath;
    }).length;
  return mock;
}
