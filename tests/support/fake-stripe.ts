/**
 * A local stand-in for the Stripe API, for the real Stripe SDK to talk HTTP to (through its
 * host/port/protocol options). It keeps customers, Checkout sessions, subscriptions, invoices,
 * charges and disputes in memory, lets a test move them along as Stripe would (pay, renew,
 * change plan, cancel, refund, dispute), and signs events with the SDK's own test helper.
 * It also serves a stand-in Checkout page, so a browser can "pay" and come back.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, unknown> & { id: string };

export const fakeStripePrices = {
  STRIPE_PRICE_BLOOM: 'price_bloom',
  STRIPE_PRICE_WONDER: 'price_wonder',
  STRIPE_PRICE_FLOURISH: 'price_flourish',
  STRIPE_PRICE_PACK_20: 'price_pack20',
  STRIPE_PRICE_PACK_60: 'price_pack60',
  STRIPE_PRICE_PACK_150: 'price_pack150',
} as const;

const priceCents: Record<string, number> = {
  price_bloom: 699,
  price_wonder: 1299,
  price_flourish: 1999,
  price_pack20: 499,
  price_pack60: 1299,
  price_pack150: 2799,
};

export const fakeStripeWebhookSecret = 'whsec_test_storyloom';

/** The environment that points Storyloom at a fake Stripe on `url`. */
export function fakeStripeEnv(url: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_storyloom',
    STRIPE_WEBHOOK_SECRET: fakeStripeWebhookSecret,
    STRIPE_LAUNCH_COUPON: 'launch50',
    STRIPE_API_URL: url,
    ...fakeStripePrices,
  };
}

/** Parses Stripe's form encoding (`a[b][0][c]=d`) into nested objects and arrays. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.match(/[^[\]]+/g) ?? [key];
    let node = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

export interface FakeStripe {
  url: string;
  objects: Map<string, Obj>;
  /** Every API call: method, path and parsed form body. */
  calls: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  checkoutSessions: () => Obj[];
  get: (id: string) => Obj;
  /** Pays an open Checkout session as the customer would; a subscription gets its first invoice. */
  payCheckout: (sessionId: string) => { session: Obj; subscription?: Obj; invoice?: Obj; charge?: Obj };
  /** Bills the next month: a new paid invoice and a later period end. */
  renew: (subscriptionId: string) => { invoice: Obj; charge: Obj };
  /** A renewal Stripe could not charge. */
  failRenewal: (subscriptionId: string) => Obj;
  changePlan: (subscriptionId: string, price: string) => Obj;
  cancel: (subscriptionId: string) => Obj;
  refund: (chargeId: string, amount?: number) => Obj;
  dispute: (chargeId: string) => Obj;
  /** A signed event about the object's current state, as Stripe would send it. */
  event: (type: string, objectId: string) => { id: string; body: string; signature: string };
  /** Where the stand-in Checkout page sends its webhook after paying (end-to-end tests). */
  webhookUrl: string | null;
  close: () => Promise<void>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
const month = 30 * 24 * 3600;

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(options: { webhookUrl?: string } = {}): Promise<FakeStripe> {
  const objects = new Map<string, Obj>();
  const calls: FakeStripe['calls'] = [];
  const put = <T extends Obj>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const get = (id: string): Obj => {
    const found = objects.get(id);
    if (!found) throw new Error(`fake Stripe has no ${id}`);
    return found;
  };

  const charge = (amount: number, customer: unknown) => {
    const paymentIntent = newId('pi');
    return put({ id: newId('ch'), object: 'charge', amount, amount_refunded: 0, refunded: false, customer, payment_intent: paymentIntent });
  };

  const invoice = (subscription: Obj, reason: string, paid: boolean) => {
    const price = (subscription.items as { data: Array<{ price: { id: string } }> }).data[0]!.price.id;
    const trialing = subscription.status === 'trialing' && reason === 'subscription_create';
    const amount = trialing ? 0 : priceCents[price]!;
    const paidCharge = paid && amount > 0 ? charge(amount, subscription.customer) : undefined;
    const created = put({
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      billing_reason: reason,
      amount_paid: paid ? amount : 0,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      lines: { object: 'list', data: [{ id: newId('il'), pricing: { type: 'price_details', price_details: { price, product: 'prod_x' } } }] },
      payments: {
        object: 'list',
        data: paidCharge ? [{ id: newId('inpay'), status: 'paid', payment: { type: 'payment_intent', payment_intent: paidCharge.payment_intent } }] : [],
      },
    });
    subscription.latest_invoice = created.id;
    return { invoice: created, charge: paidCharge };
  };

  const periodEndOf = (subscription: Obj) => (subscription.items as { data: Array<{ current_period_end: number }> }).data[0]!;

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const body = request.method === 'POST' ? parseStripeForm(await readText(request)) : {};
    calls.push({ method: request.method ?? 'GET', path, body });
    if (request.method === 'POST' && path === '/v1/customers') {
      return send(response, 200, put({ id: newId('cus'), object: 'customer', email: body.email, name: body.name, metadata: body.metadata ?? {} }));
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs_test');
      const price = (body.line_items as Array<{ price: string }>)[0]!.price;
      return send(
        response,
        200,
        put({
          id,
          object: 'checkout.session',
          mode: body.mode,
          status: 'open',
          payment_status: 'unpaid',
          customer: body.customer,
          client_reference_id: body.client_reference_id,
          metadata: body.metadata ?? {},
          amount_total: priceCents[price],
          payment_intent: null,
          subscription: null,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          url: `${fake.url}/checkout/${id}`,
          // Not part of Stripe's object: what it was created with, for the tests and payCheckout.
          _params: body,
        }),
      );
    }
    if (request.method === 'POST' && path === '/v1/billing_portal/sessions') {
      return send(response, 200, { id: newId('bps'), object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `${fake.url}/portal/${String(body.customer)}` });
    }
    const match = /^\/v1\/(checkout\/sessions|subscriptions|invoices|charges|disputes|customers)\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && match) {
      const found = objects.get(decodeURIComponent(match[2]!));
      if (found) return send(response, 200, found);
    }
    return send(response, 404, { error: { type: 'invalid_request_error', message: `No such resource: ${path}` } });
  }

  async function checkoutPage(request: IncomingMessage, response: ServerResponse, id: string) {
    const session = objects.get(id);
    if (!session) return send(response, 404, { error: 'no such session' });
    if (request.method === 'POST') {
      fake.payCheckout(id);
      response.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', id) });
      response.end();
      // Stripe's webhook arrives on its own schedule: after the customer is already back.
      if (fake.webhookUrl) {
        const { body, signature } = fake.event('checkout.session.completed', id);
        setTimeout(() => {
          void fetch(fake.webhookUrl!, { method: 'POST', body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
        }, 800);
      }
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // An empty icon: otherwise the browser asks for /favicon.ico and logs the 404 as a console error.
    response.end(
      `<!doctype html><html lang="en"><head><title>Test checkout</title><link rel="icon" href="data:,"></head><body><main><h1>Test checkout</h1>` +
        `<p>Amount: ${String(session.amount_total)} cents</p><form method="post"><button type="submit">Pay</button></form>` +
        `<a href="${String(session.cancel_url)}">Back</a></main></body></html>`,
    );
  }

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const checkout = /^\/checkout\/([^/]+)$/.exec(path);
    const handled = checkout ? checkoutPage(request, response, checkout[1]!) : api(request, response, path);
    handled.catch((error: unknown) => send(response, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    objects,
    calls,
    webhookUrl: options.webhookUrl ?? null,
    checkoutSessions: () => [...objects.values()].filter((object) => object.object === 'checkout.session'),
    get,
    payCheckout(sessionId) {
      const session = get(sessionId);
      const params = session._params as { line_items: Array<{ price: string }>; subscription_data?: { trial_period_days?: string; metadata?: Record<string, string> } };
      session.status = 'complete';
      if (session.mode === 'payment') {
        const paid = charge(Number(session.amount_total), session.customer);
        Object.assign(session, { payment_status: 'paid', payment_intent: paid.payment_intent });
        return { session, charge: paid };
      }
      const trialDays = Number(params.subscription_data?.trial_period_days ?? 0);
      const subscription = put({
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: trialDays > 0 ? 'trialing' : 'active',
        metadata: params.subscription_data?.metadata ?? {},
        cancel_at_period_end: false,
        cancel_at: null,
        trial_end: trialDays > 0 ? now() + trialDays * 86400 : null,
        items: { object: 'list', data: [{ id: newId('si'), price: { id: params.line_items[0]!.price }, current_period_end: now() + (trialDays > 0 ? trialDays * 86400 : month) }] },
      });
      Object.assign(session, { payment_status: trialDays > 0 ? 'no_payment_required' : 'paid', subscription: subscription.id });
      const first = invoice(subscription, 'subscription_create', true);
      return { session, subscription, ...first };
    },
    renew(subscriptionId) {
      const subscription = get(subscriptionId);
      subscription.status = 'active';
      periodEndOf(subscription).current_period_end += month;
      const next = invoice(subscription, 'subscription_cycle', true);
      return { invoice: next.invoice, charge: next.charge! };
    },
    failRenewal(subscriptionId) {
      const subscription = get(subscriptionId);
      subscription.status = 'past_due';
      return invoice(subscription, 'subscription_cycle', false).invoice;
    },
    changePlan(subscriptionId, price) {
      const subscription = get(subscriptionId);
      (subscription.items as { data: Array<{ price: { id: string } }> }).data[0]!.price = { id: price };
      return subscription;
    },
    cancel(subscriptionId) {
      const subscription = get(subscriptionId);
      Object.assign(subscription, { status: 'canceled', ended_at: now() });
      return subscription;
    },
    refund(chargeId, amount) {
      const refunded = get(chargeId);
      const total = Number(refunded.amount);
      refunded.amount_refunded = Math.min(total, Number(refunded.amount_refunded) + (amount ?? total));
      refunded.refunded = refunded.amount_refunded === total;
      return refunded;
    },
    dispute(chargeId) {
      const disputed = get(chargeId);
      return put({ id: newId('dp'), object: 'dispute', charge: chargeId, payment_intent: disputed.payment_intent, amount: disputed.amount, status: 'needs_response' });
    },
    event(type, objectId) {
      const id = newId('evt');
      const { _params: _hidden, ...object } = get(objectId);
      const body = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: now(), livemode: false, data: { object } }, null, 2);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: fakeStripeWebhookSecret });
      return { id, body, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
