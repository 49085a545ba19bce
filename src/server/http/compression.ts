import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const compressed = compress();

/**
 * gzip or deflate for clients that ask for it. A client that accepts neither (a probe, a script)
 * skips the middleware, which would otherwise inspect every response for nothing.
 */
export function compressWhenAccepted(): MiddlewareHandler {
  return (c, next) => {
    const accepted = c.req.header('accept-encoding');
    return accepted && /gzip|deflate|\*/i.test(accepted) ? compressed(c, next) : next();
  };
}
