import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailOutbox } from '../db/schema.ts';
import { defineJob } from './definition.ts';

/** Delivers one outbox row; a row already sent is skipped, so a retried job never sends twice. */
export const deliverEmail = defineJob({
  name: 'email.deliver',
  payload: z.object({ outboxId: z.uuid() }),
  retry: { retryLimit: 5, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  async handle({ outboxId }, { db, mailer }) {
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
    if (!row || row.status === 'sent') return;
    try {
      await mailer.send({ to: row.to, subject: row.subject, text: row.text });
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
        .where(eq(emailOutbox.id, outboxId));
    } catch (error) {
      await db
        .update(emailOutbox)
        .set({ attempts: row.attempts + 1, lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(emailOutbox.id, outboxId));
      throw error;
    }
  },
});
