/**
 * The story pipeline end to end: submit-to-ready time of one 10-minute story with the built-in
 * engine, and how long 50 stories submitted at once take with one worker process and with two.
 * The API runs in this process on a fresh embedded PostgreSQL; workers are real `main.ts worker`
 * processes against the same database, as `npm run worker` would run them on other machines.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { createApp } from '../../src/server/app.ts';
import { defaultAppearance } from '../../src/shared/appearance.ts';
import { loadConfig } from '../../src/server/config.ts';
import { stories } from '../../src/server/db/schema.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { transaction } from '../../src/server/db/transaction.ts';
import { adjustCredits } from '../../src/server/domain/credits.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startRuntime, type Runtime } from '../../src/server/runtime.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { median, seconds, table } from '../lib/format.ts';
import { freePort, postgresPorts } from '../lib/ports.ts';
import { killGroup, onCleanup, spawnTracked, waitForExit } from '../lib/processes.ts';
import { repoRoot, serverArgs } from '../lib/server.ts';

const origin = 'http://localhost';
const singleRuns = 5;
const burst = 50;
const settleTimeoutMs = 300_000;

type App = ReturnType<typeof createApp>;

async function call(app: App, pathname: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers = new Headers({ origin, 'x-forwarded-for': '203.0.113.7', ...init.headers });
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const response = await app.request(pathname, {
    method: init.method ?? 'GET',
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname}: ${response.status} ${await response.text()}`);
  return response;
}

/** A verified parent with one six-year-old and plenty of credits. */
export async function preparedParent(app: App, runtime: Runtime) {
  const signUp = await call(app, '/api/identity/sign-up/email', {
    method: 'POST',
    json: { email: 'bench-parent@example.com', password: 'moonlit-otter-lantern', name: 'Bench Parent' },
  });
  const { user } = (await signUp.json()) as { user: { id: string } };
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const { token } = (await (await call(app, '/api/identity/token', { headers: { cookie } })).json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  await call(app, '/api/auth/create-account', { method: 'POST', headers: auth });
  await call(app, '/api/auth/age-verification', { method: 'POST', headers: auth, json: { birthDate: '1988-04-12' } });
  await call(app, '/api/auth/parental-consent', { method: 'POST', headers: auth, json: { consented: true } });
  const birth = new Date();
  birth.setUTCFullYear(birth.getUTCFullYear() - 6, birth.getUTCMonth() - 1);
  const child = await call(app, '/api/children', {
    method: 'POST',
    headers: auth,
    json: { name: 'Maya', birthDate: birth.toISOString().slice(0, 10), pronouns: 'she', interests: ['dinosaurs', 'the ocean'], appearance: defaultAppearance },
  });
  const { id: childId } = (await child.json()) as { id: string };
  await transaction(runtime.db, (tx) => adjustCredits(tx, user.id, 10_000, 'bench:credits', 'Benchmark credits'));
  return { auth, childId };
}

function startWorker(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const child = spawnTracked(process.execPath, serverArgs('worker'), {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info', SEED_DEMO_CONTENT: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const tail: string[] = [];
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      tail.push(text);
      if (tail.length > 20) tail.shift();
      if (text.includes('Storyloom worker is running')) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}): ${tail.join('')}`)));
  });
}

async function stopWorker(child: ChildProcess) {
  child.kill('SIGTERM');
  if (!(await waitForExit(child, 20_000))) killGroup(child);
}

async function waitUntilSettled(runtime: Runtime, ids: string[]): Promise<{ ready: number; failed: number }> {
  const deadline = Date.now() + settleTimeoutMs;
  for (;;) {
    const rows = await runtime.db
      .select({ status: stories.status, count: sql<number>`count(*)::int` })
      .from(stories)
      .where(inArray(stories.id, ids))
      .groupBy(stories.status);
    const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
    if (count('ready') + count('failed') === ids.length) return { ready: count('ready'), failed: count('failed') };
    if (Date.now() > deadline) throw new Error(`stories not settled after ${settleTimeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function submit(app: App, auth: Record<string, string>, childId: string): Promise<string> {
  const response = await call(app, '/api/stories', {
    method: 'POST',
    headers: auth,
    json: { heroChildId: childId, theme: 'dinosaurs', setting: '', length: 10, voice: 'none', illustrationStyle: 'storybook' },
  });
  return ((await response.json()) as { id: string }).id;
}

async function burstRun(app: App, runtime: Runtime, auth: Record<string, string>, childId: string, workers: number) {
  const started = performance.now();
  const ids = await Promise.all(Array.from({ length: burst }, () => submit(app, auth, childId)));
  const accepted = performance.now() - started;
  const outcome = await waitUntilSettled(runtime, ids);
  const total = performance.now() - started;
  return [
    `${workers} worker process${workers === 1 ? '' : 'es'}`,
    seconds(accepted),
    seconds(total),
    `${(burst / (total / 1000)).toFixed(1)}/s`,
    `${outcome.ready} ready, ${outcome.failed} failed`,
  ];
}

export const storyPipelineBenchmark: Benchmark = {
  name: 'story-pipeline',
  summary: 'submit-to-ready of a 10-minute story; 50 concurrent stories with one and with two workers',
  async run() {
    heading('story-pipeline: POST /api/stories to ready, built-in engine');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storyloom-bench-pipeline-'));
    const port = await freePort(postgresPorts);
    const embedded = await startEmbeddedPostgres({ dataDir, port });
    const workers: ChildProcess[] = [];
    let runtime: Runtime | undefined;
    const cleanup = async () => {
      await Promise.all(workers.map(stopWorker));
      await runtime?.shutdown();
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    const unregister = onCleanup(cleanup);
    try {
      await embedded.createDatabase('storyloom');
      const databaseUrl = embedded.connectionString('storyloom');
      const config = loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SEED_DEMO_CONTENT: 'false',
        TRUST_PROXY: 'true',
        PUBLIC_URL: origin,
      });
      runtime = await startRuntime(config, createLogger('silent'));
      const app = createApp(runtime);
      const { auth, childId } = await preparedParent(app, runtime);
      workers.push(await startWorker(databaseUrl, dataDir));

      const latencies: number[] = [];
      const inWorker: number[] = [];
      for (let run = 0; run < singleRuns; run++) {
        const started = performance.now();
        const id = await submit(app, auth, childId);
        await waitUntilSettled(runtime, [id]);
        latencies.push(performance.now() - started);
        const [row] = await runtime.db.select().from(stories).where(eq(stories.id, id));
        inWorker.push(row!.completedAt!.getTime() - row!.createdAt.getTime());
        if (run === 0) console.log(`  a 10-minute story for a 6-year-old: ${row!.wordCount} words (target ${row!.targetWordCount})`);
      }
      console.log(`  submit-to-ready, median of ${singleRuns}: ${seconds(median(latencies))} (min ${seconds(Math.min(...latencies))}, max ${seconds(Math.max(...latencies))})`);
      console.log(`  created-to-completed as the database saw it (median): ${seconds(median(inWorker))}`);
      console.log('  (a waiting worker looks for new jobs every 0.5 s, so up to 0.5 s of each figure is the poll)');

      const rows: string[][] = [['', `${burst} POSTs answered`, 'all ready', 'throughput', 'outcome']];
      rows.push(await burstRun(app, runtime, auth, childId, 1));
      workers.push(await startWorker(databaseUrl, dataDir));
      rows.push(await burstRun(app, runtime, auth, childId, 2));
      console.log(`\n  ${burst} stories submitted at once (each worker process runs 4 stories at a time):`);
      console.log(table(rows, [1, 2, 3]));
    } finally {
      unregister();
      await cleanup();
    }
  },
};
