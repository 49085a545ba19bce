/**
 * Which plan an account is on: its subscription decides (domain/subscriptions.ts). What a plan
 * allows is a shared rule (src/shared/policies.ts), checked by the policy module.
 */
import type { AccountPlan } from '../../shared/policies.ts';
import type { Database } from '../db/client.ts';
import { currentPlan } from './subscriptions.ts';

export function accountPlan(db: Database, userId: string): Promise<AccountPlan> {
  return currentPlan(db, userId);
}
