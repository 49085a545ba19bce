import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { nodeResponse, plainHeaderLine } from './node-response.ts';

const header = 'X-Request-Id';
const longest = 255;
const unsafe = /[^\w\-=]/;

/**
 * Every request's id, as `c.get('requestId')` and in the X-Request-Id answer header: the caller's
 * own when it sent a short, plain one (a proxy's), else a new UUID. Served by Node, the header goes
 * on the Node response (node-response.ts).
 */
export function requestIds(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const sent = c.req.header(header);
    const id = sent && sent.length <= longest && !unsafe.test(sent) ? sent : randomUUID();
    c.set('requestId', id);
    const outgoing = nodeResponse(c);
    // The id is a UUID or passed the check above: nothing in it needs checking again.
    if (outgoing) {
      outgoing.addDefaultHeaders(plainHeaderLine(header, id));
      return next();
    }
    c.header(header, id);
    // A response built outside Hono's helpers (the identity layer's, a handler's own) gets it afterwards.
    return next().then(() => {
      if (!c.res.headers.has(header)) c.res.headers.set(header, id);
    });
  };
}
