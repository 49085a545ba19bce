/**
 * The family cast: companions' CRUD with validation, consent 1, ownership, and their place in the
 * privacy export, the erasure of that part and account deletion — against the real app and database.
 */
import { strFromU8, unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companions } from '../../src/server/db/schema.ts';
import { defaultLookFor } from '../../src/shared/companion-looks.ts';
import { signUpParent, signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addCompanion, companionInput } from '../support/companions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let parent: TestParent;
beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpVerifiedParent(t);
});
afterAll(() => t.close());

const post = (json: unknown, who: TestParent = parent) => t.request('/api/companions', { method: 'POST', headers: who.auth, json });
const put = (id: string, json: unknown, who: TestParent = parent) => t.request(`/api/companions/${id}`, { method: 'PUT', headers: who.auth, json });
const rowsOf = async (who: TestParent) => t.deps.db.select().from(companions).where(eq(companions.userId, who.userId));

async function expectRefused(response: Response, field: string, message: RegExp) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body).toMatchObject({ code: 'VALIDATION_FAILED', field });
  expect(body.message).toMatch(message);
}

describe('companions', () => {
  it('adds, lists, reads, changes and deletes a dog, a grandparent and a teddy', async () => {
    const dog = await addCompanion(t, parent);
    expect(dog).toMatchObject({ name: 'Biscuit', kind: 'pet', appearance: { type: 'animal', species: 'dog', coat: 'chocolate', markings: 'spots', collar: 'sky' } });
    const grandma = await addCompanion(t, parent, { name: 'Grandma Rose', kind: 'grandparent', appearance: defaultLookFor('grandparent') });
    expect(grandma.appearance).toMatchObject({ type: 'person', hairColour: 'grey', glasses: true });
    const teddy = await addCompanion(t, parent, { name: 'Mr. Buttons', kind: 'toy', appearance: { type: 'toy', toy: 'teddy', colour: 'brown', secondColour: 'cream', bow: 'berry' } });

    const list = await (await t.request('/api/companions', { headers: parent.auth })).json();
    expect(list.companions.map((c: { name: string }) => c.name)).toEqual(['Biscuit', 'Grandma Rose', 'Mr. Buttons']);
    expect(await (await t.request(`/api/companions/${dog.id}`, { headers: parent.auth })).json()).toEqual(dog);

    const changed = await put(dog.id, companionInput({ name: 'Biscuit', appearance: { ...dog.appearance, species: 'cat', markings: 'stripes' } as never }));
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id: dog.id, appearance: { species: 'cat', markings: 'stripes' } });

    expect((await t.request(`/api/companions/${teddy.id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect((await t.request(`/api/companions/${teddy.id}`, { headers: parent.auth })).status).toBe(404);
    expect((await rowsOf(parent)).map((row) => row.name).sort()).toEqual(['Biscuit', 'Grandma Rose']);
  });

  it('refuses markup-looking names, a look that does not fit the kind, unknown colours and fields', async () => {
    for (const name of ['<img src=x>', 'Rex/..', '']) await expectRefused(await post(companionInput({ name })), 'name', /letters, spaces|enter a name/);
    await expectRefused(await post(companionInput({ kind: 'grandparent' })), 'appearance.type', /person’s look/);
    await expectRefused(await post(companionInput({ kind: 'toy' })), 'appearance.type', /toy’s look/);
    await expectRefused(await post(companionInput({ kind: 'pet', appearance: defaultLookFor('friend') })), 'appearance.type', /animal’s look/);
    await expectRefused(await post(companionInput({ kind: 'cousin' as never })), 'kind', /pet, a friend, a grandparent or a toy/);
    await expectRefused(await post(companionInput({ appearance: { ...companionInput().appearance, coat: 'tartan' } as never })), 'appearance.coat', /.+/);
    await expectRefused(await post({ ...companionInput(), age: 4 }), 'age', /Unknown field: age/);
  });

  it('needs consent 1 to add one', async () => {
    const unverified = await signUpParent(t);
    const response = await post(companionInput(), unverified);
    expect(response.status).toBe(403);
  });

  it('another parent gets 404 for every companion route, and never sees the companion listed', async () => {
    const dog = await addCompanion(t, parent, { name: 'Pepper' });
    const other = await signUpVerifiedParent(t);
    expect((await t.request(`/api/companions/${dog.id}`, { headers: other.auth })).status).toBe(404);
    expect((await put(dog.id, companionInput({ name: 'Stolen' }), other)).status).toBe(404);
    expect((await t.request(`/api/companions/${dog.id}`, { method: 'DELETE', headers: other.auth })).status).toBe(404);
    expect((await t.request('/api/companions/not-a-uuid', { headers: parent.auth })).status).toBe(404);
    expect((await (await t.request('/api/companions', { headers: other.auth })).json()).companions).toEqual([]);
    expect((await t.request(`/api/companions/${dog.id}`, { headers: parent.auth })).status).toBe(200);
    expect((await t.request('/api/companions')).status).toBe(401);
  });
});

describe('companions in the privacy dashboard', () => {
  it('are in the JSON export and in the zip', async () => {
    const family = await signUpVerifiedParent(t);
    const dog = await addCompanion(t, family, { name: 'Juniper' });
    const data = await (await t.request('/api/privacy/data', { headers: family.auth })).json();
    expect(data.companions).toEqual([dog]);

    const zip = await t.request('/api/privacy/export', { headers: family.auth });
    expect(zip.status).toBe(200);
    const archived = JSON.parse(strFromU8(unzipSync(new Uint8Array(await zip.arrayBuffer()))['storyloom-data.json']!));
    expect(archived.companions.map((c: { name: string; appearance: { coat: string } }) => [c.name, c.appearance.coat])).toEqual([['Juniper', 'chocolate']]);
  });

  it('erasing the companions removes only that family’s, and closing the account removes the rest', async () => {
    const family = await signUpVerifiedParent(t);
    const neighbour = await signUpVerifiedParent(t);
    await addCompanion(t, family, { name: 'Clover' });
    await addCompanion(t, neighbour, { name: 'Hazel' });

    expect((await t.request('/api/privacy/data/companions', { method: 'DELETE', headers: family.auth })).status).toBe(204);
    expect(await rowsOf(family)).toEqual([]);
    expect(await rowsOf(neighbour)).toHaveLength(1);

    await addCompanion(t, family, { name: 'Clover' });
    expect((await t.request('/api/privacy/account', { method: 'DELETE', headers: family.auth })).status).toBe(204);
    expect(await rowsOf(family)).toEqual([]);
    expect((await rowsOf(neighbour)).map((row) => row.name)).toEqual(['Hazel']);
  });
});
