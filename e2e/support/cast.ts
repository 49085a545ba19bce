/**
 * The family cast and plans for browser tests: companions made through the API, and a plan put in
 * place the way Stripe's webhook would leave it (this server has no payments configured).
 */
import { expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { embeddedDatabasePort } from '../../playwright.config.ts';
import { embeddedConnectionString } from '../../src/server/db/embedded.ts';
import type { CompanionInput, CompanionRecord } from '../../src/shared/schemas/companions.ts';
import type { PlanId } from '../../src/shared/pricing.ts';
import { accountId } from './accounts.ts';

export async function createCompanion(request: APIRequestContext, token: string, input: CompanionInput): Promise<CompanionRecord> {
  const response = await request.post('/api/companions', { headers: { authorization: `Bearer ${token}` }, data: input });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CompanionRecord;
}

export async function putOnPlan(request: APIRequestContext, token: string, plan: PlanId): Promise<void> {
  const userId = await accountId(request, token);
  const client = new pg.Client({ connectionString: embeddedConnectionString(embeddedDatabasePort, 'storyloom') });
  await client.connect();
  try {
    await client.query(
      `insert into subscriptions (user_id, stripe_subscription_id, plan, status, current_period_end) values ($1, $2, $3, 'active', now() + interval '30 days')`,
      [userId, `sub_${userId}`, plan],
    );
  } finally {
    await client.end();
  }
}
