import type { Database } from '../db/client.ts';
import { newsletterSubscriptions } from '../db/schema.ts';

/** Subscribes an address; subscribing again is fine and stores nothing new. */
export async function subscribeToNewsletter(
  db: Database,
  input: { email: string; source: string },
): Promise<{ created: boolean }> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email: input.email.trim().toLowerCase(), source: input.source })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { created: rows.length > 0 };
}
