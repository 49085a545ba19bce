/**
 * Stories written by an outside model (TEXT_PROVIDER=openai) against a local OpenAI-compatible
 * server: consent 2 decides whether the child's details leave the server at all.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stories } from '../../src/server/db/schema.ts';
import { storyFailureReasons } from '../../src/server/domain/story-generation.ts';
import type { TestParent } from '../support/accounts.ts';
import { startFakeOpenAI, storyJson, type FakeOpenAI } from '../support/fake-openai.ts';
import { balanceOf, parentWithChild, settledStory, storyInput, storyLedger, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let fake: FakeOpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ TEXT_PROVIDER: 'openai', TEXT_MODEL: 'story-test-model', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl });
  await t.startWorker();
});

beforeEach(() => fake.reset());

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function allowOutsideProvider(parent: TestParent, granted = true) {
  const response = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'ai-provider', granted } });
  expect(response.status).toBe(200);
}

async function storedRow(id: string) {
  const [row] = await t.deps.db.select().from(stories).where(eq(stories.id, id));
  return row!;
}

describe('with consent to an outside provider', () => {
  it('writes the story with the configured model through structured output and records model and tokens', async () => {
    const { parent, childId } = await parentWithChild(t, 6);
    await allowOutsideProvider(parent);
    fake.defaultReply = () => ({ content: storyJson('Mia', 4) });
    const id = await submittedStory(t, parent, storyInput(childId, { theme: 'ocean' }));

    const story = await settledStory(t, parent, id);
    expect(story.status).toBe('ready');
    expect(story.title).toBe('Mia and the Lantern Boat');
    expect(story.pages).toHaveLength(4);
    expect(story.pages[0]!.text).toContain('lantern boat');

    expect(fake.chatRequests).toHaveLength(1);
    const [request] = fake.chatRequests;
    expect(request!.model).toBe('story-test-model');
    expect(request!.authorization).toBe('Bearer sk-test');
    expect(request!.response_format?.type).toBe('json_schema');
    const prompt = JSON.stringify(request!.messages);
    expect(prompt).toContain('early reader');
    expect(prompt).toContain('about 800 words');
    expect(prompt).toContain('Ocean');

    const row = await storedRow(id);
    expect(row).toMatchObject({ textProvider: 'openai', textModel: 'openai:story-test-model', tokenUsage: { input: 120, output: 480 } });
    // The outside provider's moderation checked every text before it was saved.
    expect(fake.moderationInputs).toHaveLength(1);
    expect(fake.moderationInputs[0]).toContain('Mia and the Lantern Boat');
  });

  it('retries a rate-limited call with backoff and then succeeds', async () => {
    const { parent, childId } = await parentWithChild(t);
    await allowOutsideProvider(parent);
    fake.replies = [
      { status: 429, headers: { 'retry-after-ms': '20' }, body: { error: { message: 'Rate limit reached', type: 'rate_limit' } } },
      { status: 503, headers: { 'retry-after-ms': '20' } },
    ];
    const id = await submittedStory(t, parent, storyInput(childId));
    expect((await settledStory(t, parent, id)).status).toBe('ready');
    expect(fake.chatRequests).toHaveLength(3);
  });

  it('sends an answer that does not fit back once for repair, with the reason', async () => {
    const { parent, childId } = await parentWithChild(t);
    await allowOutsideProvider(parent);
    fake.replies = [{ content: '{"title": "Half a story", "pages": "not a list"' }, { content: storyJson('Mia') }];
    const id = await submittedStory(t, parent, storyInput(childId));
    expect((await settledStory(t, parent, id)).status).toBe('ready');

    expect(fake.chatRequests).toHaveLength(2);
    const repair = fake.chatRequests[1]!.messages;
    expect(repair.at(-2)).toMatchObject({ role: 'assistant' });
    expect(JSON.stringify(repair.at(-2))).toContain('Half a story');
    expect(JSON.stringify(repair.at(-1))).toContain('could not be used');
    // Tokens of both calls are counted.
    expect((await storedRow(id)).tokenUsage).toEqual({ input: 240, output: 960 });
  });

  it('sends a draft the story critic finds fault with back once, with the findings, and keeps the rewrite', async () => {
    const { parent, childId } = await parentWithChild(t);
    await allowOutsideProvider(parent);
    const sloppy = JSON.stringify({
      title: 'Mia at Sea',
      pages: [{ text: 'Mia was strong and strong. Mia sailed a boat.', sceneDescription: 'Mia in a boat.' }],
    });
    fake.replies = [{ content: sloppy }, { content: storyJson('Mia', 4) }];
    const id = await submittedStory(t, parent, storyInput(childId));
    const story = await settledStory(t, parent, id);
    expect(story.status).toBe('ready');
    expect(story.title).toBe('Mia and the Lantern Boat');

    expect(fake.chatRequests).toHaveLength(2);
    const repair = JSON.stringify(fake.chatRequests[1]!.messages.at(-1));
    expect(repair).toContain('strong and strong');
    expect(repair).toContain('windy beach with tall dunes');
    expect(repair).toContain('lesson');
  });

  it('keeps a usable draft with slips when the rewrite cannot be used, and asks only once', async () => {
    const { parent, childId } = await parentWithChild(t);
    await allowOutsideProvider(parent);
    const slip = JSON.stringify({ title: 'Mia at Sea', pages: [{ text: 'Mia found a owl on the windy beach with tall dunes.', sceneDescription: 'Mia and an owl.' }] });
    fake.replies = [{ content: slip }, { content: '{"title": "broken"' }];
    const id = await submittedStory(t, parent, storyInput(childId));
    const story = await settledStory(t, parent, id);
    expect(story.status).toBe('ready');
    expect(story.title).toBe('Mia at Sea');
    expect(fake.chatRequests).toHaveLength(2);
    expect(JSON.stringify(fake.chatRequests[1]!.messages.at(-1))).toContain('a owl');
  });

  it('fails and refunds when the repaired answer is still unusable, without further calls', async () => {
    const { parent, childId } = await parentWithChild(t);
    await allowOutsideProvider(parent);
    fake.defaultReply = () => ({ content: JSON.stringify({ title: '', pages: [] }) });
    const id = await submittedStory(t, parent, storyInput(childId));
    const story = await settledStory(t, parent, id);
    expect(story.status).toBe('failed');
    expect(story.failureReason).toBe(storyFailureReasons.refunded);
    expect(fake.chatRequests).toHaveLength(2);
    expect(await balanceOf(t, parent)).toBe(10);
    expect(await storyLedger(t, id)).toEqual(['refund:2:1', 'reserve:-2:1']);
  });

  it('fails at once, refunded, when the provider refuses the request', async () => {
    const { parent, childId } = await parentWithChild(t);
    await allowOutsideProvider(parent);
    fake.defaultReply = () => ({ status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } });
    const id = await submittedStory(t, parent, storyInput(childId));
    const story = await settledStory(t, parent, id);
    expect(story.status).toBe('failed');
    expect(fake.chatRequests).toHaveLength(1);
    expect(await balanceOf(t, parent)).toBe(10);
  });

  it('writes again when moderation flags a draft, and fails with a refund when every draft is flagged', async () => {
    const { parent, childId } = await parentWithChild(t);
    await allowOutsideProvider(parent);
    let draft = 0;
    fake.defaultReply = () => ({ content: storyJson(++draft === 1 ? 'Flagged' : 'Mia') });
    fake.flag = (text) => text.includes('Flagged');
    const id = await submittedStory(t, parent, storyInput(childId));
    const story = await settledStory(t, parent, id);
    expect(story.status).toBe('ready');
    expect(story.title).toBe('Mia and the Lantern Boat');
    expect(fake.chatRequests).toHaveLength(2);
    // The rewrite's tokens count too.
    expect((await storedRow(id)).tokenUsage).toEqual({ input: 240, output: 960 });

    fake.flag = () => true;
    const refused = await submittedStory(t, parent, storyInput(childId));
    const failed = await settledStory(t, parent, refused);
    expect(failed.status).toBe('failed');
    expect(failed.pages).toEqual([]);
    expect(await storyLedger(t, refused)).toEqual(['refund:2:1', 'reserve:-2:1']);
  });
});

describe('without consent to an outside provider', () => {
  it('writes with the built-in engine and sends nothing out', async () => {
    const { parent, childId } = await parentWithChild(t);
    const id = await submittedStory(t, parent, storyInput(childId));
    expect((await settledStory(t, parent, id)).status).toBe('ready');
    expect(fake.chatRequests).toHaveLength(0);
    expect(fake.moderationInputs).toHaveLength(0);
    expect(await storedRow(id)).toMatchObject({ textProvider: 'builtin', textModel: 'builtin-story-engine-1', tokenUsage: null });
  });

  it('stops sending once the consent is revoked', async () => {
    const { parent, childId } = await parentWithChild(t);
    await allowOutsideProvider(parent);
    await allowOutsideProvider(parent, false);
    const id = await submittedStory(t, parent, storyInput(childId));
    expect((await settledStory(t, parent, id)).status).toBe('ready');
    expect(fake.chatRequests).toHaveLength(0);
  });
});

describe('GET /api/site-config', () => {
  it('names the outside provider so the wizard can say who writes', async () => {
    const response = await t.request('/api/site-config');
    expect(await response.json()).toMatchObject({ outsideTextProvider: 'OpenAI', outsideImageProvider: null });
  });
});
