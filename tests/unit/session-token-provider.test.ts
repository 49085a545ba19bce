import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The accounts layer's token provider against a small stand-in for the identity endpoints: a
 * signed-out visitor's public calls must go out without a token (and without a 401 from asking
 * for one); a signed-in parent's calls carry the bearer token.
 */
let signedIn = false;
/** Whether the session's answer carries the API token, as the real identity layer's does. */
let tokenWithSession = false;
const seen: Array<{ path: string; authorization: string | undefined }> = [];
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push({ path, authorization: req.headers.authorization });
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (path === '/api/identity/get-session') {
      return signedIn ? json(200, { session: { id: 's1' }, user: { id: 'u1' } }, tokenWithSession ? { 'set-auth-jwt': 'd.e.f' } : {}) : json(200, null);
    }
    if (path === '/api/identity/token') return signedIn ? json(200, { token: 'a.b.c' }) : json(401, { message: 'Unauthorized' });
    json(200, { ok: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  tokenWithSession = false;
  vi.resetModules();
});

/** A fresh copy of the client modules, as a new page load would have. */
async function loadClient() {
  const client = await import('@web/lib/api-client.ts');
  client.configureApiBase(origin);
  await import('@web/features/auth/session.ts');
  return client;
}

describe('token provider', () => {
  it('sends a signed-out visitor’s public call without a token and never asks for one', async () => {
    signedIn = false;
    const { apiRequest } = await loadClient();
    await expect(apiRequest('/api/contact', { method: 'POST', body: { message: 'hello' } })).resolves.toEqual({ ok: true });
    await apiRequest('/api/affiliate-status');
    expect(seen.map((request) => request.path)).toEqual(['/api/identity/get-session', '/api/contact', '/api/affiliate-status']);
    expect(seen.find((request) => request.path === '/api/contact')?.authorization).toBeUndefined();
  });

  it('asks for the session once for calls made at the same moment', async () => {
    signedIn = false;
    const { apiRequest } = await loadClient();
    await Promise.all([apiRequest('/api/blog'), apiRequest('/api/affiliate-status')]);
    expect(seen.filter((request) => request.path === '/api/identity/get-session')).toHaveLength(1);
  });

  it('gives a signed-in parent’s calls the bearer token', async () => {
    signedIn = true;
    const { apiRequest } = await loadClient();
    await apiRequest('/api/auth/me', { requireAuth: true });
    expect(seen.find((request) => request.path === '/api/auth/me')?.authorization).toBe('Bearer a.b.c');
  });

  it('takes the token that comes with the session rather than asking for it again', async () => {
    signedIn = true;
    tokenWithSession = true;
    const { apiRequest } = await loadClient();
    await Promise.all([apiRequest('/api/auth/me', { requireAuth: true }), apiRequest('/api/stories/s1', { requireAuth: true })]);
    expect(seen.map((request) => request.path).sort()).toEqual(['/api/auth/me', '/api/identity/get-session', '/api/stories/s1']);
    expect(seen.filter((request) => request.path.startsWith('/api/auth') || request.path.startsWith('/api/stories')).map((request) => request.authorization)).toEqual([
      'Bearer d.e.f',
      'Bearer d.e.f',
    ]);
  });
});
