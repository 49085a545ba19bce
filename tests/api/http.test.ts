import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { earlySessionScript } from '../../src/shared/early-session.ts';
import { pagePreloadsFile } from '../../src/server/http/page-preloads.ts';
import { precompressFolder } from '../../scripts/vite-precompress.ts';
import { seedDemoContent } from '../../src/server/db/seed/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let site: ReturnType<typeof createApp>;
let webRoot: string;

const indexHtml = `<!doctype html><html lang="en"><head><title>Storyloom</title></head><body><div id="root"></div>${'<!-- padding so the page is worth compressing -->'.repeat(40)}<script type="module" src="/assets/app-abc123.js"></script></body></html>`;
const storyJs = `export const story = ${JSON.stringify('The lantern swung. '.repeat(300))};\n`;
const appJs = `export const greeting = ${JSON.stringify('Once upon a time. '.repeat(200))};\n`;

beforeAll(async () => {
  t = await createTestApp();
  webRoot = await mkdtemp(path.join(tmpdir(), 'storyloom-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), indexHtml);
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), appJs);
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webRoot, 'assets', 'story-abc123.js'), storyJs);
  await writeFile(path.join(webRoot, 'assets', 'tiny-abc123.js'), 'export {};\n');
  await precompressFolder(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, pagePreloadsFile), JSON.stringify({ '/stories/:id': ['/assets/story-abc.js', '/assets/flip-book-abc.js'] }));
  site = createApp(t.deps, { webRoot });
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (pathname: string, headers: Record<string, string> = {}) =>
  Promise.resolve(site.request(pathname, { headers }));

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("default-src 'self'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-request-id')).toBeTruthy();
}

describe('security headers', () => {
  it.each(['/api/affiliate-status', '/api/health', '/api/no-such-thing'])('are on the API response %s', async (pathname) => {
    const response = await t.request(pathname);
    expectSecurityHeaders(response);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(['/', '/about', '/definitely-not-a-page', '/assets/app-abc123.js'])('are on the page response %s', async (pathname) => {
    const response = await page(pathname);
    expectSecurityHeaders(response);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('are on error responses', async () => {
    const response = await t.request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
  });

  it('add HSTS only when the request came over HTTPS', async () => {
    const overHttps = await t.request('/api/affiliate-status', { headers: { 'x-forwarded-proto': 'https' } });
    expect(overHttps.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const pageOverHttps = await page('/about', { 'x-forwarded-proto': 'https, http' });
    expect(pageOverHttps.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    const overHttp = await t.request('/api/affiliate-status', { headers: { 'x-forwarded-proto': 'http' } });
    expect(overHttp.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('request ids', () => {
  it('gives every response its own id', async () => {
    const [a, b] = await Promise.all([t.request('/api/health'), t.request('/api/health')]);
    expect(a.headers.get('x-request-id')).toBeTruthy();
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('keeps an id the proxy already assigned', async () => {
    const response = await t.request('/api/health', { headers: { 'x-request-id': 'proxy-assigned-42' } });
    expect(response.headers.get('x-request-id')).toBe('proxy-assigned-42');
  });
});

describe('when the database is down', () => {
  let broken: TestApp;
  beforeAll(async () => {
    broken = await createTestApp();
    await broken.deps.db.$client.end();
  });
  afterAll(() => broken.deps.queue.stop());

  it('answers an internal error without leaking details', async () => {
    const response = await broken.request('/api/blog');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    expect(text).not.toMatch(/\bat \S+ \(|\bat file:|node_modules|\.ts:\d+/);
    expect(text).not.toMatch(/pool|postgres|select/i);
  });

  it('reports itself degraded on the health check', async () => {
    const response = await broken.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'degraded', database: 'down', queue: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('serving the web app', () => {
  it.each(['/', '/index.html', '/about', '/blog', '/blog/some-slug', '/contact', '/about/'])(
    'answers the route %s with index.html, never cached',
    async (pathname) => {
      const response = await page(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  const signedInHtml = indexHtml.replace('<head>', `<head>\n    <script>${earlySessionScript}</script>`);

  it.each(['/dashboard', '/profile', '/stories'])(
    'answers the signed-in route %s with index.html asking for the session first of all',
    async (pathname) => {
      const response = await page(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(signedInHtml);
    },
  );

  it.each(['/stories/abc', '/stories/abc/'])('names the code a story page loads on demand in the head of %s, so it is fetched at once', async (pathname) => {
    const response = await page(pathname);
    expect(response.status).toBe(200);
    const links = '\n    <link rel="modulepreload" crossorigin href="/assets/story-abc.js">\n    <link rel="modulepreload" crossorigin href="/assets/flip-book-abc.js">';
    expect(await response.text()).toBe(signedInHtml.replace('</head>', `${links}\n  </head>`));
  });

  it.each(['/no-such-page', '/blog/a/b', '/index.html.bak', '/assets/missing-999.js'])(
    'answers the unknown path %s with the app and a 404 status',
    async (pathname) => {
      const response = await page(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('caches hashed assets for a year', async () => {
    const response = await page('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(appJs);
  });

  it('caches other public files briefly', async () => {
    const response = await page('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers unknown API paths with JSON, not the app', async () => {
    const response = await page('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'No such API endpoint.', code: 'NOT_FOUND' });
  });

  it.each(['/api/blog/%00', '/api/blog/a%01b', '/api/blog/%7F'])('refuses %s, whose path decodes to text that cannot be stored', async (pathname) => {
    const response = await page(pathname);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'path' });
  });

  it('reads a plain path, and one with harmless escapes, as it is', async () => {
    expect((await page('/api/blog/no-such-post')).status).toBe(404);
    expect((await page('/api/blog/no%20such%20post')).status).toBe(404);
  });

  it('still serves the API', async () => {
    const response = await page('/api/affiliate-status');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ enabled: true });
  });

  it('never serves files outside the web root', async () => {
    for (const pathname of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await page(pathname);
      expect(await response.text()).not.toContain('"name": "storyloom"');
    }
  });

  it.each(['/about', '/assets/app-abc123.js'])('compresses %s with gzip when the browser accepts it', async (pathname) => {
    const response = await page(pathname, { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body).toBe(pathname === '/about' ? indexHtml : appJs);
  });

  it('sends the Brotli or gzip copy the build made of an asset, as the browser accepts, and the file itself otherwise', async () => {
    const brotli = await page('/assets/story-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const packed = Buffer.from(await brotli.arrayBuffer());
    expect(Number(brotli.headers.get('content-length'))).toBe(packed.length);
    expect(brotliDecompressSync(packed).toString()).toBe(storyJs);
    const gzip = await page('/assets/story-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(storyJs);
    const plain = await page('/assets/story-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(storyJs);
    // A file too small to gain from it has no copies, and is sent as it is.
    const tiny = await page('/assets/tiny-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('export {};\n');
  });

  it('compresses API responses too', async () => {
    await seedDemoContent(t.deps.db);
    const plain = await page('/api/blog');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const expected = await plain.json();

    const response = await page('/api/blog', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString())).toEqual(expected);
  });

  it('sends a small JSON answer as it is, with its length, even to a browser that accepts gzip', async () => {
    const response = await page('/api/affiliate-status', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-length')).toBe(String('{"enabled":true}'.length));
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({ enabled: true });
  });

  it('refuses to start without a built app', () => {
    expect(() => createApp(t.deps, { webRoot: path.join(webRoot, 'missing') })).toThrow(/not built/);
  });
});
