import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint, createAuthMiddleware, isAPIError, sensitiveSessionMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { cleanText } from '../../shared/schemas/text.ts';

/** Endpoints whose answers describe sessions; their raw tokens are left out. */
const sessionAnswerPaths = new Set(['/get-session', '/list-sessions']);

/** A session as the browser may see it: everything but the token, which is a bearer credential. */
function withoutToken(value: unknown): unknown {
  if (!value || typeof value !== 'object' || !('token' in value)) return value;
  const { token: _token, ...rest } = value as Record<string, unknown>;
  return rest;
}

function presentSessions(returned: unknown): unknown {
  if (Array.isArray(returned)) return returned.map(withoutToken);
  if (returned && typeof returned === 'object' && 'session' in returned) {
    return { ...(returned as Record<string, unknown>), session: withoutToken((returned as { session: unknown }).session) };
  }
  return returned;
}

/**
 * Sessions are listed and revoked by id. The session token is what the cookie carries, so handing
 * it to page scripts (as Better Auth's own list does) would let any script that runs in the page
 * carry the session away; the cookie stays HttpOnly in spirit as well as in name.
 */
export function sessionIds(): BetterAuthPlugin {
  return {
    id: 'storyloom-session-ids',
    hooks: {
      after: [
        {
          matcher: (ctx) => sessionAnswerPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (isAPIError(returned) || returned instanceof Response || !returned) return;
            // ctx.json takes an array too, though its type says object.
            return ctx.json(presentSessions(returned) as Record<string, unknown>);
          }),
        },
      ],
    },
    endpoints: {
      revokeSessionById: createAuthEndpoint(
        '/revoke-session-by-id',
        {
          method: 'POST',
          body: z.object({ id: cleanText().min(1).max(200) }),
          use: [sensitiveSessionMiddleware],
          requireHeaders: true,
        },
        async (ctx) => {
          const current = ctx.context.session;
          const sessions = await ctx.context.internalAdapter.listSessions(current.user.id);
          const target = sessions.find((session) => session.id === ctx.body.id);
          // Another parent's session is as unknown here as one that never existed.
          if (!target) throw new APIError('NOT_FOUND', { message: 'No such session.', code: 'SESSION_NOT_FOUND' });
          await ctx.context.internalAdapter.deleteSession(target.token);
          if (target.id === current.session.id) deleteSessionCookie(ctx);
          return ctx.json({ status: true });
        },
      ),
    },
  };
}
