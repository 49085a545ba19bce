import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages.ts';
import type { ContactRequest } from '@shared/schemas/contact.ts';
import { contactMessages, emailOutbox } from '../../src/server/db/schema.ts';
import { submitContactMessage } from '../../src/server/domain/contact.ts';
import type { JobQueue } from '../../src/server/jobs/queue.ts';
import { freshClient, uniqueEmail } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const admins = ['ada@storyloom.example', 'grace@storyloom.example'];

function validMessage(overrides: Partial<ContactRequest> = {}): ContactRequest {
  return {
    name: 'Sam Parent',
    email: uniqueEmail(),
    subject: 'partnership',
    message: 'We run a small school library and would love to talk about a partnership.',
    ...overrides,
  };
}

const send = (app: TestApp, json: unknown) =>
  app.request('/api/contact', { method: 'POST', json, headers: freshClient() });

async function storedMessage(app: TestApp, email: string) {
  return app.deps.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

/** Outbox rows about one sender (the body quotes their address). */
async function outboxFor(app: TestApp, senderEmail: string) {
  const rows = await app.deps.db.select().from(emailOutbox);
  return rows.filter((row) => row.text.includes(senderEmail));
}

describe('with admins configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: admins.join(',') });
  });
  afterAll(() => t.close());

  it('stores the message, queues an email to each admin and delivers it', async () => {
    const input = validMessage();
    const response = await send(t, input);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: messages.contact.sent });

    const [stored] = await storedMessage(t, input.email);
    expect(stored).toMatchObject({ name: input.name, subject: 'partnership', message: input.message });

    const queued = await outboxFor(t, input.email);
    expect(queued.map((row) => row.to).sort()).toEqual([...admins].sort());
    for (const row of queued) {
      expect(row).toMatchObject({ kind: 'contact', status: 'queued', attempts: 0 });
      expect(row.subject).toBe('[Contact · Partnership] from Sam Parent');
      expect(row.text).toContain(input.message);
    }

    await t.startWorker();
    const delivered = await vi.waitFor(
      async () => {
        const rows = await t.deps.db.select().from(emailOutbox).where(inArray(emailOutbox.id, queued.map((row) => row.id)));
        expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'sent'));
        return rows;
      },
      { timeout: 15_000, interval: 100 },
    );
    for (const row of delivered) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBeNull();
    }
    const mailed = t.sentEmails.filter((email) => email.text.includes(input.email));
    expect(mailed.map((email) => email.to).sort()).toEqual([...admins].sort());
    expect(mailed[0]).toMatchObject({ subject: '[Contact · Partnership] from Sam Parent' });
  });

  it('trims what it stores', async () => {
    const input = validMessage();
    const response = await send(t, { ...input, name: '  Sam Parent  ', email: `  ${input.email}  ` });
    expect(response.status).toBe(201);
    expect((await storedMessage(t, input.email))[0]?.name).toBe('Sam Parent');
  });

  it.each([
    ['subject', { subject: 'complaint' }, 'Please choose a subject.'],
    ['email', { email: 'not-an-address' }, 'Please enter a valid email address.'],
    ['message', { message: 'Hi there' }, 'Please write at least 10 characters so we can help.'],
    ['message', { message: '   short   ' }, 'Please write at least 10 characters so we can help.'],
    ['name', { name: '   ' }, 'Please tell us your name.'],
    ['message', { message: 'x'.repeat(5001) }, 'Please keep your message under 5,000 characters.'],
  ])('rejects a bad %s, naming the field', async (field, overrides, message) => {
    const input = validMessage(overrides as Partial<ContactRequest>);
    const response = await send(t, input);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, code: 'VALIDATION_FAILED', field });
    expect(await storedMessage(t, input.email.trim())).toHaveLength(0);
  });

  it('rejects a missing field, naming it', async () => {
    const { subject: _subject, ...withoutSubject } = validMessage();
    const response = await send(t, withoutSubject);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'subject' });
  });

  it('limits each address to 5 messages an hour', async () => {
    const client = freshClient();
    for (let i = 0; i < 5; i++) {
      const response = await t.request('/api/contact', { method: 'POST', json: validMessage(), headers: client });
      expect(response.status).toBe(201);
    }
    const limited = await t.request('/api/contact', { method: 'POST', json: validMessage(), headers: client });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('with CONTACT_EMAIL configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: admins.join(','), CONTACT_EMAIL: 'hello@storyloom.example' });
  });
  afterAll(() => t.close());

  it('sends contact messages to that address instead of every admin', async () => {
    const input = validMessage({ subject: 'affiliate' });
    expect((await send(t, input)).status).toBe(201);
    const queued = await outboxFor(t, input.email);
    expect(queued.map((row) => row.to)).toEqual(['hello@storyloom.example']);
    expect(queued[0]?.subject).toBe('[Contact · Affiliate programme] from Sam Parent');
  });
});

describe('with no admins configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the message and queues no email', async () => {
    const input = validMessage({ subject: 'general' });
    expect((await send(t, input)).status).toBe(201);
    expect(await storedMessage(t, input.email)).toHaveLength(1);
    expect(await t.deps.db.select().from(emailOutbox)).toHaveLength(0);
  });
});

describe('submitContactMessage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: admins.join(',') });
  });
  afterAll(() => t.close());

  it('queues a delivery job for each outbox row in the same transaction', async () => {
    const input = validMessage();
    const result = await submitContactMessage(t.deps, input);
    expect(result.emailsQueued).toBe(2);
    const outboxIds = (await outboxFor(t, input.email)).map((row) => row.id).sort();
    const jobs = await t.deps.db.$client.query<{ outbox_id: string }>(
      `select data->>'outboxId' as outbox_id from pgboss.job where name = 'email.deliver'`,
    );
    const jobOutboxIds = jobs.rows.map((row) => row.outbox_id).filter((id) => outboxIds.includes(id));
    expect(jobOutboxIds.sort()).toEqual(outboxIds);
  });

  it('stores nothing when queueing the email fails', async () => {
    const failingQueue = {
      async enqueue() {
        throw new Error('queue unavailable');
      },
    } as unknown as JobQueue;
    const input = validMessage();

    await expect(submitContactMessage({ ...t.deps, queue: failingQueue }, input)).rejects.toThrow('queue unavailable');
    expect(await storedMessage(t, input.email)).toHaveLength(0);
    expect(await outboxFor(t, input.email)).toHaveLength(0);
  });
});
