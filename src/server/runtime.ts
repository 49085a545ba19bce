import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { createDatabase, migrateDatabase, type Database } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { seedDemoContent } from './db/seed/index.ts';
import { seedStoryTemplates } from './db/seed/story-templates.ts';
import type { Logger } from './logger.ts';
import { wireDeps } from './wiring.ts';

export interface Runtime extends AppDeps {
  /** `jobTimeoutMs`: how long running jobs may take to finish before the queue stops without them. */
  shutdown: (options?: { jobTimeoutMs?: number }) => Promise<void>;
}

/** Connects to (or starts) PostgreSQL, migrates, seeds and starts the job queue. */
export async function startRuntime(config: Config, log: Logger): Promise<Runtime> {
  let embedded: EmbeddedDatabase | undefined;
  let connectionString = config.DATABASE_URL;
  if (!connectionString) {
    const pgLog = log.child({ component: 'postgres' });
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      port: config.EMBEDDED_PG_PORT,
      onLog: (message) => pgLog.debug(message),
      onNotice: (message) => pgLog.warn(message),
    });
    await embedded.createDatabase('storyloom');
    connectionString = embedded.connectionString('storyloom');
    log.info({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT }, 'embedded PostgreSQL started');
  }

  const db = createDatabase(connectionString);
  try {
    // Processes started at the same moment on one database would otherwise migrate and create the
    // queue's tables side by side, and PostgreSQL kills one of them with "deadlock detected".
    const deps = await withStartupLock(db, async () => {
      await migrateDatabase(db);
      await seedStoryTemplates(db);
      if (config.SEED_DEMO_CONTENT) await seedDemoContent(db);
      return wireDeps(config, log, db, connectionString);
    });
    const { queue, identity, accountReads } = deps;
    return {
      ...deps,
      async shutdown(options = {}) {
        await queue.stop(options.jobTimeoutMs).catch((error: unknown) => log.warn({ err: error }, 'queue stop failed'));
        await identity.close();
        await accountReads.close();
        await db.$client.end().catch(() => undefined);
        await embedded?.stop();
      },
    };
  } catch (error) {
    await db.$client.end().catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
}

/** Any fixed number works; it only has to be the same in every Storyloom process. */
const startupLockKey = 7_406_125_311;

/** Runs `work` while holding a session-level advisory lock, so one process sets up at a time. */
async function withStartupLock<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [startupLockKey]);
    }
  } finally {
    client.release();
  }
}
