/**
 * Malformed input against every endpoint: the app's own routes (read from the Hono app, so a new
 * route is covered the day it is added) and every endpoint of the identity layer (read from Better
 * Auth). Whatever arrives — NUL bytes, half emoji, bodies that are not objects, broken JSON, wrong
 * types, odd path parameters and queries — the answer is never a 5xx.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUsers } from '../../src/server/db/schema.ts';
import { origin, signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild, childInput } from '../support/family.ts';
import { freshClient } from '../support/requests.ts';
import { storyInput } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let parent: TestParent;
let childId: string;

async function freshParent() {
  parent = await signUpVerifiedParent(t);
  await t.deps.db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.id, parent.userId));
  childId = (await addChild(t, parent)).id;
}

beforeAll(async () => {
  t = await createTestApp();
  await freshParent();
});
afterAll(() => t.close());

const nul = 'Ma\u0000ya';
const halfEmoji = 'Maya \uD83D';

/** Replaces every string in `value` (keys kept) with `bad`. */
function poison(value: unknown, bad: string): unknown {
  if (typeof value === 'string') return bad;
  if (Array.isArray(value)) return value.map((item) => poison(item, bad));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, poison(item, bad)]));
  return value;
}

/** Bodies close to what real endpoints take, so validation is passed up to the poisoned fields. */
const templates = (): Record<string, unknown>[] => [
  childInput(),
  { ...storyInput(childId), title: 'The windy beach' },
  { name: 'Robin', email: 'robin@example.com', subject: 'general', message: 'Hello there, a question.' },
  { email: 'robin@example.com', source: 'website-footer', password: 'moonlit-otter-lantern', name: 'Robin' },
  { heroName: 'Maya', pronouns: 'she', age: 6, interests: ['dinosaurs'], favourites: { colour: 'teal' }, theme: 'adventure', setting: 'a beach', length: 5 },
  { birthDate: '1988-04-12', parentEmail: 'parent@example.com', consented: true, kind: 'child-data', granted: true, isAdmin: false },
  { token: 'abc', newPassword: 'a-brand-new-willow-path', currentPassword: 'moonlit-otter-lantern', id: 'abc', newEmail: 'new@example.com' },
];

const rawBodies = ['', '{', '[]', 'null', '42', '"text"', 'true', '{"a":', '\u0000', JSON.stringify({ a: { b: { c: { d: [[[[[]]]]] } } } })];

function bodies(): string[] {
  const all = templates();
  const structured = [
    ...all.flatMap((template) => [template, poison(template, nul), poison(template, halfEmoji)]),
    ...all.map((template) => Object.fromEntries(Object.keys(template).map((key) => [key, { nested: [nul] }]))),
    ...all.map((template) => Object.fromEntries(Object.keys(template).map((key) => [key, 1e308]))),
    poison(all[0], 'x'.repeat(100_000)),
  ];
  return [...rawBodies, ...structured.map((body) => JSON.stringify(body))];
}

const paramValues = () => [childId, '00000000-0000-0000-0000-000000000000', 'not-an-id', '%00', '%ED%A0%80', '%F0%9F', 'x'.repeat(500), '..%2F..%2Fetc'];

const queries = [
  '',
  '?q=%00&kind=%00&path=%00&childId=%00&limit=%00&page=%00&callbackURL=%00&token=%00',
  '?q=%ED%A0%80&kind=%ED%A0%80&path=%ED%A0%80&childId=%ED%A0%80',
  '?q[]=a&q[]=b&limit=-1&page=1e309&childId=not-a-uuid&path=../../etc/passwd',
  '?%00=1&limit=99999999999999999999',
];

interface Endpoint {
  method: string;
  path: string;
}

function appEndpoints(): Endpoint[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
    .map((route) => ({ method: route.method, path: route.path }))
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`));
}

function identityEndpoints(): Endpoint[] {
  const endpoints = Object.values(t.deps.identity.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>);
  return endpoints.flatMap((endpoint) => {
    if (!endpoint.path) return [];
    const methods = [endpoint.options?.method ?? 'GET'].flat().filter((method) => method !== '*');
    return (methods.length ? methods : ['GET', 'POST']).map((method) => ({ method, path: `/api/identity${endpoint.path}` }));
  });
}

/** Destructive endpoints last, so the parent lives as long as possible; replaced when gone. */
const order = (endpoint: Endpoint) => (endpoint.method === 'DELETE' || /delete|sign-out|revoke/.test(endpoint.path) ? 1 : 0);

async function stillSignedIn() {
  return (await t.request('/api/auth/me', { headers: parent.auth })).status === 200;
}

describe('malformed input on every endpoint', () => {
  it('finds the routes to try', () => {
    const app = appEndpoints();
    const identity = identityEndpoints();
    expect(app.length).toBeGreaterThan(30);
    expect(app.some((endpoint) => endpoint.path === '/api/children/:id' && endpoint.method === 'PATCH')).toBe(true);
    expect(identity.some((endpoint) => endpoint.path === '/api/identity/sign-up/email')).toBe(true);
  });

  it('never answers with a 5xx', { timeout: 600_000 }, async () => {
    const endpoints = [...appEndpoints(), ...identityEndpoints()].sort((a, b) => order(a) - order(b));
    const failures: string[] = [];
    let requests = 0;
    for (const endpoint of endpoints) {
      if (!(await stillSignedIn())) await freshParent();
      const withBody = !['GET', 'HEAD'].includes(endpoint.method);
      const values = withBody ? paramValues().slice(2, 5) : paramValues();
      const paths = endpoint.path.includes(':')
        ? values.map((value) => endpoint.path.replace(/:[A-Za-z]+/g, value))
        : [endpoint.path];
      for (const path of paths) {
        for (const query of queries) {
          const payloads = withBody ? bodies() : [undefined];
          for (const body of payloads) {
            const headers = {
              ...parent.auth,
              cookie: parent.cookie,
              origin,
              ...freshClient(),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            };
            const response = await t.request(`${path}${query}`, { method: endpoint.method, headers, body });
            requests++;
            if (response.status >= 500) {
              failures.push(`${endpoint.method} ${path}${query} ${body?.slice(0, 80) ?? ''} → ${response.status} ${(await response.text()).slice(0, 120)}`);
            }
          }
          // Bodies are tried once per path; queries with every body would multiply without finding more.
          if (withBody) break;
        }
        if (withBody) {
          for (const query of queries.slice(1)) {
            const response = await t.request(`${path}${query}`, { method: endpoint.method, headers: { ...parent.auth, cookie: parent.cookie, origin, ...freshClient() } });
            requests++;
            if (response.status >= 500) failures.push(`${endpoint.method} ${path}${query} → ${response.status}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(1000);
    expect(failures).toEqual([]);
  });
});
