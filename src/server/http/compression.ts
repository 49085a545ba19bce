import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this a body gains too little from gzip to pay for the compressor and its streams. */
const threshold = 1024;

const compressed = compress({ threshold });

/**
 * A JSON answer (`c.json`) comes without a length, so the compressor would take on even
 * `{"enabled":true}`. Its text is read here and the answer rebuilt with its length, which the
 * compressor then judges by.
 */
async function withJsonLength(c: Context): Promise<void> {
  const response = c.res;
  if (response.headers.has('Content-Length') || !response.headers.get('Content-Type')?.startsWith('application/json')) return;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.set('Content-Length', String(Buffer.byteLength(text)));
  c.res = undefined;
  c.res = new Response(text, { status: response.status, headers });
}

/**
 * gzip or deflate for clients that ask for it, for bodies of 1 KB and more. A client that accepts
 * neither (a probe, a script) skips the middleware, which would otherwise inspect every response
 * for nothing.
 */
export function compressWhenAccepted(): MiddlewareHandler {
  return (c, next) => {
    const accepted = c.req.header('accept-encoding');
    if (!accepted || !/gzip|deflate|\*/i.test(accepted)) return next();
    return compressed(c, async () => {
      await next();
      await withJsonLength(c);
    });
  };
}
