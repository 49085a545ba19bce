import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The caller's address: the first X-Forwarded-For hop behind a proxy, else the socket's. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
