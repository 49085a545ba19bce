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
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `${adminEmail},${secondAdminEmail}` });
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
