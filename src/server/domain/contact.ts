import { contactSubjectLabels, type ContactRequest } from '../../shared/schemas/contact.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { transaction } from '../db/transaction.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { queueEmail } from './email.ts';

/** Whoever reads contact messages: CONTACT_EMAIL, else every admin address. */
export function contactRecipients(config: Config): string[] {
  return config.CONTACT_EMAIL ? [config.CONTACT_EMAIL] : config.ADMIN_EMAILS;
}

/** Stores a contact message and queues an email to the team, all or nothing. */
export async function submitContactMessage(
  deps: { db: Database; queue: JobQueue; config: Config },
  input: ContactRequest,
): Promise<{ id: string; emailsQueued: number }> {
  const recipients = contactRecipients(deps.config);
  return transaction(deps.db, async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning({ id: contactMessages.id });
    for (const to of recipients) {
      await queueEmail(tx, deps.queue, {
        to,
        kind: 'contact',
        subject: `[Contact · ${contactSubjectLabels[input.subject]}] from ${input.name}`,
        text: `${input.name} <${input.email}> wrote:\n\n${input.message}\n\nReply to ${input.email}.`,
      });
    }
    return { id: row!.id, emailsQueued: recipients.length };
  });
}
