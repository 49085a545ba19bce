/**
 * Every file store keeps the same promises: what is put comes back byte for byte with its type,
 * a missing key is null, deleting removes (and deleting twice is fine), listing finds by prefix,
 * keys we would never generate are refused. Run against the folder and a local S3-compatible server.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createStorage } from '../../src/server/providers/storage/index.ts';
import type { FileStorage } from '../../src/server/providers/storage/storage.ts';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';

let s3: LocalS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startLocalS3();
  dataDir = await mkdtemp(path.join(tmpdir(), 'storyloom-storage-'));
});

afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const stores: Array<[string, () => FileStorage]> = [
  ['the folder', () => createStorage(loadConfig({ DATA_DIR: dataDir }))],
  ['S3-compatible storage', () => createStorage(loadConfig({ DATA_DIR: dataDir, STORAGE_URL: s3.storageUrl('tenant-a') }))],
];

describe.each(stores)('%s', (_name, make) => {
  it('gives back what was put, with its content type', async () => {
    const storage = make();
    const body = new Uint8Array(randomBytes(70_000));
    await storage.put('portraits/u1/a1b2.jpg', body, 'image/jpeg');
    const file = await storage.get('portraits/u1/a1b2.jpg');
    expect(file?.contentType).toBe('image/jpeg');
    expect(Buffer.from(file!.body).equals(Buffer.from(body))).toBe(true);
  });

  it('answers null for a missing file, and deleting removes it (twice is fine)', async () => {
    const storage = make();
    expect(await storage.get('portraits/u1/none.jpg')).toBeNull();
    await storage.put('audio/s1/page-1.mp3', new Uint8Array([1, 2, 3]), 'audio/mpeg');
    await storage.delete('audio/s1/page-1.mp3');
    expect(await storage.get('audio/s1/page-1.mp3')).toBeNull();
    await storage.delete('audio/s1/page-1.mp3');
  });

  it('lists keys by prefix', async () => {
    const storage = make();
    await storage.put('illustrations/s9/page-2.png', new Uint8Array([2]), 'image/png');
    await storage.put('illustrations/s9/page-1.png', new Uint8Array([1]), 'image/png');
    await storage.put('illustrations/s10/page-1.png', new Uint8Array([3]), 'image/png');
    expect(await storage.list('illustrations/s9/')).toEqual(['illustrations/s9/page-1.png', 'illustrations/s9/page-2.png']);
    expect(await storage.list('nothing-here/')).toEqual([]);
  });

  it('refuses keys the server would never generate', async () => {
    const storage = make();
    await expect(storage.put('../escape.jpg', new Uint8Array([1]), 'image/jpeg')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('/etc/passwd.txt')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('S3-compatible storage', () => {
  it('signs short-lived links that fetch the file, and they stop working once it is deleted', async () => {
    const storage = createStorage(loadConfig({ DATA_DIR: dataDir, STORAGE_URL: s3.storageUrl() }));
    await storage.put('illustrations/s1/page-1.png', new Uint8Array([9, 8, 7]), 'image/png');
    const url = await storage.signedUrl!('illustrations/s1/page-1.png', 60);
    expect(url).toContain('X-Amz-Expires=60');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from([9, 8, 7]));
    await storage.delete('illustrations/s1/page-1.png');
    expect((await fetch(url)).status).toBe(404);
  });

  it('keeps tenants under their own prefix', async () => {
    const a = createStorage(loadConfig({ DATA_DIR: dataDir, STORAGE_URL: s3.storageUrl('tenant-x') }));
    const b = createStorage(loadConfig({ DATA_DIR: dataDir, STORAGE_URL: s3.storageUrl('tenant-y') }));
    await a.put('portraits/u1/same.jpg', new Uint8Array([1]), 'image/jpeg');
    expect(await b.get('portraits/u1/same.jpg')).toBeNull();
  });

  it('rejects a STORAGE_URL that is not s3://', () => {
    expect(() => loadConfig({ STORAGE_URL: 'ftp://files' })).toThrow(/STORAGE_URL: must be s3:\/\/bucket/);
    expect(() => loadConfig({ STORAGE_URL: 's3://bucket?endpoint=files.local' })).toThrow(/STORAGE_URL/);
  });
});
