import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import { createDatabase, migrateDatabase } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { seedDemoContent } from './db/seed/index.ts';
import { JobQueue } from './jobs/queue.ts';
import type { Logger } from './logger.ts';
import { createIdentity } from './identity/index.ts';
import { createMailer } from './providers/email/index.ts';
import { createStorage } from './providers/storage/index.ts';
import { createStoryWriters } from './providers/text/index.ts';

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
    await migrateDatabase(db);
    if (config.SEED_DEMO_CONTENT) await seedDemoContent(db);
    const queue = await JobQueue.start(connectionString, log.child({ component: 'queue' }));
    const mailer = createMailer(config, log.child({ component: 'mailer' }));
    const identity = await createIdentity({ config, db, queue });
    const storage = createStorage(config);
    const storyWriters = await createStoryWriters(config);
    return {
      config,
      db,
      queue,
      log,
      mailer,
      identity,
      storage,
      storyWriters,
      async shutdown(options = {}) {
        await queue.stop(options.jobTimeoutMs).catch((error: unknown) => log.warn({ err: error }, 'queue stop failed'));
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
