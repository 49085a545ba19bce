import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/** Sends through any SMTP server: SMTP_URL like smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(email) {
      await transport.sendMail({ from, to: email.to, subject: email.subject, text: email.text });
    },
  };
}
