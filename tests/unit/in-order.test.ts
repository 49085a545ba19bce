import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import { inOrder, underPath } from '../../src/server/http/in-order.ts';

describe('middleware run in order as one layer', () => {
  it('run before and after the handler in the order they were given', async () => {
    const seen: string[] = [];
    const layer = (name: string): MiddlewareHandler => async (_c, next) => {
      seen.push(`${name} before`);
      await next();
      seen.push(`${name} after`);
    };
    const handing: MiddlewareHandler = (c, next) => {
      seen.push('hands on');
      c.header('X-Handed', 'yes');
      return next();
    };
    const app = new Hono().use(inOrder(layer('first'), handing, layer('last'))).get('/thing', (c) => {
      seen.push('handler');
      return c.text('done');
    });
    const response = await app.request('/thing');
    expect(await response.text()).toBe('done');
    expect(response.headers.get('x-handed')).toBe('yes');
    expect(seen).toEqual(['first before', 'hands on', 'last before', 'handler', 'last after', 'first after']);
  });

  it('let the app’s error handler answer what a middleware or the handler throws, and earlier middleware see it', async () => {
    const statuses: number[] = [];
    const watching: MiddlewareHandler = async (c, next) => {
      await next();
      statuses.push(c.res.status);
    };
    const refusing: MiddlewareHandler = (c, next) => {
      if (c.req.header('x-refuse')) throw new Error('refused before');
      return next();
    };
    const app = new Hono()
      .use(inOrder(watching, refusing))
      .get('/thing', (c) => {
        if (c.req.query('fail')) throw new Error('failed in handler');
        return c.text('fine');
      })
      .onError((error, c) => c.text(error.message, 500));
    expect(await (await app.request('/thing', { headers: { 'x-refuse': '1' } })).text()).toBe('refused before');
    expect(await (await app.request('/thing?fail=1')).text()).toBe('failed in handler');
    expect(await (await app.request('/thing')).text()).toBe('fine');
    expect(statuses).toEqual([500, 200]);
  });

  it('let a middleware answer without going on', async () => {
    const reached: string[] = [];
    const answering: MiddlewareHandler = async (c) => c.text('answered early', 403);
    const app = new Hono()
      .use(inOrder(answering, (_c, next) => (reached.push('second'), next())))
      .get('/thing', (c) => c.text('handler'));
    const response = await app.request('/thing');
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('answered early');
    expect(reached).toEqual([]);
  });
});

describe('middleware under a path', () => {
  it('run for the path and the paths below it only', async () => {
    const seen: string[] = [];
    const app = new Hono()
      .use(
        underPath('/api', (c, next) => {
          seen.push(c.req.path);
          return next();
        }),
      )
      .get('*', (c) => c.text('page'));
    for (const path of ['/api', '/api/', '/api/credits', '/apiary', '/', '/about/api/x']) await app.request(path);
    expect(seen).toEqual(['/api', '/api/', '/api/credits']);
  });
});
