import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../src/server/context.ts';
import { accessLog } from '../../src/server/http/access-log.ts';
import { requestIds } from '../../src/server/http/request-id.ts';
import { createLogger } from '../../src/server/logger.ts';

function appLogging(level: string) {
  const lines: string[] = [];
  const log = createLogger(level, { write: (line: string) => lines.push(line) });
  const app = new Hono<AppEnv>()
    .use(requestIds())
    .use(accessLog(log))
    .get('/api/thing', (c) => c.json({ ok: true }))
    .get('/api/"odd"', (c) => c.body(null, 204))
    .get('/api/:name', (c) => c.body(null, 204));
  return { app, log, lines };
}

describe('the access line', () => {
  it('is one JSON line with the fields pino would write for it, in its order', async () => {
    const { app, log, lines } = appLogging('info');
    await app.request('/api/thing', { headers: { 'x-request-id': 'req-7' } });
    log.info({ requestId: 'req-7', method: 'GET', path: '/api/thing', status: 200, ms: 0 }, 'request');
    expect(lines).toHaveLength(2);
    expect(lines[0]!.endsWith('}\n')).toBe(true);
    const [ours, pinos] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(ours!)).toEqual(Object.keys(pinos!));
    expect({ ...ours, time: 0, ms: 0 }).toEqual({ ...pinos, time: 0, ms: 0 });
    expect(ours!.ms).toBeTypeOf('number');
  });

  it('escapes what it copies from the request', async () => {
    const { app, lines } = appLogging('info');
    await app.request('/api/%22odd%22', { headers: { 'x-request-id': 'plain-id' } });
    expect(JSON.parse(lines[0]!)).toMatchObject({ path: '/api/"odd"', status: 204, requestId: 'plain-id' });
    await app.request('/api/caf%C3%A9%5Cn', { headers: { 'x-request-id': 'plain-id' } });
    expect(JSON.parse(lines[1]!)).toMatchObject({ path: '/api/café\\n', method: 'GET', requestId: 'plain-id' });
  });

  it('is not written when the level leaves info out', async () => {
    const { app, lines } = appLogging('warn');
    await app.request('/api/thing');
    expect(lines).toEqual([]);
  });
});
