import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from '../context.ts';
import { AppError } from '../errors.ts';
import { isSameOrigin } from './allowed-hosts.ts';
import { TokenRejected, type Caller } from '../identity/api-token.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const rejection = {
  'invalid-token': 'Your sign-in is not valid. Please log in again.',
  'token-expired': 'Your sign-in has expired. Please log in again.',
  'session-ended': 'Your session has ended. Please log in again.',
} as const;

/**
 * Finds the caller: a bearer token (the normal case), else the identity session cookie. A
 * cookie alone may only change something when the request comes from our own origin.
 */
async function resolveCaller(c: Context<AppEnv>, { identity, config }: AppDeps): Promise<Caller | null> {
  const header = c.req.header('authorization');
  if (header?.startsWith('Bearer ')) {
    try {
      return await identity.verifyApiToken(header.slice('Bearer '.length).trim());
    } catch (error) {
      if (error instanceof TokenRejected) throw new AppError('UNAUTHENTICATED', rejection[error.problem]);
      throw error;
    }
  }
  const session = await identity.auth.api.getSession({ headers: c.req.raw.headers });
  if (!session) return null;
  if (!safeMethods.has(c.req.method)) {
    if (!isSameOrigin(c.req.header('origin'), c.req.raw, config)) {
      throw new AppError('FORBIDDEN', 'This request must come from the Storyloom app.');
    }
  }
  const { user } = session;
  return { userId: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, sessionId: session.session.id };
}

/**
 * Requires a signed-in caller and makes it available as `c.get('caller')`. Several route groups
 * share a prefix (`/stories`), so a request may pass this check more than once: the caller found
 * the first time stands for the rest of that request.
 */
export function requireCaller(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('caller')) return next();
    const caller = await resolveCaller(c, deps);
    if (!caller) throw new AppError('UNAUTHENTICATED', 'Please log in to continue.');
    c.set('caller', caller);
    await next();
  };
}
