import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '../context.ts';

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
  return async (c, next) => {
    const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
    c.set('clientIp', forwarded || socketAddress(c));
    await next();
  };
}

/** The caller's address, as resolved by `resolveClientIp`. */
export function clientIp(c: Context<AppEnv>): string {
  return c.get('clientIp') ?? 'unknown';
}
