import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context.ts';
import { clientAddressHeader } from '../identity/client-address.ts';

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Works out the caller's address once per request. X-Forwarded-For is believed only when
 * TRUST_PROXY says a proxy in front of us sets it; otherwise any client could pick the address
 * its rate limits count against.
 */
export function resolveClientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    c.set('clientIp', forwarded || socketAddress(c));
    return next();
  };
}

/** The caller's address, as resolved by `resolveClientIp`. */
export function clientIp(c: Context<AppEnv>): string {
  return c.get('clientIp') ?? 'unknown';
}

/**
 * Better Auth only sees the Request, never the socket, so without a proxy header it cannot tell
 * callers apart and puts everyone in one shared rate-limit bucket. Hand it the address the rest of
 * the API uses, replacing anything a client sent under the same name.
 */
export function withClientAddress(c: Context<AppEnv>): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.set(clientAddressHeader, clientIp(c));
  return new Request(c.req.raw, { headers });
}
