import { emailOutbox } from '../db/schema.ts';
import type { Tx } from '../db/transaction.ts';
import { deliverEmail } from '../jobs/deliver-email.ts';
import type { JobQueue } from '../jobs/queue.ts';

export interface QueuedEmail {
  to: string;
  subject: string;
  text: string;
  /** What the email is for, e.g. `contact`, `verify-email`; admins filter the outbox by it. */
  kind: string;
}

/** Records the email in the outbox and queues its delivery in the caller's transaction. */
export async function queueEmail(tx: Tx, queue: JobQueue, email: QueuedEmail): Promise<string> {
  const [row] = await tx.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  await queue.enqueue(deliverEmail, { outboxId: row!.id }, tx);
  return row!.id;
}
