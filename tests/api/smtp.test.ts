/**
 * With SMTP_URL set, account emails really leave through SMTP: a local smtp-server receives the
 * verification email once the worker has run.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox } from '../../src/server/db/schema.ts';
import { identityPost } from '../support/accounts.ts';
import { uniqueEmail } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, EMAIL_FROM: 'Storyloom <hello@storyloom.example>' },
    { realMailer: true },
  );
  await t.startWorker();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('uses SMTP when SMTP_URL is set', () => {
    expect(t.deps.mailer.name).toBe('smtp');
  });

  it('delivers the verification email to the SMTP server and marks it sent', async () => {
    const email = uniqueEmail();
    const response = await identityPost(t, '/sign-up/email', {
      name: 'Robin Parent',
      email,
      password: 'moonlit-otter-lantern',
      callbackURL: '/verify-email',
    });
    expect(response.status).toBe(200);

    const message = await vi.waitFor(
      () => {
        const found = received.find((item) => item.to.includes(email));
        if (!found) throw new Error('no message has reached the SMTP server yet');
        return found;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(message.from).toBe('hello@storyloom.example');
    expect(message.raw).toMatch(/^Subject: Confirm your email for Storyloom$/m);
    const unfolded = message.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(unfolded).toMatch(/http:\/\/localhost\/api\/identity\/verify-email\?token=[\w.-]+&callbackURL=%2Fverify-email/);

    const [row] = await vi.waitFor(
      async () => {
        const rows = await t.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
        expect(rows[0]?.status).toBe('sent');
        return rows;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(row).toMatchObject({ kind: 'verify-email', status: 'sent', attempts: 1, lastError: null });
    expect(t.sentEmails).toEqual([]);
  });
});
