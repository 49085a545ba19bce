/**
 * API throughput against a bare Hono hello world served by the same Node, in one run: each endpoint
 * gets 10 s of autocannon with 50 connections and is reported as a ratio of the bare figure. Then
 * memory: the server's RSS (web + worker in one process, PostgreSQL apart) idle, and after a mixed
 * workload of pages, API reads and new stories (10 minutes; BENCH_WORKLOAD_MINUTES or
 * --workload-minutes=N shortens it for a trial run).
 */
import autocannon, { type Result } from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { table, verdict } from '../lib/format.ts';
import { call, requestStory, signUpParent, type BenchParent } from '../lib/parent.ts';
import { freePort, httpPorts } from '../lib/ports.ts';
import { killGroup, spawnTracked, waitForExit } from '../lib/processes.ts';
import { allocateServerPorts, freshDataDir, repoRoot, startServer } from '../lib/server.ts';

const connections = 50;
const durationS = 10;
const idleTargetMb = 150;
const afterWorkloadTargetMb = 250;
const storiesInList = 10;
/** Sign-ups from one address are limited to 20 an hour: one every 40 s stays under it for 10 minutes. */
const newcomerEveryMs = 40_000;

interface Case {
  label: string;
  path: string;
  auth?: boolean;
  /** Target as a share of the bare Hono figure, and the p99 it must stay under (ms). */
  ratio?: number;
  p99Ms?: number;
}

const cases: Case[] = [
  { label: 'GET /api/affiliate-status (no database)', path: '/api/affiliate-status', ratio: 0.4 },
  { label: 'GET /api/health', path: '/api/health' },
  { label: 'GET /api/credits (signed in)', path: '/api/credits', auth: true, ratio: 0.15 },
  { label: `GET /api/stories (signed in, ${storiesInList} stories)`, path: '/api/stories', auth: true, ratio: 0.1, p99Ms: 50 },
];

function load(url: string, headers: Record<string, string> = {}, seconds = durationS): Promise<Result> {
  return autocannon({ url, connections, duration: seconds, headers });
}

async function startBareHono(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort(httpPorts);
  const child = spawnTracked(process.execPath, ['--import', 'tsx', 'bench/lib/bare-hono.ts', String(port)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the bare Hono server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

async function rssMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function storiesReady(baseUrl: string, parent: BenchParent, count: number): Promise<void> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline) {
    const { stories } = (await (await call(baseUrl, '/api/stories', { headers: parent.auth })).json()) as { stories: { status: string }[] };
    if (stories.filter((story) => story.status === 'ready' || story.status === 'failed').length >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the ${count} benchmark stories were not written within 10 minutes`);
}

function workloadMinutes(): number {
  const value = Number(process.env.BENCH_WORKLOAD_MINUTES ?? 10);
  return Number.isFinite(value) && value > 0 ? value : 10;
}

/**
 * What a day of families does, compressed: pages and public API reads, signed-in reads of credits,
 * stories and one story, and every 40 s a new parent who asks for a story (the first one narrated).
 */
async function mixedWorkload(baseUrl: string, parent: BenchParent, storyId: string, minutes: number): Promise<Result> {
  const until = Date.now() + minutes * 60_000;
  let parents = 0;
  const newcomers = (async () => {
    while (Date.now() < until - newcomerEveryMs) {
      parents += 1;
      const newcomer = await signUpParent(baseUrl, `bench-mixed-${parents}@example.com`);
      // The first story is narrated: the narration thread's memory must be given back by the end.
      await requestStory(baseUrl, newcomer, parents === 1 ? 'standard' : 'none');
      await new Promise((resolve) => setTimeout(resolve, newcomerEveryMs));
    }
  })();
  const signedIn = { ...parent.auth };
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    duration: Math.round(minutes * 60),
    requests: [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/api/affiliate-status' },
      { method: 'GET', path: '/about' },
      { method: 'GET', path: '/api/blog' },
      { method: 'GET', path: '/api/credits', headers: signedIn },
      { method: 'GET', path: '/api/stories', headers: signedIn },
      { method: 'GET', path: `/api/stories/${storyId}`, headers: signedIn },
      { method: 'GET', path: '/api/health' },
    ],
  });
  await newcomers;
  return result;
}

const perSecond = (result: Result) => Math.round(result.requests.average);

export const apiBenchmark: Benchmark = {
  name: 'api',
  summary: 'API requests/s as a share of bare Hono (autocannon, 50 connections, 10 s), and server memory',
  async run({ webRoot }) {
    heading('api: throughput against bare Hono, then memory under a mixed workload');
    const dataDir = await freshDataDir();
    const server = await startServer({ dataDir: dataDir.path, webRoot, ports: await allocateServerPorts(), timeoutMs: 180_000 });
    const bare = await startBareHono();
    try {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const idleMb = await rssMb(server.child.pid);
      const parent = await signUpParent(server.baseUrl, 'bench-api@example.com');
      const storyIds: string[] = [];
      for (let index = 0; index < storiesInList; index += 1) storyIds.push(await requestStory(server.baseUrl, parent));
      await storiesReady(server.baseUrl, parent, storiesInList);

      const bareResult = await load(bare.url);
      const rows: string[][] = [['endpoint', 'req/s', 'p99', 'share of bare', 'target', 'verdict']];
      rows.push(['bare Hono hello world', String(perSecond(bareResult)), `${bareResult.latency.p99} ms`, '100 %', '', '']);
      for (const item of cases) {
        const result = await load(`${server.baseUrl}${item.path}`, item.auth ? parent.auth : {});
        const share = perSecond(result) / perSecond(bareResult);
        const failures = result.non2xx + result.errors;
        const targetText = [item.ratio ? `≥ ${item.ratio * 100} %` : '', item.p99Ms ? `p99 < ${item.p99Ms} ms` : ''].filter(Boolean).join(', ');
        const ok = (!item.ratio || share >= item.ratio) && (!item.p99Ms || result.latency.p99 < item.p99Ms) && failures === 0;
        rows.push([
          item.label + (failures > 0 ? ` (${failures} failed)` : ''),
          String(perSecond(result)),
          `${result.latency.p99} ms`,
          `${(share * 100).toFixed(1)} %`,
          targetText,
          targetText ? verdict(ok) : '',
        ]);
      }
      console.log(table(rows, [1, 2, 3]));

      const minutes = workloadMinutes();
      const mixed = await mixedWorkload(server.baseUrl, parent, storyIds[0]!, minutes);
      const afterMb = await rssMb(server.child.pid);
      console.log(
        `\n  mixed workload: ${minutes} min, ${mixed.requests.total} requests (${perSecond(mixed)}/s, ${mixed.non2xx + mixed.errors} failed), a new parent and story every ${newcomerEveryMs / 1000} s, the first narrated`,
      );
      console.log(`  memory (RSS of web + worker, PostgreSQL apart):`);
      console.log(`    idle            ${idleMb.toFixed(0)} MB  target ≤ ${idleTargetMb} MB: ${verdict(idleMb <= idleTargetMb)}`);
      console.log(`    after workload  ${afterMb.toFixed(0)} MB  target ≤ ${afterWorkloadTargetMb} MB: ${verdict(afterMb <= afterWorkloadTargetMb)}`);
    } finally {
      bare.child.kill('SIGTERM');
      if (!(await waitForExit(bare.child, 5_000))) killGroup(bare.child);
      const stopped = await server.stop();
      if (!stopped.clean) console.log(`\n  The server did not stop cleanly: ${stopped.detail}`);
      await dataDir.remove();
    }
  },
};
