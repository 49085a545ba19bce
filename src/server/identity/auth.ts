/**
 * The product's identity provider: Better Auth mounted at /api/identity (email + password,
 * verification, reset, sessions, Google when configured) and the short-lived JWTs the API accepts
 * as bearer tokens.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, jwt, oauthPopup } from 'better-auth/plugins';
import { messages } from '../../shared/messages.ts';
import { displayNameProblem } from '../../shared/names.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { accounts, authRateLimits, jwks, sessions, users, verifications } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import { queueEmail } from '../domain/email.ts';
import { consumeRateLimit } from '../domain/rate-limit.ts';
import { AppError } from '../errors.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { clientAddressHeader } from './client-address.ts';
import { accountEmails } from './emails.ts';
import { isCommonPassword, passwordPolicy } from './password-policy.ts';
import { resolveSecret } from './secret.ts';

export const identityBasePath = '/api/identity';
export const apiTokenLifetime = '15m';

interface IdentityDeps {
  config: Config;
  db: Database;
  queue: JobQueue;
}

const passwordPaths = new Set(['/sign-up/email', '/reset-password', '/change-password']);
const namePaths = new Set(['/sign-up/email', '/update-user']);

export async function createAuth({ config, db, queue }: IdentityDeps) {
  const secret = await resolveSecret(db, 'auth-secret', config.AUTH_SECRET);
  const sendEmail = (kind: string, to: string, email: { subject: string; text: string }) =>
    transaction(db, (tx) => queueEmail(tx, queue, { kind, to, ...email })).then(() => undefined);
  const secure = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Storyloom',
    baseURL: config.publicUrl,
    basePath: identityBasePath,
    secret,
    trustedOrigins: [config.publicUrl],
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
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 3600, max: 20 },
        '/request-password-reset': { window: 3600, max: 10 },
        '/send-verification-email': { window: 3600, max: 10 },
        // Both check the current password: as slow to guess with as signing in.
        '/verify-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 10 },
        // Every page asks whether someone is signed in, and signed-in pages mint short-lived API
        // tokens from the session: reads that need a valid session, not guesses worth limiting.
        '/get-session': false,
        '/token': false,
      },
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
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (passwordPaths.has(ctx.path)) {
          const candidate = body.newPassword ?? body.password;
          if (typeof candidate === 'string' && isCommonPassword(candidate)) {
            throw new APIError('BAD_REQUEST', { message: messages.signup.weakPassword, code: 'PASSWORD_TOO_COMMON' });
          }
        }
        if (namePaths.has(ctx.path) && 'name' in body) {
          const problem = displayNameProblem(typeof body.name === 'string' ? body.name : '');
          if (problem) throw new APIError('BAD_REQUEST', { message: problem, code: 'INVALID_NAME' });
        }
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          // Per-account limit on top of Better Auth's per-IP one: guessing one parent's password
          // from many addresses is slowed down too.
          try {
            await consumeRateLimit(db, { key: `sign-in:${body.email.trim().toLowerCase()}`, limit: 10, windowSeconds: 900 });
          } catch (error) {
            if (error instanceof AppError) {
              throw new APIError('TOO_MANY_REQUESTS', { message: messages.login.tooManyRequests, code: 'TOO_MANY_ATTEMPTS' });
            }
            throw error;
          }
        }
      }),
    },
    plugins: [
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
