import { sql } from 'drizzle-orm';
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
 * Counts one hit against a fixed window in PostgreSQL (so every web process shares it) and throws
 * RATE_LIMITED once the limit is passed.
 */
export async function consumeRateLimit(db: Database, { key, limit, windowSeconds }: RateLimit): Promise<void> {
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
  if ((row?.count ?? 0) > limit) throw new AppError('RATE_LIMITED', messages.errors.rateLimited);
}
