/**
 * A Storyloom of a spec's own, for journeys that need settings the shared e2e app does not have
 * (an outside image, speech, sign-in or payment service pointed at a local fake): the real server
 * on a free port, its data (and embedded PostgreSQL) in a temporary folder, stopped cleanly after.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopOrphanedServer } from '../../src/server/db/embedded.ts';

export interface OwnApp {
  /** http://localhost:<port>, also the app's PUBLIC_URL. */
  url: string;
  /** Stops the server (and so its PostgreSQL) and deletes its data. */
  stop: () => Promise<void>;
}

const healthTimeoutMs = 120_000;
const stopTimeoutMs = 15_000;

/** A port nothing listens on right now, as the system hands them out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the app with `env` on top of the test defaults and resolves once it answers its health
 * check; fails at once, with the app's log, if it exits instead. `name` labels its folder and errors.
 */
export async function startOwnApp(name: string, env: Record<string, string> = {}): Promise<OwnApp> {
  const [port, databasePort] = [await freePort(), await freePort()];
  const url = `http://localhost:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), `storyloom-${name}-`));
  let log = '';
  const app = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      EMBEDDED_PG_PORT: String(databasePort),
      DATA_DIR: dataDir,
      WEB_ROOT: process.env.WEB_ROOT ?? 'dist/web',
      PUBLIC_URL: url,
      // Tests give each parent their own client address in X-Forwarded-For, as a proxy would.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  app.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => app.once('exit', () => resolve()));
  const running = () => app.exitCode === null && app.signalCode === null;

  const stop = async () => {
    if (running()) {
      app.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, stopTimeoutMs))]);
      if (running()) {
        app.kill('SIGKILL');
        await exited;
      }
    }
    // A server that had to be killed leaves its PostgreSQL running: ask that for a fast shutdown.
    await stopOrphanedServer(path.join(dataDir, 'postgres')).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + healthTimeoutMs;
  for (;;) {
    if (!running()) {
      await stop();
      throw new Error(`The ${name} test app exited:\n${log}`);
    }
    // A refused connection means it is not listening yet.
    if (await fetch(`${url}/api/health`).then((response) => response.ok, () => false)) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The ${name} test app did not become healthy within ${healthTimeoutMs / 1000} s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
