/**
 * Which plan an account is on. Payments will decide the plan; until then every account is on the
 * free tier. What a plan allows is a shared rule (src/shared/policies.ts), checked by the policy module.
 */
import type { AccountPlan } from '../../shared/policies.ts';
import type { Database } from '../db/client.ts';

export async function accountPlan(_db: Database, _userId: string): Promise<AccountPlan> {
  return 'free';
}
