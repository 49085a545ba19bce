import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { verifications } from '../db/schema.ts';

/** How Better Auth names a reset link's row in `verifications` (its value is the user id). */
const resetIdentifierPrefix = 'reset-password:';

/**
 * Ends every reset link still outstanding for an account. Better Auth only consumes the link that
 * was used, so an older email left in an inbox would otherwise still change the password after
 * the parent has chosen a new one.
 */
export async function revokeResetTokens(db: Database, userId: string): Promise<void> {
  await db.delete(verifications).where(and(like(verifications.identifier, `${resetIdentifierPrefix}%`), eq(verifications.value, userId)));
}

/**
 * A reset request for a known address writes a token and queues an email; one for an unknown
 * address does neither. Both answer after the same floor, so the time taken does not tell an
 * attacker which addresses have accounts (the answer's wording is already the same).
 */
const resetRequestFloorMs = 400;
const resetRequestStarts = new WeakMap<Request, number>();

export const resetRequestTiming = {
  start(request: Request | undefined) {
    if (request) resetRequestStarts.set(request, performance.now());
  },
  async finish(request: Request | undefined) {
    const started = request && resetRequestStarts.get(request);
    if (started === undefined) return;
    const left = resetRequestFloorMs - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  },
};
