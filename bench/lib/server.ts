/**
 * Starts the real production entry (`src/server/main.ts`, compiled) as a child process, the way
 * `npm start` runs it after building, and measures how long it takes to answer.
 */
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { processCpuMs } from './cpu-time.ts';
import { freePort, httpPorts, isPortFree, postgresPorts } from './ports.ts';
import { killGroup, onCleanup, spawnTracked, waitForExit } from './processes.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the benchmarks compile the server (build.ts), relative to the repository. */
export const benchServerDir = 'dist/bench-server';

/** The flags `npm start` gives Node before the compiled entry (package.json), such as V8's heap sizes. */
function startNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const flags = /\bnode((?: --\S+)*) dist\/server\/main\.js/.exec(scripts.start ?? '')?.[1];
  if (flags === undefined) throw new Error('package.json\'s start script no longer runs "node [flags] dist/server/main.js": update the benchmarks.');
  return flags.split(' ').filter(Boolean);
}

/** Node's arguments to run the compiled server as `npm start` does, in a role or (none) both. */
export function serverArgs(role?: 'web' | 'worker'): string[] {
  return [...startNodeFlags(), path.join(benchServerDir, 'main.js'), ...(role ? [role] : [])];
}

const healthPollMs = 50;
const stopTimeoutMs = 30_000;

export interface DataDir {
  path: string;
  remove: () => Promise<void>;
}

/** A fresh, empty data folder (so the first start runs initdb, migrations and the seed). */
export async function freshDataDir(): Promise<DataDir> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-bench-data-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  const unregister = onCleanup(remove);
  return {
    path: dir,
    remove: async () => {
      unregister();
      await remove();
    },
  };
}

export interface ServerPorts {
  http: number;
  postgres: number;
}

export async function allocateServerPorts(): Promise<ServerPorts> {
  return { http: await freePort(httpPorts), postgres: await freePort(postgresPorts) };
}

export interface RunningServer {
  baseUrl: string;
  child: ChildProcess;
  /** Milliseconds from spawn until GET /api/health answered 200. */
  firstOkMs: number;
  /** Milliseconds from spawn to milestones the server logs (embedded PostgreSQL up, ready). */
  milestones: Record<string, number>;
  /**
   * CPU time the Node process had used by the first 200 (PostgreSQL's own processes not included).
   * Unlike wall-clock time it barely moves when other work shares the machine. Linux only.
   */
  cpuMs: number | undefined;
  stop: () => Promise<StopResult>;
}

export interface StopResult {
  clean: boolean;
  ms: number;
  detail: string;
}

interface LogEntry {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string };
}

/** Error-level lines the server logs after it starts shutting down: a clean stop has none. */
interface ShutdownLog {
  started: boolean;
  errors: string[];
}

const milestoneMessages: Record<string, string> = {
  'embedded PostgreSQL started': 'postgres up',
  'Storyloom is ready': 'listening',
};

export async function startServer(options: {
  dataDir: string;
  webRoot: string;
  ports: ServerPorts;
  timeoutMs: number;
  /** CPUs (taskset's list, "0") the server and the PostgreSQL it starts may run on; any when absent. */
  cpus?: string;
}): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${options.ports.http}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.ports.http),
    EMBEDDED_PG_PORT: String(options.ports.postgres),
    DATA_DIR: options.dataDir,
    WEB_ROOT: options.webRoot,
    LOG_LEVEL: 'info',
  };
  // The benchmark measures the embedded default, whatever the caller's shell has configured.
  delete env.DATABASE_URL;
  delete env.PUBLIC_URL;

  const spawnedAt = Date.now();
  const started = performance.now();
  // taskset replaces itself with Node, so the child's pid is still the server's.
  const [command, args] = options.cpus
    ? ['taskset', ['-c', options.cpus, process.execPath, ...serverArgs()]]
    : [process.execPath, serverArgs()];
  const child = spawnTracked(command, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const unregister = onCleanup(async () => {
    await stopChild(child, options.ports.postgres, options.dataDir, shutdown);
  });

  const output: string[] = [];
  const milestones: Record<string, number> = {};
  const shutdown: ShutdownLog = { started: false, errors: [] };
  const remember = (line: string) => {
    output.push(line);
    if (output.length > 60) output.shift();
    try {
      const entry = JSON.parse(line) as LogEntry;
      const label = entry.msg ? milestoneMessages[entry.msg] : undefined;
      if (label && typeof entry.time === 'number') milestones[label] = entry.time - spawnedAt;
      if (entry.msg === 'shutting down') shutdown.started = true;
      if (shutdown.started && (entry.level ?? 0) >= 50) {
        shutdown.errors.push(`${entry.msg ?? ''}: ${entry.err?.message ?? ''}`.replace(/^: /, ''));
      }
    } catch {
      // Not a log line (for example a stack trace): kept for the failure report only.
    }
  };
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.filter(Boolean).forEach(remember);
    });
  }

  const deadline = started + options.timeoutMs;
  let firstOkMs: number | undefined;
  let cpuMs: number | undefined;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) {
        firstOkMs = performance.now() - started;
        cpuMs = await processCpuMs(child.pid);
        break;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, healthPollMs));
  }

  if (firstOkMs === undefined) {
    const why =
      child.exitCode !== null || child.signalCode !== null
        ? `exited early (code ${child.exitCode}, signal ${child.signalCode})`
        : `did not answer GET /api/health with 200 within ${options.timeoutMs / 1000} s`;
    unregister();
    await stopChild(child, options.ports.postgres, options.dataDir, shutdown);
    throw new Error(`The server ${why}. Last output:\n${output.slice(-20).join('\n')}`);
  }

  return {
    baseUrl,
    child,
    firstOkMs,
    milestones,
    cpuMs,
    async stop() {
      unregister();
      return stopChild(child, options.ports.postgres, options.dataDir, shutdown);
    },
  };
}

/**
 * Ctrl-C, as a person would press it; clean means exit code 0, no error logged while shutting down,
 * no postmaster.pid left behind and the PostgreSQL port released. Anything still running after the
 * timeout is killed.
 */
async function stopChild(
  child: ChildProcess,
  postgresPort: number,
  dataDir: string,
  shutdown: ShutdownLog,
): Promise<StopResult> {
  const started = performance.now();
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    child.kill('SIGINT');
  }
  const exit = await waitForExit(child, stopTimeoutMs);
  const ms = performance.now() - started;
  if (!exit) {
    killGroup(child);
    await waitForExit(child, 5_000);
    return { clean: false, ms, detail: `still running after ${stopTimeoutMs / 1000} s; killed` };
  }
  // 'exit' can come before the last lines of output have been read; give the pipes a moment to drain.
  await Promise.race([once(child, 'close'), new Promise((resolve) => setTimeout(resolve, 1_000))]);
  const problems: string[] = [];
  if (exit.code !== 0) problems.push(`exit code ${exit.code ?? 'none'}${exit.signal ? ` (${exit.signal})` : ''}`);
  if (shutdown.errors.length > 0) {
    const distinct = [...new Set(shutdown.errors)];
    problems.push(`${shutdown.errors.length} error line(s) logged while stopping: ${distinct.slice(0, 2).join('; ')}`);
  }
  const pidFileLeft = existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'));
  const portHeld = !(await isPortFree(postgresPort));
  if (pidFileLeft) problems.push('postmaster.pid left behind');
  if (portHeld) problems.push(`PostgreSQL port ${postgresPort} still in use`);
  if ((pidFileLeft || portHeld) && child.pid !== undefined) {
    // A PostgreSQL that outlived its parent is still in the group we created: end it by the group id.
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Nothing left in the group.
    }
  }
  return {
    clean: problems.length === 0,
    ms,
    detail: problems.length === 0 ? 'exit code 0, PostgreSQL stopped' : problems.join(', '),
  };
}
