/**
 * Retention: portraits and voice samples of accounts inactive for 12 months are deleted (rows and
 * files, and the cloned voice at a local fake voice service); active accounts keep theirs.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clonedVoices, portraits, sessions, users } from '../../src/server/db/schema.ts';
import { deleteLikenessesOfInactiveAccounts } from '../../src/server/domain/retention.ts';
import type { ClonedVoice } from '../../src/shared/schemas/voices.ts';
import { signUpVerifiedParent, type TestParent } from '../support/accounts.ts';
import { addChild, uploadedPortrait } from '../support/family.ts';
import { startFakeSpeech, type FakeSpeech } from '../support/fake-speech.ts';
import { makeJpeg } from '../support/images.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { wavFile } from '../support/wav.ts';

let fake: FakeSpeech;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeSpeech();
  t = await createTestApp({ SPEECH_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'xi-retention', ELEVENLABS_BASE_URL: fake.baseUrl, CREDITS_ENABLED: 'false' });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function parentWithPortrait(): Promise<{ parent: TestParent; file: string }> {
  const parent = await signUpVerifiedParent(t);
  const child = await addChild(t, parent);
  const portrait = await uploadedPortrait(t, parent, { childId: child.id, bytes: await makeJpeg() });
  return { parent, file: path.join(t.filesRoot, portrait.path) };
}

async function lastActiveMonthsAgo(userId: string, months: number) {
  const when = new Date();
  when.setUTCMonth(when.getUTCMonth() - months);
  await t.deps.db.update(users).set({ updatedAt: when }).where(eq(users.id, userId));
  await t.deps.db.update(sessions).set({ updatedAt: when }).where(eq(sessions.userId, userId));
}

const portraitsOf = (userId: string) => t.deps.db.select().from(portraits).where(eq(portraits.userId, userId));
const voicesOf = (userId: string) => t.deps.db.select().from(clonedVoices).where(eq(clonedVoices.userId, userId));

/** A cloned voice made from a 61-second sample, with the consents it needs. */
async function clonedVoice(parent: TestParent): Promise<{ voice: ClonedVoice; sampleFile: string; providerVoiceId: string }> {
  for (const kind of ['voice-recording', 'ai-provider']) {
    const response = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind, granted: true } });
    expect(response.status).toBe(200);
  }
  const rate = 16_000;
  const pcm = Int16Array.from({ length: rate * 61 }, (_, index) => Math.round(3000 * Math.sin((2 * Math.PI * 180 * index) / rate)));
  const form = new FormData();
  form.set('name', 'Grandpa');
  form.set('agreed', 'true');
  form.set('sample', new Blob([wavFile(pcm, rate) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'sample.wav');
  const response = await t.request('/api/voices', { method: 'POST', headers: parent.auth, body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  const voice = (await response.json()) as ClonedVoice;
  const [row] = await voicesOf(parent.userId);
  return { voice, sampleFile: path.join(t.filesRoot, row!.samplePath), providerVoiceId: row!.providerVoiceId };
}

describe('the retention rule', () => {
  it('deletes the portraits of an account inactive for more than 12 months, files included', async () => {
    const { parent, file } = await parentWithPortrait();
    expect(existsSync(file)).toBe(true);
    await lastActiveMonthsAgo(parent.userId, 13);

    const result = await deleteLikenessesOfInactiveAccounts(t.deps);

    expect(result.portraits).toBeGreaterThanOrEqual(1);
    expect(await portraitsOf(parent.userId)).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });

  it('deletes the voice samples of an inactive account, and their cloned voices here and at the voice service', async () => {
    const parent = await signUpVerifiedParent(t);
    const { sampleFile, providerVoiceId } = await clonedVoice(parent);
    expect(existsSync(sampleFile)).toBe(true);
    expect(fake.voices.has(providerVoiceId)).toBe(true);
    await lastActiveMonthsAgo(parent.userId, 13);

    const result = await deleteLikenessesOfInactiveAccounts(t.deps);

    expect(result.voices).toBeGreaterThanOrEqual(1);
    expect(await voicesOf(parent.userId)).toEqual([]);
    expect(existsSync(sampleFile)).toBe(false);
    expect(fake.voices.has(providerVoiceId)).toBe(false);
  });

  it('leaves accounts used within the last 12 months alone', async () => {
    const recent = await parentWithPortrait();
    const recentVoice = await clonedVoice(recent.parent);
    await lastActiveMonthsAgo(recent.parent.userId, 11);
    const current = await parentWithPortrait();

    await deleteLikenessesOfInactiveAccounts(t.deps);

    expect(await portraitsOf(recent.parent.userId)).toHaveLength(1);
    expect(await portraitsOf(current.parent.userId)).toHaveLength(1);
    expect(existsSync(recent.file)).toBe(true);
    expect(await voicesOf(recent.parent.userId)).toHaveLength(1);
    expect(existsSync(recentVoice.sampleFile)).toBe(true);
    expect(fake.voices.has(recentVoice.providerVoiceId)).toBe(true);
  });
});
