/**
 * Which plan an account is on, and what the plan allows. The subscription decides the plan
 * (domain/subscriptions.ts); everything that depends on the plan asks here or there.
 */
import { extraCharactersByPlan, plans, type PlanId } from '../../shared/pricing.ts';
import type { Database } from '../db/client.ts';
import { currentPlan } from './subscriptions.ts';

export type AccountPlan = PlanId | 'free';

export function accountPlan(db: Database, userId: string): Promise<AccountPlan> {
  return currentPlan(db, userId);
}

export function planName(plan: AccountPlan): string {
  return plan === 'free' ? 'free' : (plans.find((entry) => entry.id === plan)?.name ?? plan);
}

/** "Bloom allows 1 and Wonder or Flourish allow 2", built from the price list so it never drifts. */
function planAllowances(): string {
  const byCount = new Map<number, string[]>();
  for (const plan of plans) {
    if (plan.extraCharacters === 0) continue;
    byCount.set(plan.extraCharacters, [...(byCount.get(plan.extraCharacters) ?? []), plan.name]);
  }
  const parts = [...byCount.entries()]
    .sort(([a], [b]) => a - b)
    .map(([count, names]) => `${names.join(' or ')} ${names.length === 1 ? 'allows' : 'allow'} ${count}`);
  return parts.join(' and ');
}

/** The message shown when a story asks for more extra characters than the plan gives. */
export function extraCharacterLimitMessage(plan: AccountPlan): string {
  const allowed = extraCharactersByPlan[plan];
  const current =
    allowed === 0
      ? `Stories on the ${planName(plan)} plan have just the hero.`
      : `Your ${planName(plan)} plan allows ${allowed} extra character${allowed === 1 ? '' : 's'} per story.`;
  return `${current} Extra characters come with a plan: ${planAllowances()}.`;
}
