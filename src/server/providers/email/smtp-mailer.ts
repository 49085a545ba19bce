import type { Transporter } from 'nodemailer';
import { lazyModule } from '../../lazy-module.ts';
import type { Mailer } from './mailer.ts';

const loadNodemailer = lazyModule(async () => (await import('nodemailer')).default);

/** Sends through any SMTP server: SMTP_URL like smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    name: 'smtp',
    async send(email) {
      transport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
  };
}
