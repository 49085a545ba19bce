import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { clientIp } from '../http/client-ip.ts';

/** The header the identity layer reads the caller's address from (see auth.ts `ipAddress`). */
export const clientAddressHeader = 'x-storyloom-client-ip';

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
