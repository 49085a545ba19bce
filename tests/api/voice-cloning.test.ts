/**
 * Cloned voices (/api/voices) against a local fake ElevenLabs: a sample is taken only with consent
 * 4, consent 2 and the parent's agreement, within the plan's limit; the voice is made, renamed and
 * deleted at the service, reads a story through text to speech with timestamps at the cloned
 * price, and goes with its sample file when deleted, when consent 4 is withdrawn or with the account.
 */
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clonedVoices, pageRecordings, subscriptions } from '../../src/server/db/schema.ts';
import { storyCost } from '../../src/shared/pricing.ts';
import { clonedVoiceUnavailable } from '../../src/shared/schemas/stories.ts';
import { voiceLimitMessage, voiceMessages, type ClonedVoice, type ClonedVoiceList } from '../../src/shared/schemas/voices.ts';
import type { TestParent } from '../support/accounts.ts';
import { startFakeSpeech, type FakeSpeech } from '../support/fake-speech.ts';
import { balanceOf, getStory, parentWithChild, settledStory, storyInput, submitStory, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PlainTextProvider } from '../support/text-providers.ts';
import { wavFile } from '../support/wav.ts';

let fake: FakeSpeech;
let t: TestApp;
let builtinOnly: TestApp;

beforeAll(async () => {
  fake = await startFakeSpeech();
  t = await createTestApp(
    { SPEECH_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'xi-clone', ELEVENLABS_BASE_URL: fake.baseUrl, SPEECH_RETRIES: '0', SPEECH_CONCURRENCY: '2' },
    { textProvider: new PlainTextProvider() },
  );
  await t.startWorker();
  builtinOnly = await createTestApp({});
}, 60_000);
afterAll(async () => {
  await t?.close();
  await builtinOnly?.close();
  await fake?.close();
});

/** `seconds` of a quiet hum at 16 kHz, as a WAV: a sample the server can decode and measure. */
function sampleOf(seconds: number): Uint8Array {
  const rate = 16_000;
  const pcm = new Int16Array(rate * seconds);
  for (let index = 0; index < pcm.length; index++) pcm[index] = Math.round(3000 * Math.sin((2 * Math.PI * 180 * index) / rate));
  return wavFile(pcm, rate);
}
const minute = sampleOf(61);

async function consent(app: TestApp, parent: TestParent, kind: 'voice-recording' | 'ai-provider', granted = true) {
  const response = await app.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind, granted } });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function onPlan(parent: TestParent, plan: 'wonder' | 'flourish') {
  await t.deps.db.insert(subscriptions).values({
    userId: parent.userId,
    stripeSubscriptionId: `sub_${parent.userId}`,
    plan,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
}

function upload(app: TestApp, parent: TestParent, fields: { name?: string; agreed?: boolean; sample?: Uint8Array } = {}) {
  const form = new FormData();
  form.set('name', fields.name ?? 'Mum at bedtime');
  form.set('agreed', String(fields.agreed ?? true));
  form.set('sample', new Blob([(fields.sample ?? minute) as Uint8Array<ArrayBuffer>], { type: 'audio/wav' }), 'sample.wav');
  return app.request('/api/voices', { method: 'POST', headers: parent.auth, body: form });
}

/** A parent on Wonder with both consents: everything a clone needs. */
async function readyParent(plan: 'wonder' | 'flourish' = 'wonder') {
  const { parent, childId } = await parentWithChild(t);
  await onPlan(parent, plan);
  await consent(t, parent, 'voice-recording');
  await consent(t, parent, 'ai-provider');
  return { parent, childId };
}

async function clone(parent: TestParent, name = 'Mum at bedtime'): Promise<ClonedVoice> {
  const response = await upload(t, parent, { name });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as ClonedVoice;
}

const rowsOf = (parent: TestParent) => t.deps.db.select().from(clonedVoices).where(eq(clonedVoices.userId, parent.userId));

describe('making a cloned voice', () => {
  it('says plainly that cloning needs an outside voice service when none is configured', async () => {
    const { parent } = await parentWithChild(builtinOnly);
    await consent(builtinOnly, parent, 'voice-recording');
    const list = (await (await builtinOnly.request('/api/voices', { headers: parent.auth })).json()) as ClonedVoiceList;
    expect(list).toMatchObject({ voices: [], available: false });
    const response = await upload(builtinOnly, parent);
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(voiceMessages.unavailable);
  });

  it('takes no sample without consent 4, consent 2 and the ticked agreement, and stores nothing', async () => {
    const { parent } = await parentWithChild(t);
    await onPlan(parent, 'wonder');
    const before = fake.voices.size;
    const noVoiceConsent = await upload(t, parent);
    expect(noVoiceConsent.status).toBe(403);
    expect((await noVoiceConsent.json()).message).toBe(voiceMessages.consentNeeded);
    await consent(t, parent, 'voice-recording');
    const noOutsideConsent = await upload(t, parent);
    expect(noOutsideConsent.status).toBe(403);
    expect((await noOutsideConsent.json()).message).toBe(voiceMessages.outsideConsentNeeded);
    await consent(t, parent, 'ai-provider');
    const notAgreed = await upload(t, parent, { agreed: false });
    expect(notAgreed.status).toBe(400);
    expect(await notAgreed.json()).toMatchObject({ field: 'agreed', message: voiceMessages.agreementNeeded });
    expect(fake.voices.size).toBe(before);
    expect(await rowsOf(parent)).toEqual([]);
  });

  it('refuses a sample shorter than a minute or longer than two', async () => {
    const { parent } = await readyParent();
    const short = await upload(t, parent, { sample: sampleOf(20) });
    expect(short.status).toBe(400);
    expect((await short.json()).message).toBe(voiceMessages.tooShort);
    const long = await upload(t, parent, { sample: sampleOf(125) });
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe(voiceMessages.tooLong);
    expect(await rowsOf(parent)).toEqual([]);
  });

  it('keeps to the plan: none on the free plan, one on Wonder, three on Flourish', async () => {
    const { parent: free } = await parentWithChild(t);
    await consent(t, free, 'voice-recording');
    await consent(t, free, 'ai-provider');
    const refused = await upload(t, free);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(voiceLimitMessage(0));

    const { parent: wonder } = await readyParent('wonder');
    await clone(wonder);
    const second = await upload(t, wonder, { name: 'Dad' });
    expect(second.status).toBe(403);
    expect((await second.json()).message).toBe(voiceLimitMessage(1));

    const { parent: flourish } = await readyParent('flourish');
    for (const name of ['One', 'Two', 'Three']) await clone(flourish, name);
    expect((await upload(t, flourish, { name: 'Four' })).status).toBe(403);
    const list = (await (await t.request('/api/voices', { headers: flourish.auth })).json()) as ClonedVoiceList;
    expect(list).toMatchObject({ limit: 3, available: true });
    expect(list.voices.map((voice) => voice.name)).toEqual(['One', 'Two', 'Three']);
  });

  it('makes the voice at the service from the stored sample, which only its owner can hear, rename or delete', async () => {
    const { parent } = await readyParent();
    const voice = await clone(parent, 'Grandma');
    expect(voice).toMatchObject({ name: 'Grandma' });
    expect(Math.abs(voice.sampleDurationMs - 61_000)).toBeLessThan(50);
    const [row] = await rowsOf(parent);
    expect(row!.samplePath).toMatch(new RegExp(`^voice-samples/${parent.userId}/`));
    expect(fake.voices.get(row!.providerVoiceId)).toEqual({ name: 'Grandma', sampleBytes: minute.length, sampleType: 'audio/wav' });
    expect(fake.calls.find((call) => call.path === '/v1/voices/add')?.key).toBe('xi-clone');

    const sample = await t.request(`/api/voices/${voice.id}/sample`, { headers: parent.auth });
    expect(sample.status).toBe(200);
    expect(Buffer.from(await sample.arrayBuffer()).equals(Buffer.from(minute))).toBe(true);

    const { parent: other } = await parentWithChild(t);
    expect((await t.request(`/api/voices/${voice.id}/sample`, { headers: other.auth })).status).toBe(404);
    expect((await t.request(`/api/voices/${voice.id}`, { method: 'PATCH', headers: other.auth, json: { name: 'Mine' } })).status).toBe(404);
    expect((await t.request(`/api/voices/${voice.id}`, { method: 'DELETE', headers: other.auth })).status).toBe(404);
    const othersList = (await (await t.request('/api/voices', { headers: other.auth })).json()) as ClonedVoiceList;
    expect(othersList.voices).toEqual([]);

    const renamed = await t.request(`/api/voices/${voice.id}`, { method: 'PATCH', headers: parent.auth, json: { name: 'Granny' } });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as ClonedVoice).name).toBe('Granny');
    expect(fake.voices.get(row!.providerVoiceId)?.name).toBe('Granny');

    const deleted = await t.request(`/api/voices/${voice.id}`, { method: 'DELETE', headers: parent.auth });
    expect(deleted.status).toBe(204);
    expect(fake.voices.has(row!.providerVoiceId)).toBe(false);
    expect(fake.calls.some((call) => call.method === 'DELETE' && call.path === `/v1/voices/${row!.providerVoiceId}`)).toBe(true);
    expect(await t.deps.storage.get(row!.samplePath)).toBeNull();
    expect(await rowsOf(parent)).toEqual([]);
  });

  it('keeps nothing when the service cannot make the voice', async () => {
    const { parent } = await readyParent();
    fake.failing = true;
    try {
      const response = await upload(t, parent);
      expect(response.status).toBe(409);
      expect((await response.json()).message).toBe(voiceMessages.cloneFailed);
    } finally {
      fake.failing = false;
    }
    expect(await rowsOf(parent)).toEqual([]);
  });
});

describe('reading a story in a cloned voice', () => {
  it('reads every page through the cloned voice’s timestamps, at the cloned price', async () => {
    const { parent, childId } = await readyParent();
    const voice = await clone(parent);
    const [row] = await rowsOf(parent);
    const before = await balanceOf(t, parent);
    fake.reset();
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5, voice: 'cloned', clonedVoiceId: voice.id }));
    const story = await settledStory(t, parent, id, 90_000);
    expect(story.status).toBe('ready');
    expect(story.voice).toBe('cloned');
    expect(story.clonedVoice).toEqual({ id: voice.id, name: voice.name });
    expect(before - (await balanceOf(t, parent))).toBe(storyCost(5, 'cloned'));
    const spoken = fake.calls.filter((call) => call.path.startsWith('/v1/text-to-speech/'));
    expect(spoken.map((call) => call.path)).toEqual(story.pages.map(() => `/v1/text-to-speech/${row!.providerVoiceId}/with-timestamps`));
    for (const page of story.pages) {
      expect(page.narrationMethod).toBe('provider-alignment');
      expect(page.wordTimings?.length).toBeGreaterThan(0);
    }
  }, 120_000);

  it('refuses a voice that is not the parent’s own, before charging anything', async () => {
    const { parent: owner } = await readyParent();
    const voice = await clone(owner);
    const { parent, childId } = await readyParent();
    const before = await balanceOf(t, parent);
    const response = await submitStory(t, parent, storyInput(childId, { length: 5, voice: 'cloned', clonedVoiceId: voice.id }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'voice', message: clonedVoiceUnavailable });
    expect(await balanceOf(t, parent)).toBe(before);
  });

  it('changes a finished story to the cloned voice as a regeneration priced for a cloned voice', async () => {
    const { parent, childId } = await readyParent();
    const voice = await clone(parent);
    const [row] = await rowsOf(parent);
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5, voice: 'standard' }));
    expect((await settledStory(t, parent, id, 90_000)).status).toBe('ready');
    const before = await balanceOf(t, parent);
    fake.reset();
    const redo = await t.request(`/api/stories/${id}/narration`, { method: 'POST', headers: parent.auth, json: { clonedVoiceId: voice.id } });
    expect(redo.status, await redo.clone().text()).toBe(202);
    expect((await redo.json()).redo).toMatchObject({ clonedVoiceId: voice.id, cost: 2 });
    await expect
      .poll(async () => (await getStory(t, parent, id)).voice, { timeout: 60_000, interval: 250 })
      .toBe('cloned');
    const story = await getStory(t, parent, id);
    expect(story.clonedVoice?.id).toBe(voice.id);
    expect(before - (await balanceOf(t, parent))).toBe(2);
    expect(fake.calls.filter((call) => call.path === `/v1/text-to-speech/${row!.providerVoiceId}/with-timestamps`)).toHaveLength(story.pages.length);
  }, 120_000);
});

describe('the parent’s voice in the privacy dashboard', () => {
  it('lists cloned voices, puts their samples in the download, and deletes them at the service on request', async () => {
    const { parent } = await readyParent();
    const voice = await clone(parent, 'Papa');
    const [row] = await rowsOf(parent);
    const data = await (await t.request('/api/privacy/data', { headers: parent.auth })).json();
    expect(data.clonedVoices).toEqual([expect.objectContaining({ id: voice.id, name: 'Papa', provider: 'elevenlabs' })]);
    const zip = unzipSync(new Uint8Array(await (await t.request('/api/privacy/export', { headers: parent.auth })).arrayBuffer()));
    const listed = JSON.parse(strFromU8(zip['storyloom-data.json']!)) as { files: Array<{ name: string; kind: string; voiceId?: string }> };
    const file = listed.files.find((entry) => entry.kind === 'voice-sample');
    expect(file?.voiceId).toBe(voice.id);
    expect(Buffer.from(zip[file!.name]!).equals(Buffer.from(minute))).toBe(true);

    expect((await t.request('/api/privacy/data/clonedVoices', { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(await rowsOf(parent)).toEqual([]);
    expect(fake.voices.has(row!.providerVoiceId)).toBe(false);
    expect(await t.deps.storage.get(row!.samplePath)).toBeNull();
  });

  it('withdrawing consent 4 deletes every recording, sample and cloned voice', async () => {
    const { parent, childId } = await readyParent();
    await clone(parent);
    const [voice] = await rowsOf(parent);
    const id = await submittedStory(t, parent, storyInput(childId, { length: 5, voice: 'none' }));
    expect((await settledStory(t, parent, id, 90_000)).status).toBe('ready');
    const recorded = await t.request(`/api/stories/${id}/pages/0/recording`, {
      method: 'PUT',
      headers: { ...parent.auth, 'Content-Type': 'audio/wav' },
      body: sampleOf(3) as Uint8Array<ArrayBuffer>,
    });
    expect(recorded.status).toBe(201);
    const [recording] = await t.deps.db.select().from(pageRecordings).where(eq(pageRecordings.userId, parent.userId));
    expect(recording).toBeDefined();

    await consent(t, parent, 'voice-recording', false);
    expect(await rowsOf(parent)).toEqual([]);
    expect(await t.deps.db.select().from(pageRecordings).where(eq(pageRecordings.userId, parent.userId))).toEqual([]);
    expect(fake.voices.has(voice!.providerVoiceId)).toBe(false);
    expect(await t.deps.storage.get(voice!.samplePath)).toBeNull();
    expect(await t.deps.storage.get(recording!.path)).toBeNull();
  }, 120_000);

  it('closing the account deletes the cloned voices at the service and their samples', async () => {
    const { parent } = await readyParent();
    await clone(parent);
    const [voice] = await rowsOf(parent);
    expect((await t.request('/api/privacy/account', { method: 'DELETE', headers: parent.auth })).status).toBe(204);
    expect(fake.voices.has(voice!.providerVoiceId)).toBe(false);
    expect(await t.deps.storage.get(voice!.samplePath)).toBeNull();
  });
});
