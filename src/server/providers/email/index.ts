import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { createLogMailer } from './log-mailer.ts';
import type { Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export function createMailer(config: Config, log: Logger): Mailer {
  return config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.EMAIL_FROM) : createLogMailer(log);
}
