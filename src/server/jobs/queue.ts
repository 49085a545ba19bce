import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { Tx } from '../db/transaction.ts';
import type { JobDefinition, JobDeps } from './definition.ts';
import { jobRegistry } from './registry.ts';

/** pg-boss in the application's own PostgreSQL (schema `pgboss`). */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly log: Logger,
  ) {}

  static async start(connectionString: string, log: Logger): Promise<JobQueue> {
    const boss = new PgBoss({ connectionString, schema: 'pgboss', max: 4, application_name: 'storyloom-queue' });
    boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const job of jobRegistry) {
      await boss.createQueue(job.name, { name: job.name, ...job.retry });
      if (job.schedule) await boss.schedule(job.name, job.schedule, {}, { ...job.retry });
    }
    return new JobQueue(boss, log);
  }

  /** Enqueues a job; pass the transaction so the job exists only if the rows it needs commit. */
  async enqueue<S extends z.ZodType>(job: JobDefinition<S>, payload: z.input<S>, tx?: Tx, options: { priority?: number } = {}): Promise<string | null> {
    const data = job.payload.parse(payload) as object;
    return this.boss.send(job.name, data, {
      ...job.retry,
      ...options,
      ...(tx ? { db: { executeSql: tx.executeSql as PgBoss.Db['executeSql'] } } : {}),
    });
  }

  /** Starts a worker loop for every registered job. */
  async work(deps: JobDeps): Promise<void> {
    for (const job of jobRegistry) {
      const { concurrency, pollingIntervalSeconds } = job.worker ?? { concurrency: 1, pollingIntervalSeconds: 1 };
      for (let slot = 0; slot < concurrency; slot++) {
        await this.boss.work(job.name, { batchSize: 1, pollingIntervalSeconds, includeMetadata: true }, async ([item]) => {
          if (!item) return;
          const log = this.log.child({ job: job.name, jobId: item.id });
          const payload = job.payload.parse(item.data);
          await job.handle(payload, { ...deps, log }, { id: item.id, retryCount: item.retryCount, retryLimit: item.retryLimit });
          log.debug('job done');
        });
      }
    }
  }

  async healthy(): Promise<boolean> {
    try {
      await this.boss.getQueues();
      return true;
    } catch {
      return false;
    }
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: 10_000, wait: true });
  }
}
