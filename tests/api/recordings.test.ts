import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { vi, describe, expect, it } from 'vitest';
import { splitWords } from '../../src/shared/narration.ts';
import type { PageRecording, PageRecordingList } from '../../src/shared/schemas/recordings.ts';
import { recordingMessages } from '../../src/shared/schemas/recordings.ts';
import { pageRecordings } from '../../src/server/db/schema.ts';
import { renderSpeech } from '../../src/server/providers/speech/builtin/index.ts';
import { encodeMp3 } from '../../src/server/providers/speech/builtin/mp3.ts';
import type { TestParent } from '../support/accounts.ts';
import { getStory, parentWithChild, settledStory, storyInput, submittedStory, withStoryApp } from '../support/stories.ts';
import type { TestApp } from '../support/test-app.ts';
import { wavFile } from '../support/wav.ts';

let t: TestApp;
withStoryApp((app) => {
  t = app;
});

const pageUrl = (id: string, index: number | string) => `/api/stories/${id}/pages/${index}/recording`;

async function allowVoice(parent: TestParent, granted = true) {
  const response = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'voice-recording', granted } });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** A finished story and the parent's "recording" of its first page: the Gentle voice reading it. */
async function storyWithRecording(): Promise<{ parent: TestParent; id: string; text: string; audio: Uint8Array }> {
  const { parent, childId } = await parentWithChild(t);
  const id = await submittedStory(t, parent, storyInput(childId, { length: 5, voice: 'none' }));
  expect((await settledStory(t, parent, id, 30_000)).status).toBe('ready');
  const text = (await getStory(t, parent, id)).pages[0]!.text;
  const speech = await renderSpeech({ text, voice: 'gentle', readingLevel: 'toddler', names: [] });
  return { parent, id, text, audio: wavFile(speech.pcm, speech.sampleRate) };
}

function upload(parent: TestParent, id: string, index: number | string, body: Uint8Array) {
  return t.request(pageUrl(id, index), { method: 'PUT', headers: { ...parent.auth, 'Content-Type': 'audio/wav' }, body: body as Uint8Array<ArrayBuffer> });
}

async function recordings(parent: TestParent, id: string): Promise<PageRecording[]> {
  const response = await t.request(`/api/stories/${id}/recordings`, { headers: parent.auth });
  expect(response.status).toBe(200);
  return ((await response.json()) as PageRecordingList).recordings;
}

async function readyRecording(parent: TestParent, id: string): Promise<PageRecording> {
  return vi.waitFor(
    async () => {
      const [recording] = await recordings(parent, id);
      if (recording?.status !== 'ready') throw new Error('still aligning');
      return recording;
    },
    { timeout: 60_000, interval: 250 },
  );
}

const storedPaths = async (id: string) => (await t.deps.db.select({ path: pageRecordings.path }).from(pageRecordings).where(eq(pageRecordings.storyId, id))).map((row) => row.path);

describe('the parent’s own narration', () => {
  it('needs the voice-recording consent before anything is stored', async () => {
    const { parent, id, audio } = await storyWithRecording();
    const refused = await upload(parent, id, 0, audio);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(recordingMessages.consentNeeded);
    expect(await recordings(parent, id)).toEqual([]);
    expect(await t.deps.storage.list(`recordings/${parent.userId}/`)).toEqual([]);
  }, 90_000);

  it('stores a page’s recording, times every word by alignment and plays it back as MP3', async () => {
    const { parent, id, text, audio } = await storyWithRecording();
    await allowVoice(parent);
    const response = await upload(parent, id, 0, audio);
    expect(response.status, await response.clone().text()).toBe(201);
    expect(((await response.json()) as PageRecording).status).toBe('aligning');

    const recording = await readyRecording(parent, id);
    expect(recording.pageIndex).toBe(0);
    expect(recording.timingMethod).toBe('aligned');
    expect(recording.wordTimings!.map((timing) => [timing.word, timing.charStart, timing.charEnd])).toEqual(
      splitWords(text).map((word) => [word.word, word.charStart, word.charEnd]),
    );
    for (const [index, timing] of recording.wordTimings!.entries()) {
      expect(timing.endMs).toBeGreaterThan(timing.startMs);
      if (index > 0) expect(timing.startMs).toBeGreaterThanOrEqual(recording.wordTimings![index - 1]!.startMs);
    }
    expect(recording.wordTimings!.at(-1)!.endMs).toBeLessThanOrEqual(recording.durationMs);

    const played = await t.request(pageUrl(id, 0), { headers: parent.auth });
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/mpeg');
    expect(played.headers.get('cache-control')).toContain('private');
    const ranged = await t.request(pageUrl(id, 0), { headers: { ...parent.auth, Range: 'bytes=0-99' } });
    expect(ranged.status).toBe(206);
    // Only the MP3 is kept once the words are timed.
    const [path] = await storedPaths(id);
    expect(path).toMatch(new RegExp(`^recordings/${parent.userId}/${id}/0-[0-9a-f-]+-narration\\.mp3$`));
    expect(await t.deps.storage.list(`recordings/${parent.userId}/${id}/`)).toEqual([path]);
  }, 120_000);

  it('refuses what is not audio, too short or too large, with a clear message', async () => {
    const { parent, id } = await storyWithRecording();
    await allowVoice(parent);
    const notAudio = await upload(parent, id, 0, new TextEncoder().encode('this is not a recording at all'));
    expect(notAudio.status).toBe(400);
    expect(((await notAudio.json()) as { message: string }).message).toBe(recordingMessages.unreadable);
    const short = await upload(parent, id, 0, wavFile(new Int16Array(22050 / 4), 22050));
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe(recordingMessages.tooShort);
    const large = await upload(parent, id, 0, new Uint8Array(13 * 1024 * 1024));
    expect(large.status).toBe(413);
    expect(await recordings(parent, id)).toEqual([]);
  }, 90_000);

  it('accepts an MP3 upload too, and a new recording of the page replaces the old one and its file', async () => {
    const { parent, id, text, audio } = await storyWithRecording();
    await allowVoice(parent);
    expect((await upload(parent, id, 0, audio)).status).toBe(201);
    await readyRecording(parent, id);
    const [first] = await storedPaths(id);
    const again = await renderSpeech({ text, voice: 'calm', readingLevel: 'fluent-reader', names: [] });
    expect((await upload(parent, id, 0, await encodeMp3(again.pcm, again.sampleRate))).status).toBe(201);
    const recording = await readyRecording(parent, id);
    expect(recording.timingMethod).toBe('aligned');
    expect(await t.deps.storage.get(first!)).toBeNull();
    expect(await t.deps.storage.list(`recordings/${parent.userId}/${id}/`)).toEqual(await storedPaths(id));
  }, 120_000);

  it('is its owner’s alone: another parent gets a 404 for every route', async () => {
    const { parent, id, audio } = await storyWithRecording();
    await allowVoice(parent);
    expect((await upload(parent, id, 0, audio)).status).toBe(201);
    const { parent: other } = await parentWithChild(t);
    await allowVoice(other);
    expect((await upload(other, id, 0, audio)).status).toBe(404);
    expect((await t.request(pageUrl(id, 0), { headers: other.auth })).status).toBe(404);
    expect((await t.request(`/api/stories/${id}/recordings`, { headers: other.auth })).status).toBe(404);
    expect((await t.request(pageUrl(id, 0), { method: 'DELETE', headers: other.auth })).status).toBe(404);
    expect((await t.request(pageUrl(id, 0))).status).toBe(401);
    expect(await storedPaths(id)).toHaveLength(1);
  }, 90_000);

  it('deletes a page’s recording with its file', async () => {
    const { parent, id, audio } = await storyWithRecording();
    await allowVoice(parent);
    expect((await upload(parent, id, 0, audio)).status).toBe(201);
    await readyRecording(parent, id);
    expect((await t.request(pageUrl(id, 0), { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await recordings(parent, id)).toEqual([]);
    expect(await t.deps.storage.list(`recordings/${parent.userId}/`)).toEqual([]);
    expect((await t.request(pageUrl(id, 0), { headers: parent.auth })).status).toBe(404);
  }, 120_000);

  it('is listed in the privacy export, erased as its own section, and deleted with the account', async () => {
    const { parent, id, audio } = await storyWithRecording();
    await allowVoice(parent);
    expect((await upload(parent, id, 0, audio)).status).toBe(201);
    await readyRecording(parent, id);
    const listed = (await (await t.request('/api/privacy/data', { headers: parent.auth })).json()) as { voiceRecordings: Array<{ storyId: string; pageIndex: number }> };
    expect(listed.voiceRecordings).toEqual([expect.objectContaining({ storyId: id, pageIndex: 0 })]);
    const zip = unzipSync(new Uint8Array(await (await t.request('/api/privacy/export', { headers: parent.auth })).arrayBuffer()));
    const files = (JSON.parse(strFromU8(zip['storyloom-data.json']!)) as { files: Array<{ name: string; kind: string; storyId?: string }> }).files;
    const mine = files.filter((file) => file.kind === 'recording');
    expect(mine).toEqual([expect.objectContaining({ storyId: id, pageIndex: 0 })]);
    expect(zip[mine[0]!.name]!.length).toBeGreaterThan(1000);

    expect((await t.request('/api/privacy/data/voiceRecordings', { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await recordings(parent, id)).toEqual([]);
    expect(await t.deps.storage.list(`recordings/${parent.userId}/`)).toEqual([]);

    expect((await upload(parent, id, 1, audio)).status).toBe(201);
    await vi.waitFor(async () => expect((await recordings(parent, id))[0]?.status).toBe('ready'), { timeout: 60_000, interval: 250 });
    expect((await t.request('/api/privacy/account', { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await t.deps.storage.list(`recordings/${parent.userId}/`)).toEqual([]);
    expect(await storedPaths(id)).toEqual([]);
  }, 150_000);
});
