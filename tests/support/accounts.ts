/**
 * Signs parents up through the real identity endpoints and gets the bearer tokens the API takes.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { emailOutbox } from '../../src/server/db/schema.ts';
import { freshClient } from './requests.ts';
import type { TestApp } from './test-app.ts';

export const origin = 'http://localhost';

export interface TestParent {
  email: string;
  password: string;
  name: string;
  userId: string;
  cookie: string;
  token: string;
  /** Authorization header for API calls. */
  auth: { authorization: string };
}

export function sessionCookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/**
 * POSTs to the identity layer from our own origin. Each call comes from an address of its own
 * unless `headers` names one, so the per-IP limits only bite in the tests that aim for them.
 */
export async function identityPost(t: TestApp, path: string, body: unknown, cookie?: string, headers: Record<string, string> = {}) {
  return t.request(`/api/identity${path}`, {
    method: 'POST',
    json: body,
    headers: { origin, ...freshClient(), ...(cookie ? { cookie } : {}), ...headers },
  });
}

/** Signs in with email and password; returns the session cookie and a bearer token for it. */
export async function signIn(t: TestApp, email: string, password: string) {
  const response = await identityPost(t, '/sign-in/email', { email, password });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  const cookie = sessionCookieFrom(response);
  const token = await fetchApiToken(t, cookie);
  return { cookie, token, auth: { authorization: `Bearer ${token}` } };
}

export async function fetchApiToken(t: TestApp, cookie: string): Promise<string> {
  const response = await t.request('/api/identity/token', { headers: { cookie } });
  if (!response.ok) throw new Error(`token: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function signUpParent(
  t: TestApp,
  options: { email?: string; password?: string; name?: string; createAccount?: boolean } = {},
): Promise<TestParent> {
  const email = options.email ?? `parent-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? 'moonlit-otter-lantern';
  const name = options.name ?? 'Robin Parent';
  const response = await identityPost(t, '/sign-up/email', { email, password, name });
  if (!response.ok) throw new Error(`sign-up: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: string } };
  const cookie = sessionCookieFrom(response);
  const token = await fetchApiToken(t, cookie);
  const parent = { email, password, name, userId: body.user.id, cookie, token, auth: { authorization: `Bearer ${token}` } };
  if (options.createAccount !== false) {
    const created = await t.request('/api/auth/create-account', { method: 'POST', headers: parent.auth });
    if (!created.ok) throw new Error(`create-account: ${created.status}`);
  }
  return parent;
}

/** A parent who has passed age verification and given consent 1: the state most app routes need. */
export async function signUpVerifiedParent(t: TestApp, options: Parameters<typeof signUpParent>[1] = {}) {
  const parent = await signUpParent(t, options);
  const age = await t.request('/api/auth/age-verification', { method: 'POST', headers: parent.auth, json: { birthDate: '1988-04-12' } });
  if (!age.ok) throw new Error(`age-verification: ${age.status}`);
  const consent = await t.request('/api/auth/parental-consent', { method: 'POST', headers: parent.auth, json: { consented: true } });
  if (!consent.ok) throw new Error(`parental-consent: ${consent.status}`);
  return parent;
}

/** The link in the latest outbox email of `kind` to `to`, as a path + query the test app can request. */
export async function emailLink(t: TestApp, to: string, kind: string): Promise<URL> {
  const rows = await t.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt));
  const match = rows[0]?.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no ${kind} email with a link to ${to}`);
  return new URL(match[0]);
}

/** Follows the newest verification link sent to `email`, as the parent would from their inbox. */
export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  const link = await emailLink(t, email, 'verify-email');
  const followed = await t.request(link.pathname + link.search);
  if (followed.status !== 302 || followed.headers.get('location')?.includes('error=')) {
    throw new Error(`verify-email: ${followed.status} ${followed.headers.get('location')}`);
  }
}
