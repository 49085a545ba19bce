/**
 * Stories for API tests: submitted through the real endpoint and watched until they settle.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { generateStory } from '../../src/server/jobs/generate-story.ts';
import { creditLedger } from '../../src/server/db/schema.ts';
import type { ImageProvider } from '../../src/server/providers/images/index.ts';
import type { SpeechProvider } from '../../src/server/providers/speech/speech.ts';
import type { CreateStoryRequest, StoryDetail } from '../../src/shared/schemas/stories.ts';
import { signUpVerifiedParent, type TestParent } from './accounts.ts';
import { addChild, yearsAgo } from './family.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { PlainTextProvider, SwitchableTextProvider } from './text-providers.ts';

export function storyInput(heroChildId: string, overrides: Partial<CreateStoryRequest> = {}): CreateStoryRequest {
  return {
    heroChildId,
    extraCharacters: [],
    theme: 'adventure',
    setting: 'a windy beach with tall dunes',
    lesson: 'Asking for help is a brave thing to do.',
    length: 10,
    illustrationStyle: 'watercolour',
    voice: 'none',
    ...overrides,
  };
}

export function submitStory(t: TestApp, parent: TestParent, input: CreateStoryRequest): Promise<Response> {
  return t.request('/api/stories', { method: 'POST', headers: parent.auth, json: input });
}

export async function submittedStory(t: TestApp, parent: TestParent, input: CreateStoryRequest): Promise<string> {
  const response = await submitStory(t, parent, input);
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { id: string }).id;
}

export async function getStory(t: TestApp, parent: TestParent, id: string): Promise<StoryDetail> {
  const response = await t.request(`/api/stories/${id}`, { headers: parent.auth });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** Lets pg-boss hand out waiting retries now instead of after their back-off. */
export async function retriesDueNow(t: TestApp): Promise<void> {
  await t.deps.db.execute(sql`update pgboss.job set start_after = now() where name = ${generateStory.name} and state = 'retry'`);
}

/** Polls GET /api/stories/{id} until the story is ready or failed; retries run without waiting. */
export async function settledStory(t: TestApp, parent: TestParent, id: string, timeoutMs = 15_000): Promise<StoryDetail> {
  return vi.waitFor(
    async () => {
      const story = await getStory(t, parent, id);
      if (story.status === 'ready' || story.status === 'failed') return story;
      await retriesDueNow(t);
      throw new Error(`story ${id} still ${story.status}`);
    },
    { timeout: timeoutMs, interval: 100 },
  );
}

export async function balanceOf(t: TestApp, parent: TestParent): Promise<number> {
  const response = await t.request('/api/credits', { headers: parent.auth });
  expect(response.status).toBe(200);
  return ((await response.json()) as { credits: number }).credits;
}

/** A verified parent with one child of `age` (a month past the birthday). */
export async function parentWithChild(t: TestApp, age = 6): Promise<{ parent: TestParent; childId: string }> {
  const parent = await signUpVerifiedParent(t);
  const child = await addChild(t, parent, { birthDate: yearsAgo(age, 30) });
  return { parent, childId: child.id };
}

/** A story's ledger rows as `kind:amount:attempt`, sorted, for exact comparisons. */
export async function storyLedger(t: TestApp, storyId: string): Promise<string[]> {
  const rows = await t.deps.db.select().from(creditLedger).where(eq(creditLedger.storyId, storyId));
  return rows.map((row) => `${row.kind}:${row.amount}:${row.idempotencyKey.split(':')[2]}`).sort();
}

/**
 * One app with a running worker for a story test file. Stories are written in plain text unless a
 * test switches the returned writer: these files are about the pipeline, not the prose.
 */
export function withStoryApp(onReady: (t: TestApp) => void, narrator?: SpeechProvider, illustrator?: ImageProvider): SwitchableTextProvider {
  const writer = new SwitchableTextProvider(new PlainTextProvider());
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp({}, { textProvider: writer, ...(narrator ? { narrator } : {}), ...(illustrator ? { illustrator } : {}) });
    await t.startWorker();
    onReady(t);
  });
  beforeEach(() => {
    writer.current = new PlainTextProvider();
  });
  afterAll(async () => {
    await t?.close();
  });
  return writer;
}
