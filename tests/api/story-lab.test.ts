/**
 * The story-generation lab (docs/product.md "Test pages"): admins run a story writer directly and get
 * the story with its figures; nothing is stored, no credits move, and everyone else gets 403.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appUsers, creditLedger, stories } from '../../src/server/db/schema.ts';
import { BuiltinTextProvider } from '../../src/server/providers/text/builtin/index.ts';
import type { StoryLabRequest, StoryLabResponse } from '../../src/shared/schemas/story-lab.ts';
import { signUpParent, verifyEmail, type TestParent } from '../support/accounts.ts';
import { startFakeOpenAI, storyJson, type FakeOpenAI } from '../support/fake-openai.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PlainTextProvider, SwitchableTextProvider } from '../support/text-providers.ts';

const adminEmail = 'lab-admin@example.com';
const writer = new SwitchableTextProvider(new BuiltinTextProvider());
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail }, { textProvider: writer });
});
beforeEach(() => {
  writer.current = new BuiltinTextProvider();
});
afterAll(() => t?.close());

const input = (overrides: Partial<StoryLabRequest> = {}): StoryLabRequest => ({
  heroName: 'Mia',
  pronouns: 'she',
  age: 6,
  interests: ['dinosaurs', 'drawing'],
  favourites: { colour: 'green', animal: 'fox', toy: 'a knitted rabbit' },
  theme: 'adventure',
  setting: 'a windy beach',
  lesson: 'Asking for help is brave.',
  length: 5,
  seed: 4242,
  writer: 'builtin',
  ...overrides,
});

const runLab = (app: TestApp, caller: TestParent | null, json: unknown) =>
  app.request('/api/lab/story', { method: 'POST', headers: caller?.auth ?? {}, json });

/** An admin by the isAdmin flag, as another admin would have set it. */
async function signUpFlaggedAdmin() {
  const admin = await signUpParent(t);
  await t.deps.db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.id, admin.userId));
  return admin;
}

async function rowsOf(app: TestApp, userId: string) {
  const [storyRows] = await app.deps.db.select({ n: count() }).from(stories).where(eq(stories.userId, userId));
  const [ledgerRows] = await app.deps.db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId));
  return { stories: storyRows!.n, ledger: ledgerRows!.n };
}

describe('admins', () => {
  it('get a story written by the built-in engine with its figures, and nothing is stored', async () => {
    const admin = await signUpParent(t, { email: adminEmail });
    await verifyEmail(t, adminEmail);
    const before = await rowsOf(t, admin.userId);

    const response = await runLab(t, admin, input());
    expect(response.status).toBe(200);
    const body = (await response.json()) as StoryLabResponse;

    expect(body.title.length).toBeGreaterThan(0);
    expect(body.pages.length).toBeGreaterThan(0);
    for (const page of body.pages) {
      expect(page.text.length).toBeGreaterThan(0);
      expect(page.sceneDescription.length).toBeGreaterThan(0);
    }
    expect(body.pages.map((page) => page.text).join(' ')).toContain('Mia');
    expect(body.writer).toBe('builtin');
    expect(body.model).toMatch(/^builtin/);
    expect(body.usage).toBeNull();
    // Six years old reads at early-reader pace: 80 words a minute × 5 minutes.
    expect(body.readingLevel).toBe('early-reader');
    expect(body.targetWordCount).toBe(400);
    expect(body.wordCount).toBeGreaterThan(0);
    // One decimal: within half a tenth of the exact figure.
    expect(Math.abs(body.percentOff - ((body.wordCount - 400) / 400) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(body.withinTolerance).toBe(Math.abs(body.percentOff) <= 10);
    expect(Number.isFinite(body.fleschKincaidGrade)).toBe(true);
    expect(body.generationMs).toBeGreaterThanOrEqual(0);
    expect(body.safety).toEqual({ ok: true, age: 6, findings: [] });

    expect(await rowsOf(t, admin.userId)).toEqual(before);
  });

  it('the same seed writes the same story, and a reading level override changes the target', async () => {
    const caller = await signUpFlaggedAdmin();
    const first = (await (await runLab(t, caller, input({ seed: 77 }))).json()) as StoryLabResponse;
    const second = (await (await runLab(t, caller, input({ seed: 77 }))).json()) as StoryLabResponse;
    expect(second.title).toBe(first.title);
    expect(second.pages).toEqual(first.pages);

    const fluent = (await (await runLab(t, caller, input({ readingLevel: 'fluent-reader', length: 10 }))).json()) as StoryLabResponse;
    expect(fluent.readingLevel).toBe('fluent-reader');
    expect(fluent.targetWordCount).toBe(1500);
  });

  it('see the child-safety findings of an unsuitable draft, with where they are', async () => {
    const admin = await signUpFlaggedAdmin();
    writer.current = new PlainTextProvider(1);

    const body = (await (await runLab(t, admin, input({ age: 5 }))).json()) as StoryLabResponse;
    expect(body.model).toBe('plain-test');
    expect(body.safety.ok).toBe(false);
    expect(body.safety.age).toBe(5);
    expect(body.safety.findings.map((finding) => finding.term)).toContain('gun');
    expect(body.safety.findings.every((finding) => finding.where === 'page 1')).toBe(true);
  });

  it('a bad request is a 400 naming the field', async () => {
    const admin = await signUpFlaggedAdmin();
    const cases: Array<[unknown, string]> = [
      [input({ length: 7 }), 'length'],
      [input({ age: 31 }), 'age'],
      [input({ seed: -1 }), 'seed'],
      [input({ heroName: '' }), 'heroName'],
      [{ ...input(), theme: 'pirates' }, 'theme'],
      [{ ...input(), extra: true }, 'extra'],
      // No outside writer is configured on this app.
      [input({ writer: 'outside' }), 'writer'],
    ];
    for (const [json, field] of cases) {
      const response = await runLab(t, admin, json);
      expect(response.status, field).toBe(400);
      const body = (await response.json()) as { code: string; field: string; message: string };
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.field).toBe(field);
      expect(body.message.length).toBeGreaterThan(0);
    }
  });
});

describe('everyone else', () => {
  it('signed-out callers get 401', async () => {
    expect((await runLab(t, null, input())).status).toBe(401);
  });

  it('a parent who is not an admin gets 403, and no story is written', async () => {
    const parent = await signUpParent(t);
    const counting = new PlainTextProvider();
    writer.current = counting;
    const response = await runLab(t, parent, input());
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('FORBIDDEN');
    expect(counting.calls).toHaveLength(0);
    expect(await rowsOf(t, parent.userId)).toEqual({ stories: 0, ledger: 1 });
  });
});

describe('on a development machine with an outside writer', () => {
  let dev: TestApp;
  let fake: FakeOpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAI();
    dev = await createTestApp({
      NODE_ENV: 'development',
      TEXT_PROVIDER: 'openai',
      TEXT_MODEL: 'lab-test-model',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
    });
  });
  afterAll(async () => {
    await dev?.close();
    await fake?.close();
  });

  it('anyone signed in may use the lab, and the outside writer reports its model and tokens', async () => {
    const parent = await signUpParent(dev);
    fake.defaultReply = () => ({ content: storyJson('Mia', 3) });
    const response = await runLab(dev, parent, input({ writer: 'outside' }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as StoryLabResponse;
    expect(body.writer).toBe('outside');
    expect(body.model).toBe('openai:lab-test-model');
    expect(body.usage).toEqual({ inputTokens: 120, outputTokens: 480 });
    expect(body.title).toBe('Mia and the Lantern Boat');
    expect(body.pages).toHaveLength(3);
    expect(fake.chatRequests).toHaveLength(1);
  });

  it('a failing outside writer gives a clear error', async () => {
    const parent = await signUpParent(dev);
    fake.defaultReply = () => ({ status: 401, body: { error: { message: 'Incorrect API key provided.' } } });
    const response = await runLab(dev, parent, input({ writer: 'outside' }));
    expect(response.status).toBe(500);
    expect(((await response.json()) as { message: string }).message).toMatch(/^The outside writer could not write this story/);
  });
});
