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
