/**
 * The server as `npm start` runs it: compiled by scripts/build-server.ts and started with plain
 * `node`, no TypeScript compiler loaded. Its image, PDF and speech libraries load on first use
 * (ADR 017), so a fresh process must narrate, draw and print its first story all the same.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptions } from '../../src/server/db/schema.ts';
import type { StoryPdfResponse } from '../../src/shared/schemas/story-pdf.ts';
import type { StoryDetail } from '../../src/shared/schemas/stories.ts';
import { appFolder, overHttp, repoRoot, startAppProcess, type AppFolder, type AppProcess } from '../support/app-process.ts';
import { mp3Info } from '../support/mp3.ts';
import { parentWithChild, storyInput } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const outDir = path.join(repoRoot, 'dist', `test-server-${randomUUID().slice(0, 8)}`);
let t: TestApp;
let folder: AppFolder;
let app: AppProcess;

/** Files the process has mapped: a native library appears here once it is loaded. */
const mappedFiles = async (pid: number) => readFile(`/proc/${pid}/maps`, 'utf8');

beforeAll(async () => {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', outDir], { cwd: repoRoot, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
  // The test app only prepares the database and rows; the compiled process runs every job.
  t = await createTestApp();
  folder = await appFolder({ DATABASE_URL: t.deps.config.DATABASE_URL! });
  app = startAppProcess(folder, process.execPath, [path.join(outDir, 'main.js')]);
  await app.waitForLog(/Storyloom is ready/);
}, 180_000);

afterAll(async () => {
  app?.killGroup();
  await t?.close();
  await folder?.remove();
  await rm(outDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('keeps the tale library out of the code loaded at start, and is plain ASCII', async () => {
    const files = (await readdir(outDir)).filter((file) => file.endsWith('.js'));
    const code = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(outDir, file), 'utf8')] as const)));
    // A tale's id: the library is a chunk of its own, loaded with the first story written.
    expect(code.get('main.js')).not.toContain('the-clockwork-knight');
    expect([...code].filter(([, text]) => text.includes('the-clockwork-knight'))).toHaveLength(1);
    // V8 keeps a module's source with two bytes a character when one of them is not Latin-1.
    for (const [file, text] of code) expect(/[\u0080-\uffff]/.exec(text)?.index, file).toBeUndefined();
  });

  it('starts without the image library loaded, then narrates, draws and prints its first story', { timeout: 420_000 }, async () => {
    const pid = app.child.pid!;
    expect(await mappedFiles(pid)).not.toMatch(/libvips/);

    const client = overHttp(app.baseUrl);
    const { parent, childId } = await parentWithChild(client);
    await t.deps.db.insert(subscriptions).values({
      userId: parent.userId,
      stripeSubscriptionId: `sub_${parent.userId}`,
      plan: 'wonder',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    const created = await client.request('/api/stories', { method: 'POST', headers: parent.auth, json: storyInput(childId, { length: 5, illustrationStyle: 'storybook', voice: 'standard' }) });
    expect(created.status, await created.clone().text()).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const story = await vi.waitFor(
      async () => {
        const current = (await (await client.request(`/api/stories/${id}`, { headers: parent.auth })).json()) as StoryDetail;
        if (current.status !== 'ready' && current.status !== 'failed') throw new Error(`story still ${current.status}`);
        return current;
      },
      { timeout: 180_000, interval: 250 },
    );
    expect(story.status).toBe('ready');

    // Narrated on the narration thread, which starts from its own compiled file.
    expect(story.pages.every((page) => page.narrationPath && page.wordTimings?.length)).toBe(true);
    const audio = await client.request(`/api/stories/${id}/pages/0/narration`, { headers: parent.auth });
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(mp3Info(new Uint8Array(await audio.arrayBuffer())).durationMs).toBeGreaterThan(500);

    const picture = await client.request(`/api/stories/${id}/pages/0/illustration`, { headers: parent.auth });
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain('<svg');
    const cover = await client.request(`/api/stories/${id}/cover?format=webp`, { headers: parent.auth });
    expect(cover.headers.get('content-type')).toBe('image/webp');
    expect(new Uint8Array(await cover.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    const asked = await client.request(`/api/stories/${id}/pdf`, { method: 'POST', headers: parent.auth, json: { paper: 'a4', keepsake: false } });
    expect(asked.status, await asked.clone().text()).toBe(202);
    await vi.waitFor(
      async () => {
        const { pdf } = (await (await client.request(`/api/stories/${id}/pdf`, { headers: parent.auth })).json()) as StoryPdfResponse;
        expect(pdf?.status).toBe('ready');
      },
      { timeout: 150_000, interval: 250 },
    );
    const file = await client.request(`/api/stories/${id}/pdf/file`, { headers: parent.auth });
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

    // The image library was loaded for the cover and the book, not before.
    expect(await mappedFiles(pid)).toMatch(/libvips/);
  });
});
