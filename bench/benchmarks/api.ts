/**
 * API throughput against a bare Hono hello world served by the same Node, in one run: three rounds
 * in which the bare server and then each endpoint get 5 s of autocannon with 50 connections, taken
 * in turn so a change in the machine's load falls on all of them alike. Each endpoint is reported
 * as a share of the bare figure of its own round (median of the rounds), by requests/s and by CPU
 * time per request. Then memory: the server's RSS (web + worker in one process, PostgreSQL apart)
 * idle, and after a mixed workload of pages, API reads and new stories (10 minutes;
 * BENCH_WORKLOAD_MINUTES or --workload-minutes=N shortens it for a trial run).
 *
 * With BENCH_API_PIN=1 the servers run on CPU 0 and the load generator on CPU 1 (taskset).
 */
import autocannon, { type Result } from 'autocannon';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { median, table, verdict } from '../lib/format.ts';
import { call, requestStory, signUpParent, type BenchParent } from '../lib/parent.ts';
import { freePort, httpPorts } from '../lib/ports.ts';
import { killGroup, spawnTracked, waitForExit } from '../lib/processes.ts';
import { allocateServerPorts, freshDataDir, repoRoot, startServer } from '../lib/server.ts';
import { idleRate, loadWindow, type IdleRate, type LoadTarget, type LoadWindow } from '../lib/throughput.ts';

const connections = 50;
const rounds = 3;
const roundSeconds = 5;
const pinned = process.env.BENCH_API_PIN === '1';
const serverCpus = '0';
const loadCpus = '1';
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

async function startBareHono(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort(httpPorts);
  const node = [process.execPath, '--import', 'tsx', 'bench/lib/bare-hono.ts', String(port)];
  const [command, ...args] = pinned ? ['taskset', '-c', serverCpus, ...node] : node;
  const child = spawnTracked(command!, args, {
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

const verdictBasis =
  'The verdict uses the CPU share (bare Hono\'s CPU per request ÷ ours, Node and its PostgreSQL together): on an idle machine it is what the req/s share would be, and it moves far less than req/s when other work shares the cores.';

const micros = (value: number) => `${Math.round(value)} µs`;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** Pins this process (every thread, autocannon's included) to `list`; returns a function undoing it. */
function pinSelf(list: string): () => void {
  const all = `0-${cpus().length - 1}`;
  execFileSync('taskset', ['-a', '-p', '-c', list, String(process.pid)], { stdio: 'ignore' });
  return () => execFileSync('taskset', ['-a', '-p', '-c', all, String(process.pid)], { stdio: 'ignore' });
}

/**
 * Rounds of bare Hono then every endpoint, each endpoint compared with the bare figures of its own
 * round; medians of the rounds. Returns the table's rows.
 */
async function measureThroughput(
  bare: { url: string; child: ChildProcess },
  serverPid: number,
  baseUrl: string,
  parent: BenchParent,
): Promise<string[][]> {
  const bareTarget: LoadTarget = { pid: bare.child.pid! };
  // npm start's process starts the embedded PostgreSQL itself.
  const ours: LoadTarget = { pid: serverPid, postgresOf: serverPid };
  const [bareIdle, ourIdle] = await Promise.all([idleRate(bareTarget), idleRate(ours)]);
  const unpin = pinned ? pinSelf(loadCpus) : () => undefined;
  const bareWindows: LoadWindow[] = [];
  const caseWindows = cases.map((): LoadWindow[] => []);
  const run = (url: string, target: LoadTarget, idle: IdleRate, headers?: Record<string, string>) =>
    loadWindow({ url, headers, connections, seconds: roundSeconds, target, idle });
  try {
    for (let round = 0; round < rounds; round += 1) {
      bareWindows.push(await run(bare.url, bareTarget, bareIdle));
      for (const [index, item] of cases.entries()) {
        caseWindows[index]!.push(await run(`${baseUrl}${item.path}`, ours, ourIdle, item.auth ? parent.auth : undefined));
      }
    }
  } finally {
    unpin();
  }

  const bareCpu = bareWindows.map((window) => window.nodeUsPerRequest + window.postgresUsPerRequest);
  const rows: string[][] = [['endpoint', 'req/s', 'share', 'CPU/req', 'of it PostgreSQL', 'CPU share', 'p99', 'target', 'verdict']];
  rows.push([
    'bare Hono hello world',
    String(Math.round(median(bareWindows.map((window) => window.perSecond)))),
    '100 %',
    micros(median(bareCpu)),
    '',
    '100 %',
    `${median(bareWindows.map((window) => window.p99Ms))} ms`,
    '',
    '',
  ]);
  for (const [index, item] of cases.entries()) {
    const windows = caseWindows[index]!;
    const cpu = windows.map((window) => window.nodeUsPerRequest + window.postgresUsPerRequest);
    const share = median(windows.map((window, round) => window.perSecond / bareWindows[round]!.perSecond));
    const cpuShare = median(cpu.map((used, round) => bareCpu[round]! / used));
    const p99 = median(windows.map((window) => window.p99Ms));
    const failures = windows.reduce((total, window) => total + window.failures, 0);
    const targetText = [item.ratio ? `≥ ${item.ratio * 100} %` : '', item.p99Ms ? `p99 < ${item.p99Ms} ms` : ''].filter(Boolean).join(', ');
    const ok = (!item.ratio || cpuShare >= item.ratio) && (!item.p99Ms || p99 < item.p99Ms) && failures === 0;
    rows.push([
      item.label + (failures > 0 ? ` (${failures} failed)` : ''),
      String(Math.round(median(windows.map((window) => window.perSecond)))),
      percent(share),
      micros(median(cpu)),
      micros(median(windows.map((window) => window.postgresUsPerRequest))),
      percent(cpuShare),
      `${p99} ms`,
      targetText,
      targetText ? verdict(ok) : '',
    ]);
  }
  return rows;
}

export const apiBenchmark: Benchmark = {
  name: 'api',
  summary: 'API requests/s and CPU per request as shares of bare Hono (autocannon, 50 connections, 3 × 5 s), and server memory',
  async run({ webRoot }) {
    heading('api: throughput against bare Hono, then memory under a mixed workload');
    const dataDir = await freshDataDir();
    const server = await startServer({
      dataDir: dataDir.path,
      webRoot,
      ports: await allocateServerPorts(),
      timeoutMs: 180_000,
      cpus: pinned ? serverCpus : undefined,
    });
    const bare = await startBareHono();
    try {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const idleMb = await rssMb(server.child.pid);
      const parent = await signUpParent(server.baseUrl, 'bench-api@example.com');
      const storyIds: string[] = [];
      for (let index = 0; index < storiesInList; index += 1) storyIds.push(await requestStory(server.baseUrl, parent));
      await storiesReady(server.baseUrl, parent, storiesInList);

      const throughput = await measureThroughput(bare, server.child.pid!, server.baseUrl, parent);
      console.log(table(throughput, [1, 2, 3, 4, 5, 6]));
      console.log(`\n  ${verdictBasis}`);
      console.log(`  Median of ${rounds} rounds of ${roundSeconds} s per server, taken in turn${pinned ? '; servers on CPU 0, load generator on CPU 1' : ''}.`);

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
