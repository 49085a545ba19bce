/**
 * The headers every answer carries, the same whether the app is handed a request directly (as the
 * API tests do) or Node serves it, where they go on the Node response under the app's own answer.
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appServerOptions } from '../../src/server/http/node-response.ts';
import { noStoreByDefault } from '../../src/server/http/no-store.ts';
import { requestIds } from '../../src/server/http/request-id.ts';
import { securityHeaders, svgContentSecurityPolicy } from '../../src/server/http/security-headers.ts';

function appWithHeaders() {
  const app = new Hono();
  app.use(requestIds());
  app.use(securityHeaders());
  const api = new Hono();
  api.use(noStoreByDefault());
  api.get('/private', (c) => c.json({ credits: 3 }));
  api.get('/public', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ enabled: true });
  });
  // A response made outside Hono's helpers, as the identity layer makes its own.
  api.get('/elsewhere', () => new Response('{"session":null}', { headers: { 'content-type': 'application/json' } }));
  api.get('/identity/callback/google', (c) => c.html('<!doctype html><title>done</title>'));
  app.route('/api', api);
  app.get('/picture.svg', (c) => c.body('<svg xmlns="http://www.w3.org/2000/svg"/>', 200, { 'Content-Type': 'image/svg+xml' }));
  app.get('/made-elsewhere.svg', () => new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', { headers: { 'content-type': 'image/svg+xml', 'x-drawn-by': 'test' } }));
  app.get('/framed', (c) => c.html('<!doctype html><title>framed</title>', 200, { 'X-Frame-Options': 'SAMEORIGIN' }));
  app.get('/own-policy.svg', (c) =>
    c.body('<svg xmlns="http://www.w3.org/2000/svg"/>', 200, { 'Content-Type': 'image/svg+xml', 'Content-Security-Policy': svgContentSecurityPolicy }),
  );
  app.get('*', (c) => c.html('<!doctype html><title>page</title>'));
  return app;
}

const app = appWithHeaders();
let server: ServerType;
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: appServerOptions }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ways: [string, (path: string, headers?: Record<string, string>) => Promise<Response>][] = [
  ['handed a request', (path, headers) => Promise.resolve(app.request(path, { headers }))],
  ['served by Node', (path, headers) => fetch(`${baseUrl}${path}`, { headers })],
];

describe.each(ways)('answers %s', (_way, get) => {
  it('carry every security header once, and HSTS only over HTTPS', async () => {
    const response = await get('/about');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('content-security-policy')).not.toContain(',');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const secure = await get('/about', { 'x-forwarded-proto': 'https' });
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('give an SVG the drawing-only policy and a response made elsewhere the same headers', async () => {
    const svg = await get('/picture.svg');
    expect(svg.headers.get('content-security-policy')).toBe(svgContentSecurityPolicy);
    const madeElsewhere = await get('/made-elsewhere.svg');
    expect(madeElsewhere.headers.get('content-security-policy')).toBe(svgContentSecurityPolicy);
    expect(madeElsewhere.headers.get('x-frame-options')).toBe('DENY');
    expect((await get('/api/private')).headers.get('content-security-policy')).toContain("default-src 'self'");
    const elsewhere = await get('/api/elsewhere');
    expect(elsewhere.headers.get('x-frame-options')).toBe('DENY');
    expect(elsewhere.headers.get('cache-control')).toBe('no-store');
    expect(elsewhere.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('leave the sign-in popup page without an opener policy', async () => {
    const popup = await get('/api/identity/callback/google?code=abc');
    expect(popup.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(popup.headers.get('x-frame-options')).toBe('DENY');
  });

  it('are not stored unless their handler says so', async () => {
    expect((await get('/api/private')).headers.get('cache-control')).toBe('no-store');
    expect((await get('/api/public')).headers.get('cache-control')).toBe('public, max-age=300');
    expect(await (await get('/api/private')).json()).toEqual({ credits: 3 });
  });

  it('carry a request id: the caller’s own when plain, else a new one', async () => {
    const fresh = (await get('/api/private')).headers.get('x-request-id');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    expect((await get('/api/private', { 'x-request-id': 'proxy-42' })).headers.get('x-request-id')).toBe('proxy-42');
    expect((await get('/api/private', { 'x-request-id': 'bad id!' })).headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('give way to a header the answer sets itself, once, leaving the others', async () => {
    const framed = await get('/framed');
    expect(framed.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(framed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(framed.headers.get('content-security-policy')).toContain("default-src 'self'");
    const ownPolicy = await get('/own-policy.svg');
    expect(ownPolicy.headers.get('content-security-policy')).toBe(svgContentSecurityPolicy);
  });
});

describe('answers served by Node', () => {
  it('carry each header line once', async () => {
    const { request } = await import('node:http');
    const rawHeaders = await new Promise<string[]>((resolve, reject) => {
      request(`${baseUrl}/api/public`, (response) => {
        response.resume();
        resolve(response.rawHeaders);
      })
        .on('error', reject)
        .end();
    });
    const names = rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase());
    expect(names.length).toBeGreaterThan(14);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['x-request-id', 'content-security-policy', 'cache-control', 'content-type', 'content-length']));
  });
});
