/**
 * Portrait uploads: the type comes from the bytes, every plain photo is re-encoded (EXIF and GPS
 * gone, upright, at most 2048 px), bad files get a clear 4xx and nothing half-stored stays behind.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { children, portraits } from '../../src/server/db/schema.ts';
import type { FileStorage } from '../../src/server/providers/storage/storage.ts';
import type { PortraitRecord } from '../../src/shared/schemas/portraits.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild, uploadedPortrait, uploadForm, uploadPortrait } from '../support/family.ts';
import {
  cameraMake,
  hasGpsPointer,
  makeFakeHeic,
  makeJpeg,
  makeJpegWithGps,
  makePng,
  makePngBomb,
  makeSidewaysJpeg,
} from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let parent: TestParent;
let childId: string;
beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpVerifiedParent(t);
  childId = (await addChild(t, parent)).id;
});
afterAll(() => t.close());

/** Every stored file, as storage keys (the folder or object storage, whichever this run uses). */
const storedFiles = () => t.deps.storage.list('');

async function fetchStored(portrait: PortraitRecord): Promise<Buffer> {
  const signed = await (await t.request(`/api/portraits/signed-url?path=${encodeURIComponent(portrait.path)}`, { headers: parent.auth })).json();
  const response = await t.request(signed.url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  return Buffer.from(await response.arrayBuffer());
}

async function expectRejected(response: Response, status: number, message: RegExp) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.message).toMatch(message);
}

describe('plain uploads', () => {
  it('re-encodes a JPEG with GPS and camera EXIF into one with no metadata at all', async () => {
    const original = await makeJpegWithGps();
    const before = await sharp(original).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(before.exif!.toString('latin1')).toContain(cameraMake);

    const portrait = await uploadedPortrait(t, parent, { childId, bytes: original });
    expect(portrait).toMatchObject({ childId, isEncrypted: false, encryptionMetadata: null, mimeType: 'image/jpeg', width: 800, height: 600 });
    const stored = await fetchStored(portrait);
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain(cameraMake);
    expect(stored.toString('latin1')).not.toContain('SN-0042');
  });

  it('turns a photo upright by its EXIF orientation before dropping the EXIF', async () => {
    const portrait = await uploadedPortrait(t, parent, { childId, bytes: await makeSidewaysJpeg() });
    expect([portrait.width, portrait.height]).toEqual([600, 800]);
    const after = await sharp(await fetchStored(portrait)).metadata();
    expect([after.width, after.height, after.orientation]).toEqual([600, 800, undefined]);
  });

  it('caps the longest side at 2048 px and never enlarges a small photo', async () => {
    const large = await uploadedPortrait(t, parent, { childId, bytes: await makeJpeg(3000, 2400) });
    expect([large.width, large.height]).toEqual([2048, 1638]);
    const small = await uploadedPortrait(t, parent, { childId, bytes: await makeJpeg(320, 240) });
    expect([small.width, small.height]).toEqual([320, 240]);
  });

  it('trusts the bytes, not the name: PNG bytes named .jpg are fine and stored as JPEG', async () => {
    const portrait = await uploadedPortrait(t, parent, { childId, bytes: await makePng(), filename: 'holiday.jpg', type: 'image/jpeg' });
    expect(portrait.path).toMatch(/\.jpg$/);
    expect((await sharp(await fetchStored(portrait)).metadata()).format).toBe('jpeg');
  });

  it('never uses the file name: path characters in it end up nowhere', async () => {
    const portrait = await uploadedPortrait(t, parent, { childId, bytes: await makeJpeg(), filename: '../../../etc/cron.d/evil.jpg' });
    expect(portrait.path).toMatch(new RegExp(`^portraits/${parent.userId}/[0-9a-f-]{36}\\.jpg$`));
    const files = await storedFiles();
    expect(files).toContain(portrait.path);
    expect(files.every((file) => file.startsWith('portraits/') && !file.includes('evil'))).toBe(true);
  });
});

describe('bad files', () => {
  it('refuses a text file named .jpg, a 0-byte file and a truncated JPEG with a clear message', async () => {
    const text = Buffer.from('Dear diary, today we went to the beach and built a sandcastle.');
    await expectRejected(await uploadPortrait(t, parent, { childId, bytes: text, filename: 'beach.jpg' }), 400, /not a photo Storyloom can use/);
    await expectRejected(await uploadPortrait(t, parent, { childId, bytes: new Uint8Array(0) }), 400, /empty/);
    const jpeg = await makeJpegWithGps();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length * 0.6));
    await expectRejected(await uploadPortrait(t, parent, { childId, bytes: truncated }), 400, /damaged or incomplete/);
  });

  it('refuses a HEIC that holds no image and an AVIF (not an accepted type)', async () => {
    await expectRejected(await uploadPortrait(t, parent, { childId, bytes: makeFakeHeic(), filename: 'IMG_0001.HEIC' }), 400, /damaged/);
    const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } }).avif().toBuffer();
    await expectRejected(await uploadPortrait(t, parent, { childId, bytes: avif, filename: 'photo.heic' }), 400, /JPEG, PNG, WebP or HEIC/);
  });

  it('refuses a file over 10 MB with 413, whether it fits the request limit or not', async () => {
    const justOver = Buffer.alloc(10 * 1024 * 1024 + 1);
    justOver.set([0xff, 0xd8, 0xff]);
    await expectRejected(await uploadPortrait(t, parent, { childId, bytes: justOver }), 413, /larger than 10 MB/);
    await expectRejected(await uploadPortrait(t, parent, { childId, bytes: Buffer.alloc(12 * 1024 * 1024) }), 413, /larger than 10 MB/);
  });

  it('refuses a 100-megapixel PNG from its header, before decoding it', async () => {
    const bomb = makePngBomb(10_000, 10_000);
    expect(bomb.length).toBeLessThan(100_000);
    // Only 64 of its rows hold data: had it been decoded, the answer would be "damaged", not its size.
    await expectRejected(await uploadPortrait(t, parent, { childId, bytes: bomb }), 400, /10000 × 10000 pixels.*under 40 megapixels/);
  });

  it('needs a child of the caller’s own and a file', async () => {
    const noFile = new FormData();
    noFile.set('childId', childId);
    await expectRejected(await t.request('/api/portraits', { method: 'POST', headers: parent.auth, body: noFile }), 400, /choose a photo/);
    const bytes = await makeJpeg();
    await expectRejected(await uploadPortrait(t, parent, { childId: 'not-a-uuid', bytes }), 400, /which child/);
    await expectRejected(await uploadPortrait(t, parent, { childId: crypto.randomUUID(), bytes }), 404, /No such child/);
    await expectRejected(await uploadPortrait(t, parent, { childId, bytes, fields: { caption: 'x' } }), 400, /Unknown field: caption/);
  });

  it('needs consent 1 and a signed-in caller', async () => {
    const other = await signUpVerifiedParent(t);
    const otherChild = await addChild(t, other);
    await t.request('/api/privacy/consents', { method: 'POST', headers: other.auth, json: { kind: 'child-data', granted: false } });
    await expectRejected(await uploadPortrait(t, other, { childId: otherChild.id, bytes: await makeJpeg() }), 403, /consent/);
    const anonymous = await t.request('/api/portraits', { method: 'POST', body: uploadForm({ childId, bytes: await makeJpeg() }) });
    expect(anonymous.status).toBe(401);
  });

  it('limits each parent to 30 uploads in 10 minutes', async () => {
    const busy = await signUpVerifiedParent(t);
    const busyChild = await addChild(t, busy);
    const empty = { childId: busyChild.id, bytes: new Uint8Array(0) };
    for (let i = 0; i < 30; i += 1) expect((await uploadPortrait(t, busy, empty)).status).toBe(400);
    await expectRejected(await uploadPortrait(t, busy, { childId: busyChild.id, bytes: await makeJpeg() }), 429, /Too many requests/);
    // Another parent is not held back.
    expect((await uploadPortrait(t, parent, { childId, bytes: await makeJpeg(100, 100) })).status).toBe(201);
  });
});

describe('nothing half-stored', () => {
  const withStorage = async (override: Partial<FileStorage>, work: () => Promise<void>) => {
    const real = t.deps.storage;
    t.deps.storage = { ...real, ...override };
    try {
      await work();
    } finally {
      t.deps.storage = real;
    }
  };
  const rowsOf = async (id: string) => t.deps.db.select().from(portraits).where(eq(portraits.childId, id));

  it('writes no row when the file cannot be written', async () => {
    const child = await addChild(t, parent, { name: 'Ivy' });
    await withStorage({ put: () => Promise.reject(new Error('disk full')) }, async () => {
      const response = await uploadPortrait(t, parent, { childId: child.id, bytes: await makeJpeg() });
      expect(response.status).toBe(500);
    });
    expect(await rowsOf(child.id)).toEqual([]);
  });

  it('removes the file again when the row cannot be written (the child was deleted meanwhile)', async () => {
    const child = await addChild(t, parent, { name: 'Otto', pronouns: 'he' });
    const real = t.deps.storage;
    let written = '';
    await withStorage(
      {
        put: async (key, body, type) => {
          await real.put(key, body, type);
          written = key;
          await t.deps.db.delete(children).where(eq(children.id, child.id));
        },
      },
      async () => {
        await expectRejected(await uploadPortrait(t, parent, { childId: child.id, bytes: await makeJpeg() }), 404, /No such child/);
      },
    );
    expect(written).not.toBe('');
    expect(await storedFiles()).not.toContain(written);
    expect(await rowsOf(child.id)).toEqual([]);
  });
});
