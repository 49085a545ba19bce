/**
 * Scale-out, proven: PostgreSQL started once, two `npm run web` processes and two `npm run worker`
 * processes (the real entry point, as each would run on its own machine) on one DATABASE_URL. 100
 * stories are submitted over HTTP, alternating between the two web processes; when half are ready
 * one worker is killed with SIGKILL. Every story must end ready exactly once and be charged once.
 * Prints stories per minute with two workers (before the kill) and with one (after it), and how
 * long the stories the killed worker was writing took to come back.
 */
import type { ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createDatabase, migrateDatabase, type Database } from '../../src/server/db/client.ts';
import { creditLedger, stories, storyPages, users } from '../../src/server/db/schema.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { transaction } from '../../src/server/db/transaction.ts';
import { adjustCredits } from '../../src/server/domain/credits.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { seconds, table } from '../lib/format.ts';
import { call, signUpParent } from '../lib/parent.ts';
import { freePort, httpPorts, postgresPorts } from '../lib/ports.ts';
import { killGroup, onCleanup, spawnTracked, waitForExit } from '../lib/processes.ts';
import { repoRoot, serverArgs } from '../lib/server.ts';

const total = 100;
const origin = 'http://localhost';
const settleTimeoutMs = 300_000;

function startProcess(role: 'web' | 'worker', env: Record<string, string>): Promise<ChildProcess> {
  const child = spawnTracked(process.execPath, serverArgs(role), {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', SEED_DEMO_CONTENT: 'false', PUBLIC_URL: origin, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const readyLine = role === 'web' ? 'Storyloom is ready' : 'Storyloom worker is running';
  return new Promise((resolve, reject) => {
    const tail: string[] = [];
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      tail.push(text);
      if (tail.length > 20) tail.shift();
      if (text.includes(readyLine)) resolve(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${role} exited (${code}): ${tail.join('')}`)));
  });
}

/** A verified parent with a six-year-old and enough credits, made through the first web process. */
async function preparedParent(baseUrl: string, db: Database) {
  const email = 'scale-parent@example.com';
  const { auth, childId } = await signUpParent(baseUrl, email, origin);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await transaction(db, (tx) => adjustCredits(tx, user!.id, 10_000, 'bench:scale', 'Benchmark credits'));
  return { auth, childId, userId: user!.id };
}

async function statusCounts(db: Database, ids: string[]) {
  const rows = await db
    .select({ status: stories.status, count: sql<number>`count(*)::int` })
    .from(stories)
    .where(inArray(stories.id, ids))
    .groupBy(stories.status);
  return (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + settleTimeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const yes = (ok: boolean) => (ok ? 'yes' : 'NO');

const perMinute = (count: number, ms: number) => (ms > 0 ? `${((count / ms) * 60_000).toFixed(0)}/min` : 'n/a');

export const scaleBenchmark: Benchmark = {
  name: 'scale',
  summary: 'two web and two worker processes on one database, 100 stories, one worker killed midway',
  async run(context) {
    heading('scale: 2 web + 2 worker processes, one PostgreSQL, a worker killed midway');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storyloom-bench-scale-'));
    await chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(postgresPorts) });
    const children: ChildProcess[] = [];
    let db: Database | undefined;
    const cleanup = async () => {
      for (const child of children) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, 20_000))) killGroup(child);
      }
      await db?.$client.end().catch(() => undefined);
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    const unregister = onCleanup(cleanup);
    try {
      await embedded.createDatabase('storyloom');
      const databaseUrl = embedded.connectionString('storyloom');
      db = createDatabase(databaseUrl, 4);
      await migrateDatabase(db);
      const shared = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WEB_ROOT: context.webRoot };
      const webPorts = [await freePort(httpPorts), await freePort(httpPorts)];
      // One after the other: processes starting at the same moment can deadlock setting up the queue.
      for (const port of webPorts) children.push(await startProcess('web', { ...shared, PORT: String(port), HOST: '127.0.0.1' }));
      const baseUrls = webPorts.map((port) => `http://127.0.0.1:${port}`);
      const { auth, childId, userId } = await preparedParent(baseUrls[0]!, db);
      const balanceBefore = await balance(db, userId);
      const workers = [await startProcess('worker', shared), await startProcess('worker', shared)];
      children.push(...workers);

      const started = Date.now();
      const ids = await Promise.all(
        Array.from({ length: total }, async (_, index) => {
          const response = await call(baseUrls[index % 2]!, '/api/stories', {
            method: 'POST',
            headers: auth,
            json: { heroChildId: childId, theme: 'dinosaurs', setting: '', length: 10, voice: 'none', illustrationStyle: 'storybook' },
            origin,
          });
          return ((await response.json()) as { id: string }).id;
        }),
      );
      const accepted = Date.now() - started;
      await waitFor(async () => (await statusCounts(db!, ids))('ready') >= total / 2, 'half the stories');
      const killedAt = Date.now();
      const readyAtKill = (await statusCounts(db, ids))('ready');
      const victim = workers[0]!;
      victim.kill('SIGKILL');
      await waitForExit(victim, 10_000);
      const interrupted = await db
        .select({ id: stories.id })
        .from(stories)
        .where(and(inArray(stories.id, ids), eq(stories.status, 'generating')));
      await waitFor(async () => {
        const count = await statusCounts(db!, ids);
        return count('ready') + count('failed') === total;
      }, 'every story to settle');
      const finished = Date.now();

      const rows = await db.select({ id: stories.id, status: stories.status, completedAt: stories.completedAt, cost: stories.cost, attempt: stories.attempt }).from(stories).where(inArray(stories.id, ids));
      const interruptedIds = new Set(interrupted.map((row) => row.id));
      const afterKill = rows.filter((row) => row.completedAt && row.completedAt.getTime() > killedAt && !interruptedIds.has(row.id));
      const lastUninterrupted = Math.max(killedAt, ...afterKill.map((row) => row.completedAt!.getTime()));
      const recovered = rows.filter((row) => interruptedIds.has(row.id));
      const recoveryMs = Math.max(0, ...recovered.map((row) => (row.completedAt?.getTime() ?? finished) - killedAt));

      const ledger = await db
        .select({ storyId: creditLedger.storyId, kind: creditLedger.kind, count: sql<number>`count(*)::int`, amount: sql<number>`sum(${creditLedger.amount})::int` })
        .from(creditLedger)
        .where(inArray(creditLedger.storyId, ids))
        .groupBy(creditLedger.storyId, creditLedger.kind);
      const kinds = (kind: string) => ledger.filter((row) => row.kind === kind);
      const chargedOnce = kinds('reserve').length === total && kinds('reserve').every((row) => row.count === 1) && kinds('commit').length === total && kinds('commit').every((row) => row.count === 1) && kinds('refund').length === 0;
      const spent = balanceBefore - (await balance(db, userId));
      const expectedSpend = rows.reduce((sum, row) => sum + row.cost, 0);
      const pageCounts = await db
        .select({ storyId: storyPages.storyId, pages: sql<number>`count(*)::int`, distinct: sql<number>`count(distinct ${storyPages.index})::int` })
        .from(storyPages)
        .where(inArray(storyPages.storyId, ids))
        .groupBy(storyPages.storyId);
      const pagesOnce = pageCounts.length === total && pageCounts.every((row) => row.pages === row.distinct);
      const allReady = rows.every((row) => row.status === 'ready');

      console.log(
        table(
          [
            ['', 'stories', 'time', 'rate'],
            ['100 POSTs, alternating between the 2 web processes', String(total), seconds(accepted), perMinute(total, accepted)],
            ['ready with 2 workers (until one is killed)', String(readyAtKill), seconds(killedAt - started), perMinute(readyAtKill, killedAt - started)],
            ['ready with 1 worker (after the kill, not counting the interrupted)', String(afterKill.length), seconds(lastUninterrupted - killedAt), perMinute(afterKill.length, lastUninterrupted - killedAt)],
            ['being written at the kill (on either worker), then ready', String(recovered.length), `${seconds(recoveryMs)} after the kill`, ''],
            ['all 100 settled', String(total), seconds(finished - started), perMinute(total, finished - started)],
          ],
          [1, 2, 3],
        ),
      );
      console.log(`  every story ready: ${yes(allReady)} (${rows.filter((row) => row.status === 'ready').length}/${total})`);
      console.log(`  each story's pages written once: ${yes(pagesOnce)}`);
      console.log(`  credits charged once (one reserve, one commit, no refund per story): ${yes(chargedOnce)}; spent ${spent}, expected ${expectedSpend}: ${yes(spent === expectedSpend)}`);
      console.log('  (each worker process runs 4 stories at a time; a killed worker\'s stories come back after its heartbeat goes silent for 30 s)');
    } finally {
      unregister();
      await cleanup();
    }
  },
};

async function balance(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return row?.total ?? 0;
}
