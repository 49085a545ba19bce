import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from '../../src/server/config.ts';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

describe('loadConfig', () => {
  it('runs with nothing configured', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      WEB_ROOT: 'dist/web',
      EMBEDDED_PG_PORT: 5433,
      LOG_LEVEL: 'info',
      AFFILIATES_ENABLED: true,
      CREDITS_ENABLED: true,
      ADMIN_EMAILS: [],
      SEED_DEMO_CONTENT: true,
      BODY_LIMIT_BYTES: 1024 * 1024,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.CONTACT_EMAIL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', AFFILIATES_ENABLED: '', DATABASE_URL: '' });
    expect(config).toMatchObject({ PORT: 3000, AFFILIATES_ENABLED: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads numbers, URLs and paths', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://user:secret@db.internal:5432/storyloom',
      DATA_DIR: '/var/lib/storyloom',
      BODY_LIMIT_BYTES: '2048',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgresql://user:secret@db.internal:5432/storyloom');
    expect(config.dataDir).toBe('/var/lib/storyloom');
    expect(config.BODY_LIMIT_BYTES).toBe(2048);
  });

  it.each([
    ['true', true],
    ['1', true],
    ['yes', true],
    ['false', false],
    ['0', false],
    ['no', false],
  ])('reads the flag value %s as %s', (value, expected) => {
    const config = loadConfig({ AFFILIATES_ENABLED: value, CREDITS_ENABLED: value, SEED_DEMO_CONTENT: value });
    expect(config.AFFILIATES_ENABLED).toBe(expected);
    expect(config.CREDITS_ENABLED).toBe(expected);
    expect(config.SEED_DEMO_CONTENT).toBe(expected);
  });

  it('splits, trims and lower-cases ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Ada@Example.com, ,grace@example.org ' }).ADMIN_EMAILS).toEqual([
      'ada@example.com',
      'grace@example.org',
    ]);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/storyloom' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'localhost:5432' }, 'DATABASE_URL'],
    [{ ADMIN_EMAILS: 'ada@example.com, not-an-address' }, 'ADMIN_EMAILS'],
    [{ AFFILIATES_ENABLED: 'maybe' }, 'AFFILIATES_ENABLED'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CONTACT_EMAIL: 'team' }, 'CONTACT_EMAIL'],
    [{ BODY_LIMIT_BYTES: '10' }, 'BODY_LIMIT_BYTES'],
  ])('rejects %j with a message naming %s', (env, variable) => {
    const error = configError(env);
    expect(error.message).toMatch(/^Invalid configuration:/);
    expect(error.message).toContain(`  ${variable}`);
    expect(error.message).toContain('See .env.example.');
    expect(error.message).not.toMatch(/\n\s+at /);
  });

  it('explains what a DATABASE_URL must look like', () => {
    expect(configError({ DATABASE_URL: 'mysql://x' }).message).toContain(
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
    );
  });

  it('lists every bad variable at once', () => {
    const { message } = configError({ PORT: 'abc', DATABASE_URL: 'nope' });
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
  });
});

describe('TEXT_PROVIDER', () => {
  it('writes with the built-in engine unless an outside provider is chosen', () => {
    expect(loadConfig({}).TEXT_PROVIDER).toBe('builtin');
    expect(publicConfig(loadConfig({})).outsideTextProvider).toBeNull();
  });

  it('needs the chosen provider key, and names the provider to the browser without it', () => {
    expect(configError({ TEXT_PROVIDER: 'anthropic' }).message).toContain('ANTHROPIC_API_KEY: is required when TEXT_PROVIDER=anthropic');
    expect(configError({ TEXT_PROVIDER: 'openai', ANTHROPIC_API_KEY: 'k' }).message).toContain('OPENAI_API_KEY');
    const config = loadConfig({ TEXT_PROVIDER: 'google', GOOGLE_GENERATIVE_AI_API_KEY: 'secret-key' });
    const shown = JSON.stringify(publicConfig(config));
    expect(shown).toContain('"outsideTextProvider":"Google Gemini"');
    expect(shown).not.toContain('secret-key');
  });

  it('lets Ollama run without a key, at its default local address', () => {
    expect(loadConfig({ TEXT_PROVIDER: 'ollama' })).toMatchObject({ TEXT_PROVIDER: 'ollama', OLLAMA_URL: 'http://127.0.0.1:11434' });
    expect(configError({ TEXT_PROVIDER: 'mystery' }).message).toContain('TEXT_PROVIDER');
  });
});

describe('publicConfig', () => {
  it('tells the browser the feature switches and nothing private', () => {
    const config = loadConfig({
      AFFILIATES_ENABLED: 'false',
      DATABASE_URL: 'postgres://storyloom:hunter2@db.internal/storyloom',
      ADMIN_EMAILS: 'ada@example.com',
      CONTACT_EMAIL: 'team@example.com',
    });
    const shown = publicConfig(config);
    expect(shown).toMatchObject({ affiliatesEnabled: false, creditsEnabled: true });
    const serialised = JSON.stringify(shown);
    for (const secret of ['hunter2', 'db.internal', 'ada@example.com', 'team@example.com']) {
      expect(serialised).not.toContain(secret);
    }
  });
});

describe('Stripe settings', () => {
  const stripe = {
    STRIPE_SECRET_KEY: 'sk_test_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICE_BLOOM: 'price_b',
    STRIPE_PRICE_WONDER: 'price_w',
    STRIPE_PRICE_FLOURISH: 'price_f',
    STRIPE_PRICE_PACK_20: 'price_20',
    STRIPE_PRICE_PACK_60: 'price_60',
    STRIPE_PRICE_PACK_150: 'price_150',
    STRIPE_LAUNCH_COUPON: 'launch50',
  };

  it('takes all of them or none, naming what is missing', () => {
    expect(publicConfig(loadConfig({})).paymentsEnabled).toBe(false);
    expect(publicConfig(loadConfig(stripe)).paymentsEnabled).toBe(true);
    const { STRIPE_WEBHOOK_SECRET: _secret, STRIPE_PRICE_PACK_60: _price, ...partial } = stripe;
    const message = configError(partial).message;
    expect(message).toContain('STRIPE_WEBHOOK_SECRET: is required with STRIPE_SECRET_KEY: Stripe settings are all set or none');
    expect(message).toContain('STRIPE_PRICE_PACK_60: is required with STRIPE_SECRET_KEY');
    expect(configError({ STRIPE_PRICE_BLOOM: 'price_b' }).message).toContain('STRIPE_SECRET_KEY: is required with STRIPE_PRICE_BLOOM');
    expect(configError({ ...stripe, STRIPE_WEBHOOK_SECRET: 'nope' }).message).toContain('STRIPE_WEBHOOK_SECRET: must be a Stripe webhook signing secret');
  });

  it('sells nothing when credits are off and never shows the keys to the browser', () => {
    expect(publicConfig(loadConfig({ ...stripe, CREDITS_ENABLED: 'false' })).paymentsEnabled).toBe(false);
    const shown = JSON.stringify(publicConfig(loadConfig(stripe)));
    for (const secret of ['sk_test_abc', 'whsec_abc', 'price_b']) expect(shown).not.toContain(secret);
  });
});

describe('addresses the app answers to', () => {
  it('reads ALLOWED_HOSTS as lower-case host names and refuses URLs in it', async () => {
    const { isAllowedHost } = await import('../../src/server/http/allowed-hosts.ts');
    const config = loadConfig({ ALLOWED_HOSTS: 'Stories.Home.Arpa, storyloom.lan.', PUBLIC_URL: 'https://stories.example.com' });
    expect(config.ALLOWED_HOSTS).toEqual(['stories.home.arpa', 'storyloom.lan']);
    for (const host of ['stories.home.arpa:3000', 'STORYLOOM.LAN', 'stories.example.com', '10.0.0.7:3000', '[fe80::1]:3000', 'localhost:3000']) {
      expect(isAllowedHost(host, config), host).toBe(true);
    }
    for (const host of ['attacker.example', 'stories.home.arpa.attacker.example', 'localhost.attacker.example', undefined]) {
      expect(isAllowedHost(host, config), String(host)).toBe(false);
    }
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://stories.example.com' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('has a shutdown deadline of 10 seconds unless told otherwise', () => {
    expect(loadConfig({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '30000' }).SHUTDOWN_TIMEOUT_MS).toBe(30_000);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});

describe('IMAGE_PROVIDER', () => {
  it('draws with the built-in illustrator unless an outside model is chosen with its key', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ IMAGE_PROVIDER: 'builtin', IMAGE_CONCURRENCY: 3, IMAGE_RETRIES: 2, LIKENESS_THRESHOLD: 7 });
    expect(configError({ IMAGE_PROVIDER: 'openai' }).message).toContain('OPENAI_API_KEY: is required when IMAGE_PROVIDER=openai');
    expect(configError({ IMAGE_PROVIDER: 'google' }).message).toContain('GOOGLE_GENERATIVE_AI_API_KEY: is required when IMAGE_PROVIDER=google');
    expect(configError({ LIKENESS_THRESHOLD: '11' }).message).toContain('LIKENESS_THRESHOLD');
  });
});
