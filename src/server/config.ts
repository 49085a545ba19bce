/**
 * Environment, validated at boot. Every variable has an embedded default so `npm start` runs with
 * nothing configured; `.env.example` documents each one.
 */
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  WEB_ROOT: z.string().default('dist/web'),
  CONTACT_EMAIL: z.email().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5433),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Believe X-Forwarded-For: set when a reverse proxy in front of the app sets that header. */
  TRUST_PROXY: booleanFlag.default(false),
  AFFILIATES_ENABLED: booleanFlag.default(true),
  CREDITS_ENABLED: booleanFlag.default(true),
  ADMIN_EMAILS: emailList.default([]),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Overrides Google's OAuth endpoints (tests point them at a local OIDC server). */
  GOOGLE_ISSUER_URL: z.url().optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  EMAIL_FROM: z.string().default('Storyloom <no-reply@storyloom.local>'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
});

export type Config = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example.`);
  }
  const publicUrl = (parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '');
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR), publicUrl };
}

/** What the browser may know about the configuration: nothing else leaves the server. */
export function publicConfig(config: Config) {
  return {
    affiliatesEnabled: config.AFFILIATES_ENABLED,
    creditsEnabled: config.CREDITS_ENABLED,
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
  };
}
