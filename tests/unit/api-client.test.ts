import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages.ts';
import {
  ApiError,
  apiRequest,
  configureApiBase,
  getJson,
  setTokenProvider,
  type TokenProvider,
} from '@web/lib/api-client.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** Each path answers the way a real server (or a misbehaving proxy) might. */
const routes: Record<string, (res: ServerResponse, seen: Seen) => void> = {
  '/json-error': (res) => send(res, 400, 'application/json', JSON.stringify({ message: 'Bad thing', code: 'BAD_REQUEST' })),
  '/json-without-message': (res) => send(res, 422, 'application/json', JSON.stringify({ error: 'nope' })),
  '/text-error': (res) => send(res, 500, 'text/plain', 'Server exploded'),
  '/empty-error': (res) => send(res, 503, 'text/plain', ''),
  '/quota': (res) => send(res, 429, 'application/json', JSON.stringify({ message: 'Quota exceeded for this project' })),
  '/no-content': (res) => send(res, 204, undefined, ''),
  '/empty': (res) => send(res, 200, 'application/json', ''),
  '/html': (res) => send(res, 200, 'text/html', '<p>Hello</p>'),
  '/broken-json': (res) => send(res, 200, 'application/json', '{"half":'),
  '/plain': (res) => send(res, 200, 'text/plain', 'just words'),
  '/unauthorised': (res) => send(res, 401, 'application/json', JSON.stringify({ message: 'Sign in first', code: 'UNAUTHENTICATED' })),
  '/stale-token': (res, seen) =>
    seen.headers.authorization === 'Bearer fresh-token'
      ? send(res, 200, 'application/json', JSON.stringify({ ok: true }))
      : send(res, 401, 'application/json', JSON.stringify({ message: 'Your sign-in has expired.', code: 'UNAUTHENTICATED' })),
  '/echo': (res, seen) => send(res, 200, 'application/json', JSON.stringify(seen)),
};

function send(res: ServerResponse, status: number, contentType: string | undefined, body: string) {
  if (contentType) res.setHeader('Content-Type', contentType);
  res.writeHead(status);
  res.end(body);
}

let server: Server;
const requests: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(seen);
      const pathname = new URL(seen.url, 'http://x').pathname;
      // Every /api/… path echoes, so token handling can be checked on the real paths of §7.
      const route = routes[pathname.startsWith('/api/') ? '/echo' : pathname];
      if (route) route(res, seen);
      else send(res, 404, 'application/json', JSON.stringify({ message: 'No such API endpoint.', code: 'NOT_FOUND' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
  setTokenProvider(async () => null);
});

async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof Error)) throw new Error('expected the request to fail');
  return outcome;
}

describe('errors (docs/product.md §8)', () => {
  it('raises "{status}: {message}" with the message field of a JSON body', async () => {
    const error = await failure(apiRequest('/json-error'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('400: Bad thing');
    expect(error).toMatchObject({ status: 400, serverMessage: 'Bad thing', code: 'BAD_REQUEST' });
  });

  it('uses the JSON text when the body has no message field', async () => {
    expect((await failure(apiRequest('/json-without-message'))).message).toBe('422: {"error":"nope"}');
  });

  it('uses plain text bodies as they are', async () => {
    expect((await failure(apiRequest('/text-error'))).message).toBe('500: Server exploded');
  });

  it('falls back to the status text when the body is empty', async () => {
    expect((await failure(apiRequest('/empty-error'))).message).toBe('503: Service Unavailable');
  });

  it('maps a quota error to the §8 quota message', async () => {
    const error = await failure(apiRequest('/quota'));
    expect(error.message).toBe(`429: ${messages.quotaExceeded}`);
    expect(messages.quotaExceeded).toBe('Firebase quota exceeded. Please try again later.');
  });
});

describe('reading responses (docs/product.md §7)', () => {
  it('gives {} for 204 and for an empty body', async () => {
    expect(await apiRequest('/no-content')).toEqual({});
    expect(await apiRequest('/empty')).toEqual({});
  });

  it('gives {success:true} for a response that is not JSON', async () => {
    expect(await apiRequest('/html')).toEqual({ success: true });
  });

  it('reports JSON it cannot parse', async () => {
    const error = await failure(apiRequest('/broken-json'));
    expect(error.message).toMatch(/^Failed to parse response: .+/);
  });

  it('treats unparseable JSON from a DELETE as success', async () => {
    expect(await apiRequest('/broken-json', { method: 'DELETE' })).toEqual({ success: true });
  });

  it('reads text and blobs when asked', async () => {
    expect(await apiRequest('/plain', { responseType: 'text' })).toBe('just words');
    const blob = await apiRequest<Blob>('/plain', { responseType: 'blob' });
    expect(await blob.text()).toBe('just words');
  });

  it('parses JSON bodies', async () => {
    const seen = await apiRequest<Seen>('/echo');
    expect(seen.method).toBe('GET');
  });
});

describe('requests', () => {
  it('sends GETs with no-cache headers and no token when none is available', async () => {
    const seen = await apiRequest<Seen>('/echo');
    expect(seen.headers['cache-control']).toBe('no-cache');
    expect(seen.headers.pragma).toBe('no-cache');
    expect(seen.headers.authorization).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    const seen = await apiRequest<Seen>('/echo', { method: 'post', body: { email: 'a@b.co' } });
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toEqual({ email: 'a@b.co' });
    expect(seen.headers['cache-control']).toBeUndefined();
  });

  it('sends the bearer token the provider gives', async () => {
    setTokenProvider(async () => 'provider-token');
    const seen = await apiRequest<Seen>('/echo');
    expect(seen.headers.authorization).toBe('Bearer provider-token');
  });

  it('lets an explicit token win over the provider, and an explicit null send none', async () => {
    const provider = vi.fn<TokenProvider>(async () => 'provider-token');
    setTokenProvider(provider);
    expect((await apiRequest<Seen>('/echo', { token: 'explicit' })).headers.authorization).toBe('Bearer explicit');
    expect((await apiRequest<Seen>('/echo', { token: null })).headers.authorization).toBeUndefined();
    expect(provider).not.toHaveBeenCalled();
  });

  it('fails with the §8 message, without calling the server, when auth is required and no token exists', async () => {
    const error = await failure(apiRequest('/api/credits', { requireAuth: true }));
    expect(error.message).toBe('Authentication required: Could not get token for /api/credits. Please log in again.');
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['POST', '/api/auth/create-account', true],
    ['POST', '/api/payment/checkout', true],
    ['post', '/api/auth/parental-consent', true],
    ['GET', '/api/auth/me', false],
    ['POST', '/api/stories', false],
    ['DELETE', '/api/auth/session', false],
  ])('%s %s asks the provider for forceRefresh: %s', async (method, path, forceRefresh) => {
    const provider = vi.fn<TokenProvider>(async () => 'token');
    setTokenProvider(provider);
    await apiRequest(path, { method });
    expect(provider).toHaveBeenCalledExactlyOnceWith({ forceRefresh });
  });
});

describe('getJson', () => {
  it('returns null on 401 when configured to', async () => {
    expect(await getJson('/unauthorised', { on401: 'returnNull' })()).toBeNull();
  });

  it('throws on 401 by default', async () => {
    expect((await failure(getJson('/unauthorised')())).message).toBe('401: Sign in first');
  });

  it('still throws other errors when returning null on 401', async () => {
    expect((await failure(getJson('/json-error', { on401: 'returnNull' })())).message).toBe('400: Bad thing');
  });
});

describe('a token the server no longer accepts', () => {
  it('is refreshed once and the request retried', async () => {
    const provider = vi.fn<TokenProvider>(async ({ forceRefresh }) => (forceRefresh ? 'fresh-token' : 'stale-token'));
    setTokenProvider(provider);
    await expect(apiRequest('/stale-token')).resolves.toEqual({ ok: true });
    expect(provider.mock.calls.map(([options]) => options.forceRefresh)).toEqual([false, true]);
  });

  it('is not retried more than once, and an explicit token is never replaced', async () => {
    const provider = vi.fn<TokenProvider>(async () => 'stale-token');
    setTokenProvider(provider);
    await expect(apiRequest('/stale-token')).rejects.toMatchObject({ status: 401 });
    expect(provider).toHaveBeenCalledTimes(2);
    await expect(apiRequest('/stale-token', { token: 'stale-token' })).rejects.toMatchObject({ status: 401 });
    expect(provider).toHaveBeenCalledTimes(2);
  });
});

describe('an answer the page had already asked for', () => {
  const base = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  it('is read instead of sending the request again, with its headers seen first', async () => {
    setTokenProvider(async () => 'a-token');
    const sent = fetch(`${base()}/api/stories/s1`, { headers: { authorization: 'Bearer early' } });
    const headers: string[] = [];
    const answer = await apiRequest<{ headers: { authorization?: string } }>('/api/stories/s1', { sent, onHeaders: (seen) => headers.push(seen.get('content-type') ?? '') });
    expect(answer.headers.authorization).toBe('Bearer early');
    expect(headers).toEqual(['application/json']);
    expect(requests).toHaveLength(1);
  });

  it('is asked again when it was refused (a token that ran out) or never came', async () => {
    const provider = vi.fn<TokenProvider>(async ({ forceRefresh }) => (forceRefresh ? 'fresh-token' : 'stale-token'));
    setTokenProvider(provider);
    const refused = fetch(`${base()}/stale-token`);
    await expect(apiRequest('/stale-token', { sent: refused })).resolves.toEqual({ ok: true });
    expect(requests.map((seen) => seen.headers.authorization)).toEqual([undefined, 'Bearer fresh-token']);
    await expect(apiRequest('/stale-token', { sent: Promise.resolve(null), token: 'fresh-token' })).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(3);
  });
});
