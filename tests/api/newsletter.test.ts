import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@shared/messages.ts';
import { newsletterSubscriptions } from '../../src/server/db/schema.ts';
import { freshClient, uniqueEmail } from '../support/requests.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (json: unknown, headers: Record<string, string> = freshClient()) =>
  t.request('/api/newsletter/subscribe', { method: 'POST', json, headers });

const rowsFor = (email: string) =>
  t.deps.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe('POST /api/newsletter/subscribe', () => {
  it('subscribes an address and stores it once', async () => {
    const email = uniqueEmail();
    const response = await subscribe({ email, source: 'website-footer' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ success: true, message: 'Thank you for subscribing!' });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, source: 'website-footer' });
  });

  it('defaults the source to the website footer', async () => {
    const email = uniqueEmail();
    expect((await subscribe({ email })).status).toBe(201);
    expect((await rowsFor(email))[0]?.source).toBe('website-footer');
  });

  it('treats subscribing again, in any case and with spaces, as success without a duplicate', async () => {
    const email = uniqueEmail();
    expect((await subscribe({ email, source: 'website-footer' })).status).toBe(201);

    const again = await subscribe({ email: `  ${email.toUpperCase()}  `, source: 'website-footer' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ success: true, message: messages.newsletter.alreadySubscribed });
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it('stores addresses trimmed and lower-cased', async () => {
    const email = uniqueEmail();
    expect((await subscribe({ email: ` ${email.replace('parent', 'Parent')} ` })).status).toBe(201);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it.each([
    ['a missing email', { source: 'website-footer' }],
    ['an email without @', { email: 'parent.example.com' }],
    ['an empty email', { email: '' }],
    ['an email of spaces', { email: '   ' }],
    ['a non-string email', { email: 42 }],
    ['a null email', { email: null }],
  ])('rejects %s with the §5 message', async (_case, body) => {
    const response = await subscribe(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Please enter a valid email address.',
      code: 'VALIDATION_FAILED',
      field: 'email',
    });
  });

  it('rejects an unknown field, naming it', async () => {
    const response = await subscribe({ email: uniqueEmail(), isAdmin: true });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'Unknown field: isAdmin.',
      code: 'VALIDATION_FAILED',
      field: 'isAdmin',
    });
  });

  it('rejects an unknown source', async () => {
    const response = await subscribe({ email: uniqueEmail(), source: 'somewhere' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'source' });
  });

  it('rejects a body that is not an object', async () => {
    const response = await subscribe(['parent@example.com']);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('rejects malformed JSON', async () => {
    const response = await t.request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...freshClient() },
      body: '{"email": "parent@example.com",',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
  });

  it('limits each address to 10 requests in its window', async () => {
    const client = freshClient();
    for (let i = 0; i < 10; i++) {
      const response = await subscribe({ email: uniqueEmail() }, client);
      expect(response.status).toBe(201);
    }
    const limited = await subscribe({ email: uniqueEmail() }, client);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: messages.errors.rateLimited, code: 'RATE_LIMITED' });

    // Another caller is not affected.
    expect((await subscribe({ email: uniqueEmail() })).status).toBe(201);
  });
});

describe('body size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ BODY_LIMIT_BYTES: '1024' });
  });
  afterAll(() => small.close());

  const oversized = JSON.stringify({ email: `${'a'.repeat(2000)}@example.com` });

  it('answers 413 when the declared length is over BODY_LIMIT_BYTES', async () => {
    const response = await small.request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(oversized.length), ...freshClient() },
      body: oversized,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 when a streamed body without a length grows past the limit', async () => {
    const bytes = new TextEncoder().encode(oversized);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 256) controller.enqueue(bytes.slice(i, i + 256));
        controller.close();
      },
    });
    const response = await small.request('/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...freshClient() },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('accepts a body under the limit', async () => {
    const response = await small.request('/api/newsletter/subscribe', {
      method: 'POST',
      json: { email: uniqueEmail() },
      headers: freshClient(),
    });
    expect(response.status).toBe(201);
  });
});
