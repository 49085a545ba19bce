import type { MiddlewareHandler } from 'hono';
import { headerLines, nodeResponse } from './node-response.ts';

const noStore = 'no-store';
const noStoreLine = headerLines([['Cache-Control', noStore]]);

/**
 * API answers are not kept by browsers or proxies unless their handler says otherwise (a public
 * answer sets its own Cache-Control, which replaces this one). Served by Node, the default goes on
 * the Node response, under the answer's own headers (node-response.ts); handed a request directly,
 * it is set before the handler and added afterwards to a response made elsewhere (the identity
 * layer's) that has none.
 */
export function noStoreByDefault(): MiddlewareHandler {
  return async (c, next) => {
    const outgoing = nodeResponse(c);
    if (outgoing) {
      outgoing.addDefaultHeaders(noStoreLine);
      return next();
    }
    c.header('Cache-Control', noStore);
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', noStore);
  };
}
