/**
 * The narration timings lab (docs/product.md "Test pages"): admins have any text read by a built-in
 * voice and get the audio with a timing for every word; everyone else gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitWords } from '../../src/shared/narration.ts';
import type { NarrationLabResponse } from '../../src/shared/schemas/narration-lab.ts';
import { signUpParent, signUpVerifiedParent, verifyEmail, type TestParent } from '../support/accounts.ts';
import { mp3Info } from '../support/mp3.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const adminEmail = 'narration-lab-admin@example.com';
const secondAdminEmail = 'narration-lab-second@example.com';
const recordingAdminEmail = 'narration-lab-recording@example.com';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `${adminEmail},${secondAdminEmail},${recordingAdminEmail}` });
});
afterAll(() => t?.close());

const speak = (caller: TestParent | null, json: unknown) => t.request('/api/lab/narration', { method: 'POST', headers: caller?.auth ?? {}, json });

describe('the narration timings lab', () => {
  it('reads the text to an admin with a timing for every word, in order, inside the audio', async () => {
    const admin = await signUpParent(t, { email: adminEmail });
    await verifyEmail(t, adminEmail);
    const text = 'At 7:30, Dr. Mia said “good night” to 3 sleepy owls.';
    const response = await speak(admin, { text, narrator: 'bright', readingLevel: 'pre-reader' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as NarrationLabResponse;
    expect(body.text).toBe(text);
    expect(body.timingMethod).toBe('synthesis-events');
    expect(body.timings.map((timing) => [timing.word, timing.charStart, timing.charEnd])).toEqual(splitWords(text).map((word) => [word.word, word.charStart, word.charEnd]));
    for (const [index, timing] of body.timings.entries()) {
      expect(timing.endMs).toBeGreaterThan(timing.startMs);
      if (index > 0) expect(timing.startMs).toBeGreaterThanOrEqual(body.timings[index - 1]!.endMs);
    }
    expect(body.audio.startsWith('data:audio/mpeg;base64,')).toBe(true);
    const audio = new Uint8Array(Buffer.from(body.audio.slice(body.audio.indexOf(',') + 1), 'base64'));
    const info = mp3Info(audio);
    expect(info.durationMs).toBeGreaterThanOrEqual(body.timings.at(-1)!.endMs);
    expect(Math.abs(info.durationMs - body.durationMs)).toBeLessThan(200);
  }, 60_000);

  it('names the field of a bad request', async () => {
    const admin = await signUpParent(t, { email: secondAdminEmail });
    await verifyEmail(t, secondAdminEmail);
    const empty = await speak(admin, { text: '  ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ field: 'text' });
    const voice = await speak(admin, { text: 'Hello', narrator: 'robot' });
    expect(voice.status).toBe(400);
    expect(await voice.json()).toMatchObject({ field: 'narrator', message: 'Please choose one of the voices.' });
  });

  it('is refused to a parent who is not an admin and to callers who are signed out', async () => {
    const parent = await signUpVerifiedParent(t);
    expect((await speak(parent, { text: 'Hello there.' })).status).toBe(403);
    expect((await speak(null, { text: 'Hello there.' })).status).toBe(401);
  });
});

describe('aligning a recording in the narration lab', () => {
  it('aligns an uploaded reading of the text, gives it back as MP3 with every word timed, and refuses what is not audio', async () => {
    const { renderSpeech } = await import('../../src/server/providers/speech/builtin/index.ts');
    const { wavFile } = await import('../support/wav.ts');
    const admin = await signUpParent(t, { email: recordingAdminEmail });
    await verifyEmail(t, recordingAdminEmail);
    const text = 'The little fox curled up under the big old tree, and it was the end of a very long day.';
    const speech = await renderSpeech({ text, voice: 'calm', readingLevel: 'toddler', names: [] });
    const send = (bytes: Uint8Array, caller: TestParent = admin) => {
      const form = new FormData();
      form.set('text', text);
      form.set('readingLevel', 'fluent-reader');
      form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], 'reading.wav', { type: 'audio/wav' }));
      return t.request('/api/lab/narration/recording', { method: 'POST', headers: caller.auth, body: form });
    };
    const response = await send(wavFile(speech.pcm, speech.sampleRate));
    expect(response.status, await response.clone().text()).toBe(200);
    const body = (await response.json()) as NarrationLabResponse;
    expect(body.timingMethod).toBe('aligned');
    expect(body.provider).toBe('recording');
    expect(body.timings.map((timing) => timing.word)).toEqual(splitWords(text).map((word) => word.word));
    for (const [index, timing] of body.timings.entries()) expect(Math.abs(timing.startMs - speech.timings[index]!.startMs)).toBeLessThan(400);
    expect(mp3Info(new Uint8Array(Buffer.from(body.audio.slice(body.audio.indexOf(',') + 1), 'base64'))).frames).toBeGreaterThan(10);

    const refused = await send(new TextEncoder().encode('not audio at all, just words'));
    expect(refused.status).toBe(400);
    const parent = await signUpVerifiedParent(t);
    expect((await send(wavFile(speech.pcm, speech.sampleRate), parent)).status).toBe(403);
  }, 60_000);
});
