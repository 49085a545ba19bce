/**
 * Stripe, the one outside payments provider. Built from the configuration once per process; null
 * when Stripe is not configured (payments off: trial credits and admin grants only).
 */
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { PlanId } from '../../../shared/pricing.ts';
import { lazyModule } from '../../lazy-module.ts';

/** The Stripe SDK holds about 20 MB once loaded: loaded at the first payment, never when payments are off. */
const loadStripe = lazyModule(async () => (await import('stripe')).default);

export type StripeClient = Stripe;
export type StripeEvent = ReturnType<Stripe['webhooks']['constructEvent']>;

const clients = new WeakMap<Config, Stripe>();

export async function stripeClient(config: Config): Promise<Stripe | null> {
  if (!config.STRIPE_SECRET_KEY) return null;
  let client = clients.get(config);
  if (!client) {
    const Stripe = await loadStripe();
    client = clients.get(config);
    if (client) return client;
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
    client = new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Storyloom' },
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(config, client);
  }
  return client;
}

/** The Stripe price of each plan and pack, from the configuration. */
export function stripePrices(config: Config): Record<PlanId | 'pack-20' | 'pack-60' | 'pack-150', string | undefined> {
  return {
    bloom: config.STRIPE_PRICE_BLOOM,
    wonder: config.STRIPE_PRICE_WONDER,
    flourish: config.STRIPE_PRICE_FLOURISH,
    'pack-20': config.STRIPE_PRICE_PACK_20,
    'pack-60': config.STRIPE_PRICE_PACK_60,
    'pack-150': config.STRIPE_PRICE_PACK_150,
  };
}

/** Which plan a Stripe price id stands for, if any. */
export function planForPrice(config: Config, priceId: string | undefined): PlanId | null {
  if (!priceId) return null;
  const prices = stripePrices(config);
  for (const plan of ['bloom', 'wonder', 'flourish'] as const) if (prices[plan] === priceId) return plan;
  return null;
}
