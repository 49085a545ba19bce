/**
 * The privacy dashboard's API: everything held about a parent, its export, deletion of a part or
 * of the whole account, and consent revocation — checked against the tables themselves.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, type Unzipped } from 'fflate';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  appUsers,
  consents,
  contactMessages,
  emailOutbox,
  newsletterSubscriptions,
  parentConsentRequests,
  rateLimits,
  sessions,
  stories,
  storyPages,
  users,
  verifications,
} from '../../src/server/db/schema.ts';
import type { ScenePlan } from '../../src/shared/schemas/illustrations.ts';
import { identityPost, signIn, signUpParent, signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild, uploadedPortrait } from '../support/family.ts';
import { makeJpeg } from '../support/images.ts';
import { freshClient, uniqueEmail } from '../support/requests.ts';
import { parentWithChild, storyInput, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'team@storyloom.example' });
});
afterAll(() => t.close());

const exportOf = async (parent: TestParent) => {
  const response = await t.request('/api/privacy/data', { headers: parent.auth });
  expect(response.status).toBe(200);
  return response.json();
};
const subscribe = (email: string) =>
  t.request('/api/newsletter/subscribe', { method: 'POST', headers: freshClient(), json: { email, source: 'landing' } });
const writeToUs = (email: string) =>
  t.request('/api/contact', {
    method: 'POST',
    headers: freshClient(),
    json: { name: 'Robin Parent', email, subject: 'general', message: 'Could stories be read aloud more slowly at bedtime?' },
  });

/** A parent with something in every section: newsletter, a contact message (typed with capitals), emails. */
async function busyParent() {
  const parent = await signUpVerifiedParent(t);
  expect((await subscribe(parent.email)).status).toBe(201);
  expect((await writeToUs(parent.email.toUpperCase())).status).toBe(201);
  expect((await identityPost(t, '/request-password-reset', { email: parent.email, redirectTo: '/reset-password' })).status).toBe(200);
  return parent;
}

const countWhere = async (table: PgTable, where: SQL | undefined) =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n;

describe('GET /api/privacy/data', () => {
  it('returns the account, consents, sessions, newsletter and contact data — and no secrets', async () => {
    const parent = await busyParent();
    const data = await exportOf(parent);
    expect(data.account).toMatchObject({ id: parent.userId, email: parent.email, parentalConsentVerified: true });
    expect(data.account.consents['child-data']).toMatchObject({ granted: true });
    expect(data.consentHistory).toHaveLength(1);
    expect(data.consentHistory[0]).toMatchObject({ kind: 'child-data', granted: true, method: 'account-holder' });
    expect(data.sessions).toHaveLength(1);
    expect(data.signInMethods).toEqual([expect.objectContaining({ providerId: 'credential' })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ email: parent.email, source: 'landing' })]);
    expect(data.contactMessages).toHaveLength(1);
    expect(data.contactMessages[0].message).toContain('bedtime');
    expect(data.emailsSent.map((email: { kind: string }) => email.kind).sort()).toEqual(['reset-password', 'verify-email']);

    const text = JSON.stringify(data);
    const [session] = await t.deps.db.select().from(sessions).where(eq(sessions.userId, parent.userId));
    const [credential] = await t.deps.db.select().from(accounts).where(eq(accounts.userId, parent.userId));
    expect(text).not.toContain(session!.token);
    expect(text).not.toContain(credential!.password!);
    expect(text).not.toMatch(/"token"|"password"/);
    // Emails may carry sign-in links: the export lists them without their bodies.
    expect(text).not.toContain('/api/identity/reset-password/');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.request('/api/privacy/data')).status).toBe(401);
    expect((await t.request('/api/privacy/export')).status).toBe(401);
    expect((await t.request('/api/privacy/account', { method: 'DELETE' })).status).toBe(401);
  });

  it('a second parent never sees the first one’s data', async () => {
    const first = await busyParent();
    const second = await signUpParent(t);
    const data = await exportOf(second);
    const text = JSON.stringify(data);
    expect(text).not.toContain(first.email);
    expect(text).not.toContain(first.userId);
    expect(data.newsletter).toEqual([]);
    expect(data.contactMessages).toEqual([]);
    expect(data.consentHistory).toEqual([]);
  });

  it('carries every page of every story, in order, with its text, scene and alt text', async () => {
    const { parent, childId } = await parentWithChild(t);
    const storyId = await submittedStory(t, parent, storyInput(childId));
    await t.deps.db.insert(storyPages).values([
      { storyId, index: 1, text: 'The kite came back on the second gust.', sceneDescription: 'A kite over the dunes.' },
      {
        storyId,
        index: 0,
        text: 'Mira found a red kite tangled in the dune grass.',
        sceneDescription: 'A girl kneels in the dune grass.',
        scenePlan: { altText: 'Mira kneels beside a red kite.' } as ScenePlan,
      },
    ]);
    const data = await exportOf(parent);
    expect(data.stories).toHaveLength(1);
    expect(data.stories[0].pages).toEqual([
      { index: 0, text: 'Mira found a red kite tangled in the dune grass.', sceneDescription: 'A girl kneels in the dune grass.', altText: 'Mira kneels beside a red kite.' },
      { index: 1, text: 'The kite came back on the second gust.', sceneDescription: 'A kite over the dunes.', altText: null },
    ]);
    expect(JSON.stringify(await exportOf(await signUpParent(t)))).not.toContain('red kite');
  });
});

describe('GET /api/privacy/export', () => {
  const zipOf = async (parent: TestParent) => {
    const response = await t.request('/api/privacy/export', { headers: parent.auth });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="storyloom-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    return unzipSync(new Uint8Array(await response.arrayBuffer()));
  };
  const json = (entries: Unzipped) => JSON.parse(strFromU8(entries['storyloom-data.json']!));

  it('is a zip of the JSON export, the portraits, and every story’s cover, pictures and narration', async () => {
    const parent = await signUpVerifiedParent(t);
    const child = await addChild(t, parent, { name: 'Mira' });
    const plain = await uploadedPortrait(t, parent, { childId: child.id, bytes: await makeJpeg(320, 240) });
    const ciphertext = randomBytes(4_000);
    const locked = await uploadedPortrait(t, parent, {
      childId: child.id,
      bytes: ciphertext,
      filename: 'portrait.bin',
      type: 'application/octet-stream',
      fields: {
        encrypted: 'true',
        encryptionMetadata: JSON.stringify({
          algorithm: 'AES-GCM',
          keyDerivation: 'PBKDF2-SHA-256',
          iterations: 600_000,
          salt: randomBytes(16).toString('base64'),
          iv: randomBytes(12).toString('base64'),
          mimeType: 'image/jpeg',
        }),
      },
    });

    // A finished story's files, stored where the pipeline keeps them.
    const storyId = await submittedStory(t, parent, storyInput(child.id));
    const picture = strToU8('<svg xmlns="http://www.w3.org/2000/svg"><title>Mira and the kite</title></svg>');
    const audio = randomBytes(2_000);
    const files = { cover: `stories/${storyId}/cover.svg`, picture: `stories/${storyId}/page-0.svg`, audio: `stories/${storyId}/page-0.mp3` };
    await t.deps.storage.put(files.cover, picture, 'image/svg+xml');
    await t.deps.storage.put(files.picture, picture, 'image/svg+xml');
    await t.deps.storage.put(files.audio, audio, 'audio/mpeg');
    await t.deps.db.update(stories).set({ title: 'Mira and the Kite', coverPath: files.cover }).where(eq(stories.id, storyId));
    await t.deps.db.insert(storyPages).values([
      { storyId, index: 0, text: 'Mira found a red kite.', sceneDescription: 'A kite.', illustrationPath: files.picture, narrationPath: files.audio },
      { storyId, index: 1, text: 'The kite flew home.', sceneDescription: 'The sky.', illustrationPath: `stories/${storyId}/page-1.svg` },
    ]);

    const entries = await zipOf(parent);
    const folder = `stories/mira-and-the-kite-${storyId.slice(0, 8)}`;
    const portraits = `portraits/mira-${child.id.slice(0, 8)}`;
    expect(Object.keys(entries)).toEqual([
      'storyloom-data.json',
      `${portraits}/${plain.id}.jpg`,
      `${portraits}/${locked.id}.bin.encrypted`,
      `${folder}/cover.svg`,
      `${folder}/page-01.svg`,
      `${folder}/page-01.mp3`,
    ]);
    // The files are the stored bytes: the plain portrait as a JPEG, the locked one still locked.
    expect(Buffer.from(entries[`${portraits}/${plain.id}.jpg`]!.subarray(0, 3)).toString('hex')).toBe('ffd8ff');
    expect(Buffer.from(entries[`${portraits}/${locked.id}.bin.encrypted`]!)).toEqual(ciphertext);
    expect(strFromU8(entries[`${folder}/page-01.svg`]!)).toContain('Mira and the kite');
    expect(Buffer.from(entries[`${folder}/page-01.mp3`]!)).toEqual(audio);

    const data = json(entries);
    expect(data.account.id).toBe(parent.userId);
    expect(data.stories[0].pages.map((page: { text: string }) => page.text)).toEqual(['Mira found a red kite.', 'The kite flew home.']);
    expect(data.children.map((c: { name: string }) => c.name)).toEqual(['Mira']);
    // Each file is described; the second page's picture is missing from storage, so it is left out.
    expect(data.files).toEqual([
      { name: `${portraits}/${plain.id}.jpg`, kind: 'portrait', childId: child.id, portraitId: plain.id, encrypted: false },
      { name: `${portraits}/${locked.id}.bin.encrypted`, kind: 'portrait', childId: child.id, portraitId: locked.id, encrypted: true },
      { name: `${folder}/cover.svg`, kind: 'cover', storyId },
      { name: `${folder}/page-01.svg`, kind: 'illustration', storyId, pageIndex: 0 },
      { name: `${folder}/page-01.mp3`, kind: 'narration', storyId, pageIndex: 0 },
    ]);
  });

  it('holds nothing of another parent', async () => {
    const first = await parentWithChild(t);
    await uploadedPortrait(t, first.parent, { childId: first.childId, bytes: await makeJpeg(320, 240) });
    const second = await signUpParent(t);
    const entries = await zipOf(second);
    expect(Object.keys(entries)).toEqual(['storyloom-data.json']);
    expect(json(entries)).toMatchObject({ account: { id: second.userId }, files: [] });
    expect(strFromU8(entries['storyloom-data.json']!)).not.toContain(first.parent.email);
  });
});

describe('DELETE /api/privacy/data/:section', () => {
  it('deleting the newsletter removes only that', async () => {
    const parent = await busyParent();
    const neighbour = await busyParent();
    const response = await t.request('/api/privacy/data/newsletter', { method: 'DELETE', headers: parent.auth });
    expect(response.status).toBe(204);
    const data = await exportOf(parent);
    expect(data.newsletter).toEqual([]);
    expect(data.contactMessages).toHaveLength(1);
    expect(data.consentHistory).toHaveLength(1);
    expect((await exportOf(neighbour)).newsletter).toHaveLength(1);
  });

  it('deleting the contact messages finds them whatever the capitals', async () => {
    const parent = await busyParent();
    expect((await t.request('/api/privacy/data/contactMessages', { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await countWhere(contactMessages, sql`lower(${contactMessages.email}) = ${parent.email}`)).toBe(0);
    expect((await exportOf(parent)).newsletter).toHaveLength(1);
  });

  it('unknown or non-erasable sections are 404', async () => {
    const parent = await signUpParent(t);
    for (const section of ['nothing', 'sessions', 'consentHistory', 'account']) {
      expect((await t.request(`/api/privacy/data/${section}`, { method: 'DELETE', headers: parent.auth })).status).toBe(404);
    }
    expect((await exportOf(parent)).sessions).toHaveLength(1);
  });
});

describe('DELETE /api/privacy/account', () => {
  it('removes every row about the parent and ends their sessions', async () => {
    const parent = await busyParent();
    const other = await signIn(t, parent.email, parent.password);
    const neighbour = await busyParent();

    const response = await t.request('/api/privacy/account', { method: 'DELETE', headers: parent.auth });
    expect(response.status).toBe(204);

    const id = parent.userId;
    const email = parent.email;
    expect(await countWhere(users, eq(users.id, id))).toBe(0);
    expect(await countWhere(users, sql`lower(${users.email}) = ${email}`)).toBe(0);
    expect(await countWhere(appUsers, eq(appUsers.id, id))).toBe(0);
    expect(await countWhere(sessions, eq(sessions.userId, id))).toBe(0);
    expect(await countWhere(accounts, eq(accounts.userId, id))).toBe(0);
    expect(await countWhere(consents, eq(consents.userId, id))).toBe(0);
    expect(await countWhere(newsletterSubscriptions, sql`lower(${newsletterSubscriptions.email}) = ${email}`)).toBe(0);
    expect(await countWhere(contactMessages, sql`lower(${contactMessages.email}) = ${email}`)).toBe(0);
    expect(await countWhere(emailOutbox, sql`lower(${emailOutbox.to}) = ${email} or ${emailOutbox.text} ilike ${`%${email}%`}`)).toBe(0);
    expect(await countWhere(verifications, sql`${verifications.value} like ${`%${id}%`} or ${verifications.identifier} like ${`%${email}%`}`)).toBe(0);
    expect(await countWhere(rateLimits, sql`position(${email} in ${rateLimits.key}) > 0 or position(${id} in ${rateLimits.key}) > 0`)).toBe(0);

    expect((await t.request('/api/auth/me', { headers: parent.auth })).status).toBe(401);
    expect((await t.request('/api/auth/me', { headers: other.auth })).status).toBe(401);
    expect((await t.request('/api/identity/token', { headers: { cookie: parent.cookie } })).status).toBe(401);
    expect((await identityPost(t, '/sign-in/email', { email, password: parent.password })).status).toBe(401);

    // The neighbour keeps everything.
    const kept = await exportOf(neighbour);
    expect(kept.account.id).toBe(neighbour.userId);
    expect(kept.newsletter).toHaveLength(1);
    expect(kept.contactMessages).toHaveLength(1);
  });

  it('removes an under-18 holder’s parent-consent request and the email about them', async () => {
    const minor = await signUpParent(t, { name: 'Jamie Quill' });
    await t.request('/api/auth/age-verification', { method: 'POST', headers: minor.auth, json: { birthDate: '2014-05-05' } });
    const parentEmail = uniqueEmail('guardian');
    expect((await t.request('/api/auth/parent-consent-request', { method: 'POST', headers: minor.auth, json: { parentEmail } })).status).toBe(202);

    expect((await exportOf(minor)).parentConsentRequests).toEqual([expect.objectContaining({ parentEmail, answeredAt: null })]);

    expect((await t.request('/api/privacy/account', { method: 'DELETE', headers: minor.auth })).status).toBe(204);
    expect(await countWhere(parentConsentRequests, eq(parentConsentRequests.userId, minor.userId))).toBe(0);
    expect(await countWhere(emailOutbox, sql`${emailOutbox.text} like ${'%Jamie Quill%'}`)).toBe(0);
  });

  it('a session cookie alone cannot delete the account from another site', async () => {
    const parent = await signUpParent(t);
    const forged = await t.request('/api/privacy/account', {
      method: 'DELETE',
      headers: { cookie: parent.cookie, origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect(await countWhere(users, eq(users.id, parent.userId))).toBe(1);
  });

  it('a freshly signed-up identity without an app record can be deleted too', async () => {
    const parent = await signUpParent(t, { createAccount: false });
    expect((await t.request('/api/privacy/account', { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await countWhere(users, eq(users.id, parent.userId))).toBe(0);
  });
});

describe('POST /api/privacy/consents', () => {
  const change = (parent: TestParent, json: unknown) =>
    t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json });

  it('revoking consent 1 locks child features and keeps the history', async () => {
    const parent = await signUpVerifiedParent(t);
    const response = await change(parent, { kind: 'child-data', granted: false });
    expect(response.status).toBe(200);
    expect((await response.json()).consents['child-data']).toMatchObject({ granted: false, method: 'account-holder' });
    const record = await (await t.request('/api/auth/me', { headers: parent.auth })).json();
    expect(record.parentalConsentVerified).toBe(false);
    const rows = await t.deps.db.select().from(consents).where(eq(consents.userId, parent.userId));
    expect(rows.map((row) => row.granted).sort()).toEqual([false, true]);

    expect((await change(parent, { kind: 'child-data', granted: true })).status).toBe(200);
    expect((await (await t.request('/api/auth/me', { headers: parent.auth })).json()).parentalConsentVerified).toBe(true);
  });

  it('the other consents change on their own', async () => {
    const parent = await signUpVerifiedParent(t);
    const body = await (await change(parent, { kind: 'community-library', granted: true })).json();
    expect(body.consents['community-library']).toMatchObject({ granted: true });
    expect(body.consents['child-data']).toMatchObject({ granted: true });
    expect((await (await t.request('/api/auth/me', { headers: parent.auth })).json()).parentalConsentVerified).toBe(true);
  });

  it('only an adult account holder can grant; anyone can revoke', async () => {
    const minor = await signUpParent(t);
    await t.request('/api/auth/age-verification', { method: 'POST', headers: minor.auth, json: { birthDate: '2012-01-01' } });
    expect((await change(minor, { kind: 'ai-provider', granted: true })).status).toBe(403);
    expect((await change(minor, { kind: 'ai-provider', granted: false })).status).toBe(200);
  });

  it('refuses an unknown kind or extra fields', async () => {
    const parent = await signUpVerifiedParent(t);
    expect((await change(parent, { kind: 'everything', granted: true })).status).toBe(400);
    expect((await change(parent, { kind: 'child-data', granted: true, userId: 'someone-else' })).status).toBe(400);
  });

  it('one parent’s change never touches another’s consents', async () => {
    const parent = await signUpVerifiedParent(t);
    const neighbour = await signUpVerifiedParent(t);
    await change(parent, { kind: 'child-data', granted: false });
    expect((await (await t.request('/api/auth/me', { headers: neighbour.auth })).json()).parentalConsentVerified).toBe(true);
  });
});
