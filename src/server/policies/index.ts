/**
 * Enforcing the rules of ./rules.ts: `requirePolicy` as a step in a handler's chain, `authorize`
 * inside domain code that already knows the account. A denial is a 403 with the rule's reason.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { getAppUserRecord } from '../domain/accounts.ts';
import { AppError } from '../errors.ts';
import { enforce, type Actor, type Rule } from './rules.ts';

export { policies, type Actor, type Rule } from './rules.ts';

interface Deps {
  config: Config;
  db: Database;
}

/** The caller as the rules see them; an account without an app record yet is judged as null. */
export async function actorFor(deps: Deps, userId: string): Promise<Actor> {
  const account = await getAppUserRecord(deps, userId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  return { config: deps.config, account };
}

/** Throws the rule's denial for this account, or returns when it is allowed. */
export async function authorize<Subject = void>(
  deps: Deps,
  userId: string,
  rule: Rule<Subject>,
  ...subject: Subject extends void ? [] : [Subject]
): Promise<void> {
  enforce(rule(await actorFor(deps, userId), subject[0] as Subject));
}

/** A handler step after `requireCaller`: the request goes on only if the rule allows the caller. */
export function requirePolicy(deps: Deps, rule: Rule): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    enforce(rule(await actorFor(deps, c.get('caller').userId)));
    await next();
  };
}
