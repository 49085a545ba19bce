/**
 * Which host names the app answers to, and what counts as a request from our own origin.
 *
 * A family opens Storyloom at http://192.168.1.20:3000 from a phone, someone else at
 * http://127.0.0.1:3000: both are the app's own origin even though PUBLIC_URL says localhost.
 * Any other host name is refused, so a page on a domain that re-points its DNS at this server
 * (DNS rebinding) cannot use the app as if it were same-origin.
 */
import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { messages } from '../../shared/messages.ts';
import type { Config } from '../config.ts';
import type { AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';

type HostConfig = Pick<Config, 'publicUrl' | 'ALLOWED_HOSTS' | 'TRUST_PROXY'>;

/** `host[:port]` → the bare, lower-case host name (IPv6 literals lose their brackets). */
function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  return value.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** IP literals and localhost cannot be re-pointed by someone else's DNS; named hosts must be listed. */
export function isAllowedHost(host: string | undefined, config: HostConfig): boolean {
  if (!host) return false;
  const name = hostnameOf(host);
  if (isIP(name) !== 0 || name === 'localhost') return true;
  if (name === new URL(config.publicUrl).hostname) return true;
  return config.ALLOWED_HOSTS.includes(name);
}

/** The origin this request was addressed to, as the browser that sent it sees it. */
export function ownOrigin(request: Request, config: HostConfig): string {
  const url = new URL(request.url);
  const forwarded = config.TRUST_PROXY ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined;
  const protocol = forwarded === 'https' || forwarded === 'http' ? `${forwarded}:` : url.protocol;
  return `${protocol}//${url.host}`;
}

/**
 * Origins a browser may send state-changing requests from: PUBLIC_URL's, and the request's own
 * when it came in on an allowed host. Cross-origin requests match neither.
 */
export function trustedOriginsFor(request: Request | undefined, config: HostConfig): string[] {
  const origins = [config.publicUrl];
  if (request && isAllowedHost(new URL(request.url).host, config)) origins.push(ownOrigin(request, config));
  return origins;
}

export function isSameOrigin(origin: string | undefined, request: Request, config: HostConfig): boolean {
  return origin !== undefined && trustedOriginsFor(request, config).includes(origin);
}

/** Health checks come from probes that may use any name (a container's own); they reveal nothing. */
const openPaths = new Set(['/api/health']);

/** How many Host header values the check remembers its answer for (a server is reached by a few). */
const rememberedHosts = 64;

/**
 * Refuses requests addressed to a host name we were not told about. The answer for a Host value
 * never changes while the process runs, so the last few are remembered instead of parsed again.
 */
export function requireAllowedHost(config: HostConfig): MiddlewareHandler<AppEnv> {
  const known = new Map<string, boolean>();
  const allowed = (host: string): boolean => {
    let answer = known.get(host);
    if (answer === undefined) {
      answer = isAllowedHost(host, config);
      if (known.size >= rememberedHosts) known.clear();
      known.set(host, answer);
    }
    return answer;
  };
  return (c, next) => {
    if (!openPaths.has(c.req.path) && !allowed(c.req.header('host') ?? new URL(c.req.url).host)) {
      throw new AppError('BAD_REQUEST', messages.errors.unknownHost);
    }
    return next();
  };
}
