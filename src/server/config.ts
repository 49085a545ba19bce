/**
 * Environment, validated at boot. Every variable has an embedded default so `npm start` runs with
 * nothing configured; `.env.example` documents each one.
 */
import path from 'node:path';
import { z } from 'zod';
import { parseS3Url } from './providers/storage/s3-location.ts';

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

const hostList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase().replace(/\.$/, ''))
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'must be host names without scheme or port, separated by commas')));

export const textProviderIds = ['builtin', 'openai', 'anthropic', 'google', 'ollama'] as const;
export type TextProviderId = (typeof textProviderIds)[number];

/** How parents see each outside provider named (consent 2 is about sending their child's details to it). */
export const textProviderLabels: Record<Exclude<TextProviderId, 'builtin'>, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google Gemini',
  ollama: 'Ollama',
};

/**
 * Stripe: the keys, the price of every plan and pack, and the launch coupon. Payments work only
 * with all of them, so they are set together or not at all (checked at boot).
 */
const stripeSettings = {
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
  STRIPE_PRICE_BLOOM: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
  STRIPE_PRICE_WONDER: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
  STRIPE_PRICE_FLOURISH: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
  STRIPE_PRICE_PACK_20: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
  STRIPE_PRICE_PACK_60: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
  STRIPE_PRICE_PACK_150: z.string().regex(/^price_/, 'must be a Stripe price id (price_…)').optional(),
  /** The launch offer's coupon: 50 % off, duration once. */
  STRIPE_LAUNCH_COUPON: z.string().min(1).optional(),
};
export const stripeSettingNames = Object.keys(stripeSettings) as Array<keyof typeof stripeSettings>;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  /** Host names (besides IP addresses, localhost and PUBLIC_URL's host) the app answers to. */
  ALLOWED_HOSTS: hostList.default([]),
  DATA_DIR: z.string().default('./data'),
  /** s3://bucket[/prefix]?endpoint=…&region=…: files in S3-compatible object storage instead of <DATA_DIR>/files. */
  STORAGE_URL: z
    .string()
    .refine((value) => {
      try {
        parseS3Url(value);
        return true;
      } catch {
        return false;
      }
    }, 'must be s3://bucket?region=… (add &endpoint=https://… for a store other than AWS)')
    .optional(),
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
  /** After SIGTERM/SIGINT: how long requests in flight and running jobs get before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1024 * 1024),
  /** Who writes story text for parents who allowed an outside provider (consent 2); `builtin` sends nothing out. */
  TEXT_PROVIDER: z.enum(textProviderIds).default('builtin'),
  /** The outside model's id; each provider has a sensible default. */
  TEXT_MODEL: z.string().min(1).optional(),
  /** One call to the outside model, its retries included; a story makes at most six (see generate-story.ts). */
  TEXT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(150_000).default(120_000),
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Any OpenAI-compatible server (a proxy, a gateway, a local model server). */
  OPENAI_BASE_URL: z.url().optional(),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.url().optional(),
  GOOGLE_GENERATIVE_AI_API_KEY: z.string().min(1).optional(),
  GOOGLE_GENERATIVE_AI_BASE_URL: z.url().optional(),
  OLLAMA_URL: z.url().default('http://127.0.0.1:11434'),
  /** Check outside-written stories with OpenAI's moderation endpoint (needs OPENAI_API_KEY). */
  TEXT_MODERATION: booleanFlag.default(true),
  /** Who reads stories aloud for parents who allowed an outside provider (consent 2); `builtin` sends nothing out. */
  SPEECH_PROVIDER: z.enum(['builtin', 'openai', 'elevenlabs']).default('builtin'),
  /** One call to the outside voice, each retry included; a page that still fails is read by the built-in narrator. */
  SPEECH_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(30_000),
  /** Retries after a failed call, with backoff, before a page falls back to the built-in narrator. */
  SPEECH_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** Pages read by the outside voice at once, per worker process. */
  SPEECH_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** The outside voice's own voice and model; each provider has a sensible default. */
  SPEECH_VOICE: z.string().min(1).optional(),
  SPEECH_MODEL: z.string().min(1).optional(),
  ELEVENLABS_API_KEY: z.string().min(1).optional(),
  ELEVENLABS_BASE_URL: z.url().default('https://api.elevenlabs.io'),
  /** Who draws the pictures for parents who allowed an outside provider (consent 2); `builtin` sends nothing out. */
  IMAGE_PROVIDER: z.enum(['builtin', 'openai', 'google']).default('builtin'),
  /** The outside image model; each provider has a sensible default (gpt-image-1, gemini-2.5-flash-image). */
  IMAGE_MODEL: z.string().min(1).optional(),
  /** One call to the image model, its retries not included; a page that still fails is drawn by the built-in illustrator. */
  IMAGE_TIMEOUT_MS: z.coerce.number().int().min(500).max(300_000).default(120_000),
  /** Retries after a failed call, with backoff, before a page falls back to the built-in illustrator. */
  IMAGE_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** Pictures drawn by the outside model at once, per worker process. */
  IMAGE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(3),
  /** The likeness score (0–10) below which an outside picture is redrawn, free, up to twice. */
  LIKENESS_THRESHOLD: z.coerce.number().int().min(0).max(10).default(7),
  ...stripeSettings,
  /** Where the Stripe SDK sends its calls (tests point it at a local server); Stripe's own API by default. */
  STRIPE_API_URL: z.url().optional(),
});

/** The key each outside text provider cannot work without (Ollama runs locally and needs none). */
const requiredKeys = {
  openai: 'OPENAI_API_KEY',
  anthropic: 'ANTHROPIC_API_KEY',
  google: 'GOOGLE_GENERATIVE_AI_API_KEY',
} as const;

export type Config = z.infer<typeof envSchema> & { dataDir: string; publicUrl: string };

/** Payments can be taken: Stripe is configured and credits are for sale at all. */
export function paymentsEnabled(config: Config): boolean {
  return config.CREDITS_ENABLED && Boolean(config.STRIPE_SECRET_KEY);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema
    .superRefine((env, context) => {
      const key = requiredKeys[env.TEXT_PROVIDER as keyof typeof requiredKeys] as keyof typeof env | undefined;
      if (key && !env[key]) context.addIssue({ code: 'custom', path: [key], message: `is required when TEXT_PROVIDER=${env.TEXT_PROVIDER}` });
      const speechKey = ({ openai: 'OPENAI_API_KEY', elevenlabs: 'ELEVENLABS_API_KEY' } as const)[env.SPEECH_PROVIDER as 'openai' | 'elevenlabs'];
      if (speechKey && !env[speechKey]) context.addIssue({ code: 'custom', path: [speechKey], message: `is required when SPEECH_PROVIDER=${env.SPEECH_PROVIDER}` });
      const imageKey = ({ openai: 'OPENAI_API_KEY', google: 'GOOGLE_GENERATIVE_AI_API_KEY' } as const)[env.IMAGE_PROVIDER as 'openai' | 'google'];
      if (imageKey && !env[imageKey]) context.addIssue({ code: 'custom', path: [imageKey], message: `is required when IMAGE_PROVIDER=${env.IMAGE_PROVIDER}` });
      const stripeSet = stripeSettingNames.filter((name) => env[name]);
      if (stripeSet.length > 0 && stripeSet.length < stripeSettingNames.length) {
        for (const name of stripeSettingNames.filter((name) => !env[name])) {
          context.addIssue({ code: 'custom', path: [name], message: `is required with ${stripeSet[0]}: Stripe settings are all set or none` });
        }
      }
    })
    .safeParse(present);
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
    paymentsEnabled: paymentsEnabled(config),
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    outsideTextProvider: config.TEXT_PROVIDER === 'builtin' ? null : textProviderLabels[config.TEXT_PROVIDER],
    outsideImageProvider: config.IMAGE_PROVIDER === 'builtin' ? null : textProviderLabels[config.IMAGE_PROVIDER],
  };
}
