/**
 * Getting portraits back: the list, signed file links (expiry, tampering), encrypted blobs, the
 * main portrait, ownership of every route, and deletion of the files with their rows.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children } from '../../src/server/db/schema.ts';
import { createPortraitUrlSigner } from '../../src/server/domain/portrait-urls.ts';
import type { PortraitRecord } from '../../src/shared/schemas/portraits.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild, uploadedPortrait, uploadPortrait } from '../support/family.ts';
import { makeJpeg } from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let parent: TestParent;
let stranger: TestParent;
let childId: string;
beforeAll(async () => {
  t = await createTestApp();
  [parent, stranger] = await Promise.all([signUpVerifiedParent(t), signUpVerifiedParent(t)]);
  childId = (await addChild(t, parent)).id;
});
afterAll(() => t.close());

const metadata = () => ({
  algorithm: 'AES-GCM',
  keyDerivation: 'PBKDF2-SHA-256',
  iterations: 600_000,
  salt: randomBytes(16).toString('base64'),
  iv: randomBytes(12).toString('base64'),
  mimeType: 'image/jpeg',
});
const encryptedFields = (meta: object = metadata()) => ({ encrypted: 'true', encryptionMetadata: JSON.stringify(meta) });

const get = (url: string, who: TestParent | null = parent) => t.request(url, { headers: who?.auth ?? {} });
const query = (portrait: Pick<PortraitRecord, 'path'> | string) =>
  `?path=${encodeURIComponent(typeof portrait === 'string' ? portrait : portrait.path)}`;
const signedUrl = async (portrait: PortraitRecord, who = parent) => (await get(`/api/portraits/signed-url${query(portrait)}`, who)).json();
/** Whether storage (the folder or object storage, whichever this run uses) holds the key. */
const onDisk = async (key: string) => (await t.deps.storage.get(key)) !== null;
const allOnDisk = async (keys: string[]) => (await Promise.all(keys.map(onDisk))).every(Boolean);
const noneOnDisk = async (keys: string[]) => !(await Promise.all(keys.map(onDisk))).some(Boolean);
const plain = async (id = childId, who = parent) => uploadedPortrait(t, who, { childId: id, bytes: await makeJpeg(200, 150) });

describe('signed file links', () => {
  it('serve the photo for 5 minutes with private caching only, without a bearer token', async () => {
    const portrait = await plain();
    const signed = await signedUrl(portrait);
    expect(signed.url).toMatch(/^\/api\/portraits\/file\?path=.+&expires=\d+&signature=[\w-]+$/);
    const lifetime = Date.parse(signed.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(290_000);
    expect(lifetime).toBeLessThanOrEqual(300_000);

    const response = await get(signed.url, null);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=(29\d|300)$/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuse a link that was altered or has expired (403)', async () => {
    const [first, second] = [await plain(), await plain()];
    const url = new URL((await signedUrl(first)).url, 'http://localhost');
    const altered = (name: string, value: string) => {
      const copy = new URL(url);
      copy.searchParams.set(name, value);
      return `${copy.pathname}${copy.search}`;
    };
    const signature = url.searchParams.get('signature')!;
    const expires = Number(url.searchParams.get('expires'));
    for (const tampered of [
      altered('signature', `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`),
      altered('signature', ''),
      altered('expires', String(expires + 3600)),
      altered('path', second.path),
    ]) {
      const response = await get(tampered, null);
      expect(response.status, tampered).toBe(403);
    }

    const expired = await createPortraitUrlSigner(t.deps.db).sign(first.path, Date.now() - 301_000);
    const response = await get(expired.url, null);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/expired/);
  });

  it('stop working once the portrait is deleted', async () => {
    const portrait = await plain();
    const { url } = await signedUrl(portrait);
    expect((await t.request(`/api/portraits/${portrait.id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect((await get(url, null)).status).toBe(404);
  });
});

describe('paths', () => {
  it('a malformed path or one escaping the storage root is 400; an unknown one 404', async () => {
    for (const bad of ['hello', 'portraits/x/y.png', '', `portraits/${parent.userId}/not-a-uuid.jpg`]) {
      expect((await get(`/api/portraits/signed-url${query(bad)}`)).status, bad).toBe(400);
    }
    for (const escaping of ['../../etc/passwd', `portraits/${parent.userId}/../../../etc/passwd`, '/etc/passwd', 'portraits\\..\\secret.jpg', '%2e%2e/x.jpg']) {
      const response = await get(`/api/portraits/encrypted-blob${query(escaping)}`);
      expect(response.status, escaping).toBe(400);
      expect((await response.json()).message).toMatch(/outside portrait storage/);
    }
    expect((await get(`/api/portraits/signed-url${query(`portraits/${parent.userId}/${randomUUID()}.jpg`)}`)).status).toBe(404);
  });
});

describe('encrypted portraits', () => {
  it('are stored byte for byte and come back unchanged from encrypted-blob', async () => {
    const ciphertext = randomBytes(48_000);
    const meta = metadata();
    const portraitId = randomUUID();
    const portrait = await uploadedPortrait(t, parent, {
      childId,
      bytes: ciphertext,
      filename: 'portrait.bin',
      type: 'application/octet-stream',
      fields: { ...encryptedFields(meta), portraitId },
    });
    expect(portrait).toMatchObject({ id: portraitId, isEncrypted: true, encryptionMetadata: meta, mimeType: 'application/octet-stream', width: null });
    expect(portrait.path).toBe(`portraits/${parent.userId}/${portraitId}.bin`);

    const response = await get(`/api/portraits/encrypted-blob${query(portrait)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(Buffer.from(await response.arrayBuffer()).equals(ciphertext)).toBe(true);

    // Each kind of portrait has its own way out.
    expect((await get(`/api/portraits/signed-url${query(portrait)}`)).status).toBe(400);
    expect((await get(`/api/portraits/encrypted-blob${query(await plain())}`)).status).toBe(400);
    const again = await uploadPortrait(t, parent, { childId, bytes: ciphertext, fields: { ...encryptedFields(meta), portraitId } });
    expect(again.status).toBe(409);
  });

  it('refuse metadata with a key or password, weak parameters, or no metadata at all', async () => {
    const bytes = randomBytes(1024);
    const cases: Array<[Record<string, string>, RegExp]> = [
      [encryptedFields({ ...metadata(), key: 'c2VjcmV0' }), /Unknown field: key/],
      [encryptedFields({ ...metadata(), password: 'hunter2' }), /Unknown field: password/],
      [encryptedFields({ ...metadata(), iterations: 100_000 }), /600000/],
      [encryptedFields({ ...metadata(), salt: randomBytes(8).toString('base64') }), /salt must be 16 bytes/],
      [encryptedFields({ ...metadata(), iv: randomBytes(16).toString('base64') }), /iv must be 12 bytes/],
      [encryptedFields({ ...metadata(), algorithm: 'AES-CBC' }), /AES-GCM/],
      [{ encrypted: 'true' }, /needs its encryptionMetadata/],
      [{ encrypted: 'true', encryptionMetadata: '{not json' }, /must be JSON/],
      [{ encryptionMetadata: JSON.stringify(metadata()) }, /only sent with an encrypted portrait/],
    ];
    for (const [fields, message] of cases) {
      const response = await uploadPortrait(t, parent, { childId, bytes, fields });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect((await response.json()).message).toMatch(message);
    }
  });

  it('check the size: not empty, no bigger than 10 MB plus the 16-byte tag', async () => {
    const upload = (size: number) => uploadPortrait(t, parent, { childId, bytes: randomBytes(size), fields: encryptedFields() });
    expect((await upload(16)).status).toBe(400);
    expect((await upload(10 * 1024 * 1024 + 17)).status).toBe(413);
    expect((await upload(10 * 1024 * 1024 + 16)).status).toBe(201);
  });
});

describe('main portrait and listing', () => {
  it('the first portrait of a child becomes main; PATCH moves it; deleting the main one clears it', async () => {
    const child = await addChild(t, parent, { name: 'Juniper' });
    const first = await plain(child.id);
    const second = await plain(child.id);
    expect([first.isMain, second.isMain]).toEqual([true, false]);

    const made = await t.request(`/api/portraits/${second.id}`, { method: 'PATCH', headers: parent.auth, json: { isMain: true } });
    expect(await made.json()).toMatchObject({ id: second.id, isMain: true });
    const list: PortraitRecord[] = (await (await get('/api/portraits')).json()).portraits;
    expect(list.filter((p) => p.childId === child.id).map((p) => [p.id, p.isMain])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await t.request(`/api/portraits/${second.id}`, { method: 'PATCH', headers: parent.auth, json: { main: true } })).status).toBe(400);

    expect((await t.request(`/api/portraits/${second.id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await onDisk(second.path)).toBe(false);
    expect(await onDisk(first.path)).toBe(true);
    const [row] = await t.deps.db.select().from(children).where(eq(children.id, child.id));
    expect(row!.mainPortraitId).toBeNull();
  });
});

describe('ownership', () => {
  it('another parent gets 404 for every portrait route and an empty list', async () => {
    const portrait = await plain();
    const encrypted = await uploadedPortrait(t, parent, { childId, bytes: randomBytes(64), fields: encryptedFields() });
    expect((await get(`/api/portraits/signed-url${query(portrait)}`, stranger)).status).toBe(404);
    expect((await get(`/api/portraits/encrypted-blob${query(encrypted)}`, stranger)).status).toBe(404);
    const patch = await t.request(`/api/portraits/${portrait.id}`, { method: 'PATCH', headers: stranger.auth, json: { isMain: true } });
    expect(patch.status).toBe(404);
    expect((await t.request(`/api/portraits/${portrait.id}`, { method: 'DELETE', headers: stranger.auth })).status).toBe(404);
    expect((await uploadPortrait(t, stranger, { childId, bytes: await makeJpeg() })).status).toBe(404);
    expect((await (await get('/api/portraits', stranger)).json()).portraits).toEqual([]);
    expect(await onDisk(portrait.path)).toBe(true);
    expect((await get('/api/portraits', null)).status).toBe(401);
  });
});

describe('deleting', () => {
  it('a child deletes its portrait files', async () => {
    const child = await addChild(t, parent, { name: 'Rowan', pronouns: 'they' });
    const files = [(await plain(child.id)).path, (await uploadedPortrait(t, parent, { childId: child.id, bytes: randomBytes(99), fields: encryptedFields() })).path];
    expect(await allOnDisk(files)).toBe(true);
    expect((await t.request(`/api/children/${child.id}`, { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await noneOnDisk(files)).toBe(true);
  });

  it('the privacy dashboard lists portraits and children, and deletes the portraits with their files', async () => {
    const family = await signUpVerifiedParent(t);
    const child = await addChild(t, family, { name: 'Esme' });
    const portrait = await plain(child.id, family);
    const data = await (await get('/api/privacy/data', family)).json();
    expect(data.children).toEqual([expect.objectContaining({ id: child.id, name: 'Esme', mainPortraitId: portrait.id })]);
    expect(data.portraits).toEqual([expect.objectContaining({ id: portrait.id, path: portrait.path, isMain: true })]);
    expect(data.stories).toEqual([]);

    expect((await t.request('/api/privacy/data/portraits', { method: 'DELETE', headers: family.auth })).status).toBe(204);
    expect(await onDisk(portrait.path)).toBe(false);
    expect((await (await get('/api/portraits', family)).json()).portraits).toEqual([]);
    expect((await (await get(`/api/children/${child.id}`, family)).json()).mainPortraitId).toBeNull();
  });

  it('closing the account deletes every stored portrait file', async () => {
    const family = await signUpVerifiedParent(t);
    const [a, b] = [await addChild(t, family, { name: 'Ada' }), await addChild(t, family, { name: 'Ben', pronouns: 'he' })];
    const files = [(await plain(a.id, family)).path, (await plain(b.id, family)).path];
    files.push((await uploadedPortrait(t, family, { childId: b.id, bytes: randomBytes(77), fields: encryptedFields() })).path);
    expect(await allOnDisk(files)).toBe(true);
    expect((await t.request('/api/privacy/account', { method: 'DELETE', headers: family.auth })).status).toBe(204);
    expect(await noneOnDisk(files)).toBe(true);
    // Another family's files stay.
    expect((await t.deps.storage.list(`portraits/${parent.userId}/`)).length).toBeGreaterThan(0);
  });
});
