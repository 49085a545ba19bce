/**
 * Accounts for browser journeys: parents made through the real identity endpoints, and the emails
 * the app sent, read from the outbox table in the server's database (the admin API hides their
 * links, as it should).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import pg from 'pg';
import { baseURL, embeddedDatabasePort } from '../../playwright.config.ts';
import { embeddedConnectionString } from '../../src/server/db/embedded.ts';

export const adminEmail = 'admin@storyloom.test';
const adminPassword = 'harbour-lantern-admin-7';
export const defaultPassword = 'moonlit-otter-lantern';
export const adultBirthDate = { day: '12', month: 'April', year: '1988', iso: '1988-04-12' } as const;

export interface ParentAccount {
  name: string;
  email: string;
  password: string;
}

/** Lower case: the identity layer stores addresses that way, and the outbox is searched by them. */
export const uniqueEmail = (label = 'parent') => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * A made-up client address. The identity layer limits sign-ins and sign-ups per address, so each
 * test acts as a client of its own and no test uses up another's allowance.
 */
export const clientAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Every request of this page's browser context (and its `request`) comes from one fresh address. */
export async function useOwnAddress(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
}

/** A request context of its own: its cookies are not the browser's, so the browser stays signed out. */
export function separateClient(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
}

const identityPost = (request: APIRequestContext, path: string, data: unknown, origin = baseURL) =>
  request.post(`/api/identity${path}`, { data, headers: { origin } });

export async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/identity/token');
  expect(response.ok(), `token: ${response.status()}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Signs a parent up through the API. With the browser's own request context (`page.request`) the
 * browser is signed in too, because the two share cookies. `origin` names the app being signed up
 * to when a spec starts an app of its own: the identity layer refuses sign-ups from other origins.
 */
export async function createParent(
  request: APIRequestContext,
  options: Partial<ParentAccount> & { birthDate?: string; consent?: boolean; origin?: string } = {},
): Promise<ParentAccount & { token: string }> {
  const parent = {
    name: options.name ?? 'Robin Example',
    email: options.email ?? uniqueEmail(),
    password: options.password ?? defaultPassword,
  };
  const signUp = await identityPost(request, '/sign-up/email', parent, options.origin);
  expect(signUp.ok(), `sign-up: ${signUp.status()} ${await signUp.text()}`).toBe(true);
  const token = await apiToken(request);
  const auth = { authorization: `Bearer ${token}` };
  expect((await request.post('/api/auth/create-account', { headers: auth })).ok()).toBe(true);
  if (options.birthDate) {
    const age = await request.post('/api/auth/age-verification', { headers: auth, data: { birthDate: options.birthDate } });
    expect(age.ok(), `age-verification: ${age.status()}`).toBe(true);
  }
  if (options.consent) {
    const consent = await request.post('/api/auth/parental-consent', { headers: auth, data: { consented: true } });
    expect(consent.ok(), `parental-consent: ${consent.status()}`).toBe(true);
  }
  return { ...parent, token };
}

/** A parent who has confirmed an adult age and given consent 1: ready for every app page. */
export const createVerifiedParent = (request: APIRequestContext, options: Partial<ParentAccount> & { origin?: string } = {}) =>
  createParent(request, { ...options, birthDate: adultBirthDate.iso, consent: true });

/** Fills the sign-up form on the page already open and submits it. */
export async function fillSignUpForm(page: Page, parent: ParentAccount): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Your name').fill(parent.name);
  await main.getByLabel('Email address').fill(parent.email);
  await main.getByLabel('Password', { exact: true }).fill(parent.password);
  await main.getByRole('button', { name: 'Create account' }).click();
}

/** Fills the sign-in form on the page already open and submits it. */
export async function logInViaUi(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The signed-in header's account menu: proof the app shell, not a public page, is showing. */
export const accountMenu = (page: Page, name: string) => page.getByRole('button', { name: `Account menu for ${name}` });

let admin: { request: APIRequestContext; token: string; at: number } | null = null;

/**
 * The admin account's API client: signed up and verified on first use (or signed in if another
 * worker did). ADMIN_EMAILS counts only for a verified address.
 */
async function adminClient(): Promise<{ request: APIRequestContext; token: string }> {
  // Tokens live 15 minutes; one worker reuses its token well inside that.
  if (admin && Date.now() - admin.at < 10 * 60_000) return admin;
  const request = await separateClient();
  const credentials = { email: adminEmail, password: adminPassword, name: 'Storyloom Admin' };
  const signUp = await identityPost(request, '/sign-up/email', credentials);
  if (!signUp.ok()) {
    const signIn = await identityPost(request, '/sign-in/email', { email: adminEmail, password: adminPassword });
    expect(signIn.ok(), `admin sign-in: ${signIn.status()} ${await signIn.text()}`).toBe(true);
  }
  const verify = await request.get(await emailLink('verify-email', adminEmail));
  expect(verify.ok(), `admin email verification: ${verify.status()}`).toBe(true);
  const token = await apiToken(request);
  expect((await request.post('/api/auth/create-account', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);
  admin = { request, token, at: Date.now() };
  return admin;
}

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: string;
}

/** Emails of one kind ('verify-email', 'reset-password', 'parent-consent', …) sent to `to`, newest first. */
export async function readOutbox(kind: string, to: string): Promise<OutboxEmail[]> {
  const client = new pg.Client({ connectionString: embeddedConnectionString(embeddedDatabasePort, 'storyloom') });
  await client.connect();
  try {
    const { rows } = await client.query<OutboxEmail>(
      'select id, "to", subject, text, kind, created_at as "createdAt" from email_outbox where kind = $1 and lower("to") = lower($2) order by created_at desc',
      [kind, to],
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** The link in the newest email of `kind` to `to`, waiting for it to be written. */
export async function emailLink(kind: string, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const [latest] = await readOutbox(kind, to);
      link = latest?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    }, { message: `a ${kind} email to ${to}` })
    .toBeTruthy();
  return link!;
}

/**
 * The browser logs a console error for every failed request, even one a page handles on purpose
 * (a wrong password answers 401). A test names those it expects; anything else still fails it.
 */
export function forgiveConsoleErrors(consoleErrors: string[], ...expected: RegExp[]): void {
  const kept = consoleErrors.filter((message) => !expected.some((pattern) => pattern.test(message)));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/**
 * Signs this page's browser in as the admin account (ADMIN_EMAILS), creating the account on first
 * use, with an adult age and consent 1 recorded so the compliance-checked pages open too.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await adminClient();
  const signIn = await identityPost(page.request, '/sign-in/email', { email: adminEmail, password: adminPassword });
  expect(signIn.ok(), `admin sign-in: ${signIn.status()} ${await signIn.text()}`).toBe(true);
  const auth = { authorization: `Bearer ${await apiToken(page.request)}` };
  const age = await page.request.post('/api/auth/age-verification', { headers: auth, data: { birthDate: adultBirthDate.iso } });
  expect(age.ok(), `admin age-verification: ${age.status()}`).toBe(true);
  const consent = await page.request.post('/api/auth/parental-consent', { headers: auth, data: { consented: true } });
  expect(consent.ok(), `admin consent: ${consent.status()}`).toBe(true);
}

/** The app user id of the parent a bearer token belongs to. */
export async function accountId(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `me: ${response.status()}`).toBe(true);
  return ((await response.json()) as { id: string }).id;
}
