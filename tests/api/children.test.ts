/**
 * Child profiles: CRUD with validation, the reading level derived from the birth date (and the
 * parent's override), consent 1 and ownership — against the real app and database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxInterests } from '../../src/shared/schemas/children.ts';
import { signUpParent, signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild, childInput, yearsAgo } from '../support/family.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let parent: TestParent;
beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpVerifiedParent(t);
});
afterAll(() => t.close());

const post = (json: unknown, who: TestParent = parent) => t.request('/api/children', { method: 'POST', headers: who.auth, json });
const patch = (id: string, json: unknown, who: TestParent = parent) =>
  t.request(`/api/children/${id}`, { method: 'PATCH', headers: who.auth, json });

async function expectRefused(response: Response, field: string, message: RegExp) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field });
  expect(body.message).toMatch(message);
}

describe('child profiles', () => {
  it('creates, lists, reads, edits and deletes a child', async () => {
    const created = await addChild(t, parent, { name: 'Maya', interests: ['dinosaurs', 'dinosaurs', 'space'] });
    expect(created).toMatchObject({ name: 'Maya', pronouns: 'she', interests: ['dinosaurs', 'space'], mainPortraitId: null });
    expect(created.favourites).toEqual({ colour: 'teal', animal: 'otter', toy: 'a wooden train' });

    const list = await (await t.request('/api/children', { headers: parent.auth })).json();
    expect(list.children.map((c: { id: string }) => c.id)).toContain(created.id);

    const read = await t.request(`/api/children/${created.id}`, { headers: parent.auth });
    expect(await read.json()).toEqual(created);

    const edited = await patch(created.id, { name: 'Maya Rose', appearance: { ...created.appearance, glasses: true } });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: 'Maya Rose', appearance: { glasses: true }, interests: ['dinosaurs', 'space'] });

    expect((await t.request(`/api/children/${created.id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect((await t.request(`/api/children/${created.id}`, { headers: parent.auth })).status).toBe(404);
  });

  it('keeps a toy as what it is and its name, and refuses details that are not ordinary words', async () => {
    const created = await addChild(t, parent, { favourites: { toy: 'knitted rabbit', toyName: 'Mr. Floppy' } });
    expect(created.favourites).toEqual({ toy: 'knitted rabbit', toyName: 'Mr. Floppy' });
    await expectRefused(await post(childInput({ favourites: { toy: '"; DROP TABLE children' } })), 'favourites.toy', /ordinary words/);
    await expectRefused(await post(childInput({ favourites: { toyName: 'Mr Floppy, a knitted rabbit' } })), 'favourites.toyName', /ordinary words/);
    await expectRefused(await post(childInput({ interests: ['dinosaurs', '<b>space</b>'] })), 'interests.1', /ordinary words/);
  });

  it('refuses an impossible, a future and a malformed birth date', async () => {
    await expectRefused(await post(childInput({ birthDate: '2021-02-30' })), 'birthDate', /real date/);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await expectRefused(await post(childInput({ birthDate: tomorrow })), 'birthDate', /future/);
    await expectRefused(await post(childInput({ birthDate: '12/05/2019' })), 'birthDate', /full date/);
  });

  it('refuses too many interests, unknown fields and names with path characters', async () => {
    const interests = Array.from({ length: maxInterests + 1 }, (_, i) => `interest ${i}`);
    await expectRefused(await post(childInput({ interests })), 'interests', new RegExp(`up to ${maxInterests}`));
    await expectRefused(await post({ ...childInput(), nickname: 'Mimi' }), 'nickname', /Unknown field: nickname/);
    for (const name of ['../../etc/passwd', 'Maya/..', 'C:\\Users', 'Maya<script>']) {
      await expectRefused(await post(childInput({ name })), 'name', /letters, spaces/);
    }
  });

  it('derives the reading level and words per minute from the age, at the boundaries', async () => {
    const cases: Array<[string, string, number]> = [
      [yearsAgo(7), 'emergent-reader', 100],
      [yearsAgo(7, -1), 'early-reader', 80],
      [yearsAgo(2), 'toddler', 60],
      [yearsAgo(13), 'advanced-reader', 180],
    ];
    for (const [birthDate, readingLevel, wordsPerMinute] of cases) {
      const child = await addChild(t, parent, { birthDate });
      expect(child, birthDate).toMatchObject({ readingLevel, wordsPerMinute, readingLevelOverridden: false });
    }
  });

  it('keeps the parent’s reading-level override until it is cleared', async () => {
    const child = await addChild(t, parent, { birthDate: yearsAgo(7, 10), readingLevel: 'fluent-reader' });
    expect(child).toMatchObject({ age: 7, readingLevel: 'fluent-reader', wordsPerMinute: 150, readingLevelOverridden: true });

    const unknownLevel = await patch(child.id, { readingLevel: 'genius' });
    expect(unknownLevel.status).toBe(400);

    const cleared = await (await patch(child.id, { readingLevel: null })).json();
    expect(cleared).toMatchObject({ readingLevel: 'emergent-reader', wordsPerMinute: 100, readingLevelOverridden: false });
  });
});

describe('consent 1', () => {
  it('is needed to create or change a child, and explains where to give it', async () => {
    const other = await signUpVerifiedParent(t);
    const child = await addChild(t, other);
    const revoke = await t.request('/api/privacy/consents', {
      method: 'POST',
      headers: other.auth,
      json: { kind: 'child-data', granted: false },
    });
    expect(revoke.status).toBe(200);

    const created = await post(childInput(), other);
    expect(created.status).toBe(403);
    expect((await created.json()).message).toMatch(/privacy dashboard/);
    expect((await patch(child.id, { name: 'Sam' }, other)).status).toBe(403);
  });

  it('is missing for a parent who has not verified their age yet', async () => {
    const unverified = await signUpParent(t);
    expect((await post(childInput(), unverified)).status).toBe(403);
  });
});

describe('ownership', () => {
  it('another parent gets 404 for every child route, and never sees the child listed', async () => {
    const child = await addChild(t, parent, { name: 'Theo', pronouns: 'he' });
    const stranger = await signUpVerifiedParent(t);
    expect((await t.request(`/api/children/${child.id}`, { headers: stranger.auth })).status).toBe(404);
    expect((await patch(child.id, { name: 'Stolen' }, stranger)).status).toBe(404);
    expect((await t.request(`/api/children/${child.id}`, { method: 'DELETE', headers: stranger.auth })).status).toBe(404);
    const list = await (await t.request('/api/children', { headers: stranger.auth })).json();
    expect(list.children).toEqual([]);

    const still = await (await t.request(`/api/children/${child.id}`, { headers: parent.auth })).json();
    expect(still.name).toBe('Theo');
  });

  it('a malformed id is a 404, and signed-out callers are refused', async () => {
    expect((await t.request('/api/children/not-a-uuid', { headers: parent.auth })).status).toBe(404);
    expect((await t.request('/api/children')).status).toBe(401);
  });
});
