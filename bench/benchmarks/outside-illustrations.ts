/**
 * Outside illustrations against the local fake image server, each drawing slowed to a fixed delay:
 * how long a 12-page book's pictures take at several IMAGE_CONCURRENCY settings, against the ideal
 * pages ÷ concurrency × delay and against the sum of the drawings. The stage runs as the worker
 * runs it (real provider code over HTTP, pictures stored, pages and logs written) on a fresh
 * embedded PostgreSQL; the reference picture and the cover are drawn on top of the pages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { sceneDirectorLogs, stories, storyPages } from '../../src/server/db/schema.ts';
import { illustrateWithOutsideModel } from '../../src/server/domain/outside-illustration.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createOutsideIllustrator } from '../../src/server/providers/images/outside/index.ts';
import { startRuntime, type Runtime } from '../../src/server/runtime.ts';
import { startFakeImages } from '../../tests/support/fake-images.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { seconds, table, verdict } from '../lib/format.ts';
import { freePort, postgresPorts } from '../lib/ports.ts';
import { onCleanup } from '../lib/processes.ts';
import { preparedParent, submit } from './story-pipeline.ts';

const pages = 12;
const delayMs = 500;
const concurrencies = [1, 3, 4, 6];
/** Measured time may exceed the ideal by this much (HTTP, WebP encoding, database writes). */
const overheadAllowance = 1.25;

const sceneTexts = [
  'Maya walked into the forest with her lantern.',
  'Maya found a map under a tall oak tree.',
  'Maya ran across the meadow to the pond.',
  'Maya sat by the river and ate a picnic.',
];

export const outsideIllustrationsBenchmark: Benchmark = {
  name: 'outside-illustrations',
  summary: `outside image model (local fake, ${delayMs} ms a drawing): a ${pages}-page book at several concurrencies`,
  async run() {
    heading(`outside-illustrations: a ${pages}-page book, every drawing ${delayMs} ms`);
    const fake = await startFakeImages();
    fake.delayMs = delayMs;
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storyloom-bench-outside-images-'));
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(postgresPorts) });
    let runtime: Runtime | undefined;
    const cleanup = async () => {
      await runtime?.shutdown();
      await embedded.stop();
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    const unregister = onCleanup(cleanup);
    try {
      await embedded.createDatabase('storyloom');
      const config = loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: embedded.connectionString('storyloom'),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO_CONTENT: 'false',
        TRUST_PROXY: 'true',
        PUBLIC_URL: 'http://localhost',
        IMAGE_PROVIDER: 'openai',
        OPENAI_API_KEY: 'sk-bench',
        OPENAI_BASE_URL: fake.baseUrl,
      });
      runtime = await startRuntime(config, createLogger('silent'));
      const app = createApp(runtime);
      // No worker runs: each story is marked as being made and its pictures are drawn here, as the worker would.
      const { auth, childId } = await preparedParent(app, runtime);

      const rows: string[][] = [['concurrency', 'measured', 'ideal pages ÷ c × delay', 'sum of drawings', 'most at once', 'drawings']];
      let worstRatio = 0;
      for (const concurrency of concurrencies) {
        const id = await submit(app, auth, childId);
        await runtime.db.insert(storyPages).values(
          Array.from({ length: pages }, (_, index) => ({ storyId: id, index, text: sceneTexts[index % sceneTexts.length]!, sceneDescription: 'Setting: the forest.' })),
        );
        const [story] = await runtime.db.update(stories).set({ status: 'generating' }).where(eq(stories.id, id)).returning();
        const outside = createOutsideIllustrator({ ...config, IMAGE_CONCURRENCY: concurrency })!;
        fake.reset();
        fake.delayMs = delayMs;
        const started = performance.now();
        await illustrateWithOutsideModel(story!, runtime, outside);
        const measured = performance.now() - started;
        const drawings = await runtime.db.$count(sceneDirectorLogs, eq(sceneDirectorLogs.storyId, id));
        // The reference comes first and the cover last, one drawing each, around the pages' lanes.
        const ideal = (Math.ceil(pages / concurrency) + 2) * delayMs;
        worstRatio = Math.max(worstRatio, measured / ideal);
        rows.push([String(concurrency), seconds(measured), `${seconds((pages / concurrency) * delayMs)} (+2 drawings: ${seconds(ideal)})`, seconds(fake.imageCalls.length * delayMs), String(fake.inFlight.most), String(drawings)]);
      }
      console.log(table(rows, [1, 3, 4, 5]));
      console.log(`${verdict(worstRatio <= overheadAllowance)} worst measured ÷ ideal: ${worstRatio.toFixed(2)} (target ≤ ${overheadAllowance})`);
    } finally {
      unregister();
      await cleanup();
    }
  },
};
