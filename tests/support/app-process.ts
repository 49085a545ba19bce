/**
 * Runs Storyloom the way people run it — `node src/server/main.ts …` or `npm start` — as a child
 * process with a data folder of its own, for tests about crashes, signals and restarts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestApp } from './test-app.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface AppFolder {
  dataDir: string;
  /** A minimal built web app, so `web` starts without a full build. */
  webRoot: string;
  env: Record<string, string>;
  remove: () => Promise<void>;
}

/** A data folder, ports and settings for one app that may be started several times. */
export async function appFolder(env: Record<string, string> = {}): Promise<AppFolder> {
  const root = await mkdtemp(path.join(tmpdir(), 'storyloom-process-'));
  // As root the embedded PostgreSQL runs as the postgres user, who must reach the data folder.
  await chmod(root, 0o755);
  const dataDir = path.join(root, 'data');
  const webRoot = path.join(root, 'web');
  await mkdir(webRoot, { recursive: true });
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Storyloom</title>');
  const port = await freePort();
  return {
    dataDir,
    webRoot,
    env: {
      DATA_DIR: dataDir,
      WEB_ROOT: webRoot,
      PORT: String(port),
      HOST: '127.0.0.1',
      EMBEDDED_PG_PORT: String(await freePort()),
      PUBLIC_URL: 'http://localhost',
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
    },
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

export interface AppProcess {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
  /** Resolves with the first log line matching, rejects if the process exits first or time runs out. */
  waitForLog: (pattern: RegExp, timeoutMs?: number) => Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Last resort for a test that failed half-way: the whole process group. */
  killGroup: () => void;
}

export function startAppProcess(folder: AppFolder, command: string, args: string[], extraEnv: Record<string, string> = {}): AppProcess {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...folder.env, ...extraEnv },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    baseUrl: `http://127.0.0.1:${folder.env.PORT}`,
    output: () => output,
    exited,
    waitForLog(pattern, timeoutMs = 90_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const line = output.split('\n').find((candidate) => pattern.test(candidate));
          if (line === undefined) return;
          done();
          resolve(line);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no log line matching ${pattern} within ${timeoutMs} ms:\n${output.slice(-3000)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        void exited.then(({ code, signal }) => {
          if (!listeners.has(check)) return;
          done();
          reject(new Error(`exited (${code ?? signal}) before logging ${pattern}:\n${output.slice(-3000)}`));
        });
        listeners.add(check);
        check();
      });
    },
    killGroup() {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };
}

/** The test helpers (sign-up, children, stories) speaking to a running process over HTTP. */
export function overHttp(baseUrl: string): TestApp {
  const request: TestApp['request'] = (pathname, init = {}) => {
    const { json, headers, ...rest } = init;
    const finalHeaders = new Headers(headers);
    if (json !== undefined) finalHeaders.set('content-type', 'application/json');
    return fetch(`${baseUrl}${pathname}`, { ...rest, headers: finalHeaders, body: json !== undefined ? JSON.stringify(json) : rest.body });
  };
  return { request } as TestApp;
}

/** Alive and not a zombie waiting for a parent to reap it. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The pid PostgreSQL wrote into its cluster, or undefined when it is not running there. */
export async function postgresPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').catch(() => undefined);
  return text ? Number(text.split('\n')[0]) : undefined;
}
