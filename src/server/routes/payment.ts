import { Hono } from 'hono';
import {
  checkoutRequest,
  type CheckoutStatusResponse,
  type PaymentSummaryResponse,
  type RedirectResponse,
} from '../../shared/schemas/payments.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { checkoutStatus, openPortal, paymentSummary, startCheckout } from '../domain/checkout.ts';
import { receiveStripeEvent } from '../domain/payment-events.ts';
import { consumeRateLimit } from '../domain/rate-limit.ts';
import { limits } from '../domain/rate-limits.ts';
import { requireCaller } from '../http/authenticate.ts';
import { readJson } from '../http/validate.ts';

/** Stripe calls this one unauthenticated: its signature, checked on the raw body, is the proof. */
export function paymentWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const result = await receiveStripeEvent(deps, await c.req.text(), c.req.header('stripe-signature'));
    return c.json({ received: true, duplicate: result.duplicate });
  });
}

export function paymentRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireCaller(deps))
    .get('/summary', async (c) => c.json<PaymentSummaryResponse>(await paymentSummary(deps, c.get('caller').userId)))
    .post('/checkout', async (c) => {
      const { userId } = c.get('caller');
      await consumeRateLimit(deps.db, limits.checkout.for(userId));
      const { item } = await readJson(c, checkoutRequest);
      return c.json<RedirectResponse>({ url: await startCheckout(deps, userId, item) });
    })
    .get('/checkout/:id', async (c) =>
      c.json<CheckoutStatusResponse>(await checkoutStatus(deps, c.get('caller').userId, c.req.param('id'))),
    )
    .post('/portal', async (c) => c.json<RedirectResponse>({ url: await openPortal(deps, c.get('caller').userId) }));
}
