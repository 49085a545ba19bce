/**
 * The product's identity provider: Better Auth mounted at /api/identity (email + password,
 * verification, reset, sessions, Google when configured) and the short-lived JWTs the API accepts
 * as bearer tokens.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, isAPIError } from 'better-auth/api';
import { genericOAuth, jwt, oauthPopup } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts, authRateLimits, jwks, sessions, users, verifications } from '../db/schema.ts';
import { authLimits } from '../domain/rate-limits.ts';
import { transaction } from '../db/transaction.ts';
import { queueEmail } from '../domain/email.ts';
import { trustedOriginsFor } from '../http/allowed-hosts.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { clientAddressHeader } from './client-address.ts';
import { accountEmails } from './emails.ts';
import { checkIdentityInput } from './input-checks.ts';
import { passwordPolicy } from './password-policy.ts';
import { resetRequestTiming, revokeResetTokens } from './reset-tokens.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import { resolveSecret } from './secret.ts';
import { sessionIds } from './session-ids.ts';

export const identityBasePath = '/api/identity';
export const apiTokenLifetime = '15m';

interface IdentityDeps {
  config: Config;
  db: Database;
  queue: JobQueue;
}

/** A signed-in parent choosing a password (a reset by link is handled by onPasswordReset). */
const passwordChangePaths = new Set(['/change-password', '/set-password']);

/** The caller's address, as the app set it for the identity layer (see client-address.ts). */
const callerAddress = (ctx: { headers?: Headers }) => ctx.headers?.get(clientAddressHeader) ?? 'unknown';

export async function createAuth({ config, db, queue }: IdentityDeps) {
  const secret = await resolveSecret(db, 'auth-secret', config.AUTH_SECRET);
  const sendEmail = (kind: string, to: string, email: { subject: string; text: string }) =>
    transaction(db, (tx) => queueEmail(tx, queue, { kind, to, ...email })).then(() => undefined);
  const secure = config.publicUrl.startsWith('https://');
  const signInThrottle = createSignInThrottle(db);
  return betterAuth({
    appName: 'Storyloom',
    baseURL: config.publicUrl,
    basePath: identityBasePath,
    secret,
    // Same-origin from any address the app answers to (an IP on the home network, localhost), not
    // only PUBLIC_URL; emails and redirects still use PUBLIC_URL (baseURL).
    trustedOrigins: (request) => trustedOriginsFor(request, config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, jwks, authRateLimit: authRateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordPolicy.minLength,
      maxPasswordLength: passwordPolicy.maxLength,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: ({ user, url }) => sendEmail('reset-password', user.email, accountEmails.resetPassword(user.name, url)),
      onPasswordReset: ({ user }) => revokeResetTokens(db, user.id),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: ({ user, url }) => sendEmail('verify-email', user.email, accountEmails.verifyEmail(user.name, url)),
    },
    user: {
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: ({ user, newEmail, url }) =>
          sendEmail('change-email', newEmail, accountEmails.changeEmail(user.name, newEmail, url)),
      },
    },
    session: { expiresIn: 30 * 24 * 3600, updateAge: 24 * 3600 },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'authRateLimit',
      window: authLimits.default.window,
      max: authLimits.default.max,
      customRules: authLimits.perEndpoint,
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: 'storyloom',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      // Better Auth skips its origin and callback-URL checks when NODE_ENV is test; keep them on so
      // tests exercise what production does.
      disableOriginCheck: false,
    },
    hooks: {
      after: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          await signInThrottle.record(body.email, callerAddress(ctx), ctx.context.returned);
        }
        if (passwordChangePaths.has(ctx.path) && !isAPIError(ctx.context.returned)) {
          const userId = ctx.context.session?.user.id ?? ctx.context.newSession?.user.id;
          if (userId) await revokeResetTokens(db, userId);
        }
        if (ctx.path === '/request-password-reset') await resetRequestTiming.finish(ctx.request);
      }),
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/request-password-reset') resetRequestTiming.start(ctx.request);
        await checkIdentityInput(ctx);
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          await signInThrottle.check(body.email, callerAddress(ctx));
        }
      }),
    },
    // Sessions are revoked by id (session-ids.ts); the token-based way would need the token in the page.
    disabledPaths: ['/revoke-session'],
    plugins: [
      sessionIds(),
      ...googleSignIn(config),
      jwt({
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: apiTokenLifetime,
          definePayload: ({ user, session }) => ({ email: user.email, sid: session.id }),
        },
      }),
    ],
    telemetry: { enabled: false },
  });
}

/**
 * Google sign-in as a standard OpenID Connect provider, found through its discovery document, so
 * GOOGLE_ISSUER_URL can point it at any compatible issuer (tests use a local one). Redirect and
 * popup flows both work.
 */
function googleSignIn(config: Config) {
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) return [];
  const issuer = (config.GOOGLE_ISSUER_URL ?? 'https://accounts.google.com').replace(/\/+$/, '');
  return [
    genericOAuth({
      config: [
        {
          providerId: 'google',
          discoveryUrl: `${issuer}/.well-known/openid-configuration`,
          clientId: config.GOOGLE_CLIENT_ID,
          clientSecret: config.GOOGLE_CLIENT_SECRET,
          scopes: ['openid', 'profile', 'email'],
          prompt: 'select_account',
          pkce: true,
        },
      ],
    }),
    oauthPopup(),
  ];
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;
