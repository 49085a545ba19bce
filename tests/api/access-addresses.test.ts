/**
 * The app reached the ways people really reach it: by IP address on a home network, by
 * 127.0.0.1, by a host name it was told about. Served over real HTTP with the default settings
 * (no PUBLIC_URL, no proxy), as `npm start` runs it.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailLink } from '../support/accounts.ts';
import { uniqueEmail } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let server: ServerType;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: '', TRUST_PROXY: 'false', ALLOWED_HOSTS: 'stories.home.arpa' });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** node:http lets a test set the Host header that fetch would refuse to change. */
function send(path: string, options: { method?: string; host?: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        headers: { host: options.host ?? `127.0.0.1:${port}`, ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const signUp = (host: string, origin: string, email = uniqueEmail()) =>
  send('/api/identity/sign-up/email', {
    method: 'POST',
    host,
    headers: { origin },
    body: JSON.stringify({ email, password: 'moonlit-otter-lantern', name: 'Robin Parent' }),
  });

describe('access from any address', () => {
  it('signs up through 127.0.0.1 with the default settings', async () => {
    const host = `127.0.0.1:${port}`;
    const response = await signUp(host, `http://${host}`);
    expect(response.status, response.body).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ user: { name: 'Robin Parent' } });
  });

  it('signs up through a home-network IP address and a listed host name', async () => {
    for (const host of ['192.168.1.20:3000', 'stories.home.arpa:3000', `localhost:${port}`, '[::1]:3000']) {
      const response = await signUp(host, `http://${host}`);
      expect(response.status, `${host}: ${response.body}`).toBe(200);
    }
  });

  it('refuses a sign-up whose Origin is another site', async () => {
    const response = await signUp(`127.0.0.1:${port}`, 'http://evil.example');
    expect(response.status).toBe(403);
  });

  it('refuses a sign-up from an IP page posting to another address', async () => {
    const response = await signUp(`127.0.0.1:${port}`, 'http://192.168.1.99:3000');
    expect(response.status).toBe(403);
  });

  it('refuses a request addressed to a host name it was not told about (DNS rebinding)', async () => {
    const host = 'rebind.attacker.example';
    const response = await signUp(host, `http://${host}`);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('ALLOWED_HOSTS') });
    const page = await send('/api/site-config', { host });
    expect(page.status).toBe(400);
  });

  it('still answers health checks on any host name', async () => {
    const response = await send('/api/health', { host: 'storyloom-container' });
    expect(response.status).toBe(200);
  });

  it('keeps PUBLIC_URL as the address in emails', async () => {
    const email = uniqueEmail();
    const response = await signUp('192.168.1.20:3000', 'http://192.168.1.20:3000', email);
    expect(response.status).toBe(200);
    const link = await emailLink(t, email, 'verify-email');
    expect(t.deps.config.publicUrl).toBe('http://localhost:3000');
    expect(link.origin).toBe('http://localhost:3000');
  });
});
