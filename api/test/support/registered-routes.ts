import type { TestApp } from './harness.js';

export interface RouteInfo {
  method: string;
  path: string;
}

/** Every route the app has registered, read from the Express router Nest filled ('GET /api/partner/session'). */
export function registeredRoutes(app: TestApp, prefix = '/api/'): RouteInfo[] {
  const express = app.app.getHttpAdapter().getInstance() as unknown as {
    router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean> } }> };
  };
  return express.router.stack
    .filter((layer) => layer.route && (layer.route.path === prefix.replace(/\/$/, '') || layer.route.path.startsWith(prefix)))
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((m) => m !== '_all')
        .map((method) => ({ method: method.toUpperCase(), path: layer.route!.path })),
    );
}

export const routeKey = (r: RouteInfo) => `${r.method} ${r.path}`;
