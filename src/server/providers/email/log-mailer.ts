import type { Logger } from '../../logger.ts';
import type { Mailer } from './mailer.ts';

/**
 * Embedded default: the message is already in the outbox table (admins read it there); delivering
 * means logging it, links included, so a self-hoster can follow them from the console.
 */
export function createLogMailer(log: Logger): Mailer {
  return {
    name: 'outbox',
    async send(email) {
      log.info({ to: email.to, subject: email.subject, text: email.text }, 'email (outbox only)');
    },
  };
}
