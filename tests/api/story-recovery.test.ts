/**
 * A worker killed (SIGKILL) in the middle of a story: after a restart the story resumes, or with
 * no retry left fails and is refunded, within a minute. The worker is the real entry point in a
 * process of its own, writing through a slow outside model (a local OpenAI-compatible server).
 */
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateStory } from '../../src/server/jobs/generate-story.ts';
import { appFolder, startAppProcess, type AppFolder, type AppProcess } from '../support/app-process.ts';
import { startFakeOpenAI, type FakeOpenAI } from '../support/fake-openai.ts';
import { getStory, parentWithChild, storyInput, storyLedger, submittedStory } from '../support/stories.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let fake: FakeOpenAI;
let folder: AppFolder;
const outsideWriter = { TEXT_PROVIDER: 'openai', TEXT_MODEL: 'story-test-model', OPENAI_API_KEY: 'sk-test' };
const workers: AppProcess[] = [];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  t = await createTestApp({ ...outsideWriter, OPENAI_BASE_URL: fake.baseUrl });
  folder = await appFolder({ ...outsideWriter, OPENAI_BASE_URL: fake.baseUrl, DATABASE_URL: t.deps.config.DATABASE_URL! });
});

afterEach(() => {
  for (const worker of workers.splice(0)) worker.killGroup();
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
  await folder?.remove();
});

function startWorker(): AppProcess {
  const worker = startAppProcess(folder, process.execPath, ['--import', 'tsx', 'src/server/main.ts', 'worker']);
  workers.push(worker);
  return worker;
}

/** A story half-way through its slow first draft in a worker process, which is then killed. */
async function storyInterruptedByKill(prepare: (storyId: string) => Promise<void> = async () => undefined) {
  const { parent, childId } = await parentWithChild(t);
  const consent = await t.request('/api/privacy/consents', { method: 'POST', headers: parent.auth, json: { kind: 'ai-provider', granted: true } });
  expect(consent.status).toBe(200);
  let release!: () => void;
  fake.hold = new Promise((resolve) => (release = resolve));
  const id = await submittedStory(t, parent, storyInput(childId));

  const worker = startWorker();
  await worker.waitForLog(/Storyloom worker is running/);
  await expect.poll(() => fake.chatRequests.length, { timeout: 30_000, interval: 200, message: 'the worker to call the writer' }).toBeGreaterThan(0);
  await prepare(id);
  worker.child.kill('SIGKILL');
  await worker.exited;
  // The model answers again, and the worker starts again, as a process manager would restart it.
  fake.hold = null;
  release();
  const restartedAt = Date.now();
  startWorker();
  const settled = await vi.waitFor(
    async () => {
      const story = await getStory(t, parent, id);
      expect(['ready', 'failed'], 'the story to move on').toContain(story.status);
      return story;
    },
    { timeout: 90_000, interval: 200 },
  );
  return { id, settled, afterRestartMs: Date.now() - restartedAt };
}

// Killing a process at a chosen moment races with what it is doing on a busy machine: a test that
// loses that race is tried once more with a fresh story (and is reported as retried).
describe('a worker killed in the middle of a story', { retry: 1 }, () => {
  it('resumes the story within a minute of the restart and charges once', { timeout: 180_000 }, async () => {
    const { id, settled, afterRestartMs } = await storyInterruptedByKill();
    expect(settled.status).toBe('ready');
    expect(afterRestartMs).toBeLessThan(60_000);
    expect(await storyLedger(t, id)).toEqual(['commit:0:1', 'reserve:-2:1']);
  });

  it('fails and refunds it within a minute when no retry is left', { timeout: 180_000 }, async () => {
    const lastDelivery = async (storyId: string) => {
      await t.deps.db.execute(
        sql`update pgboss.job set retry_count = retry_limit where name = ${generateStory.name} and data->>'storyId' = ${storyId}`,
      );
    };
    const { id, settled, afterRestartMs } = await storyInterruptedByKill(lastDelivery);
    expect(settled).toMatchObject({ status: 'failed', failureReason: "We couldn't finish this story. Your credits have been refunded." });
    expect(afterRestartMs).toBeLessThan(60_000);
    expect(await storyLedger(t, id)).toEqual(['refund:2:1', 'reserve:-2:1']);
  });
});
