/**
 * What happens on the wire: the app served over real HTTP, spoken to through raw sockets so a
 * test sees exactly what a reverse proxy in front of it would.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let server: Server;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ BODY_LIMIT_BYTES: '2048' });
  server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/** Writes `raw` on one connection and collects everything the server sends until it closes or goes quiet. */
function exchange(raw: string, quietMs = 1500): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedByServer });
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), quietMs);
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      quiet();
    });
    socket.on('end', () => finish(true));
    socket.on('error', (error) => (text ? finish(true) : reject(error)));
    socket.write(raw);
    quiet();
  });
}

describe('a 413 on a keep-alive connection', () => {
  it('closes the connection instead of reading the rest of the body as the next request', async () => {
    const body = JSON.stringify({ email: `${'a'.repeat(6000)}@example.com` });
    const oversized =
      `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: keep-alive\r\n\r\n${body}`;
    const next = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const { text, closedByServer } = await exchange(oversized + next);
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
    expect(statuses[0]).toBe('413');
    expect(text.split('\r\n\r\n')[0]?.toLowerCase()).toContain('connection: close');
    expect(closedByServer).toBe(true);
    // The body's bytes never become a request of their own (a 400 someone else would receive).
    expect(statuses.slice(1).every((status) => status === '200')).toBe(true);
  });

  it('keeps a connection open after an ordinary answer', async () => {
    const get = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const { text } = await exchange(get + get);
    expect([...text.matchAll(/HTTP\/1\.1 200 /g)]).toHaveLength(2);
  });
});
