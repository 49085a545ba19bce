import { and, eq, gt, sql } from 'drizzle-orm';
import { messages } from '../../shared/messages.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export interface RateLimit {
  /** What is limited and for whom, e.g. `newsletter:ip:127.0.0.1`. */
  key: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against a fixed window in PostgreSQL (so every web process shares it) and returns
 * the count in the current window.
 */
export async function recordHit(db: Database, { key, windowSeconds }: Omit<RateLimit, 'limit'>): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: new Date(), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStartedAt} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}

/** Counts one hit and throws RATE_LIMITED once the limit is passed. */
export async function consumeRateLimit(db: Database, limit: RateLimit): Promise<void> {
  if ((await recordHit(db, limit)) > limit.limit) throw new AppError('RATE_LIMITED', messages.errors.rateLimited);
}

/** Whether the limit is already used up in the current window, without counting a hit. */
export async function isRateLimited(db: Database, { key, limit, windowSeconds }: RateLimit): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStartedAt, sql`now() - make_interval(secs => ${windowSeconds})`)));
  return (row?.count ?? 0) >= limit;
}

/** Starts a key's count afresh (a parent who signed in successfully is no longer guessing). */
export async function clearRateLimit(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
