import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Logger } from '../logger.ts';
import type { Tx } from '../db/transaction.ts';
import type { JobDefinition, JobDeps } from './definition.ts';
import { jobRegistry } from './registry.ts';

/** pg-boss in the application's own PostgreSQL (schema `pgboss`). */
export class JobQueue {
  private readonly timers = new Set<NodeJS.Timeout>();

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
      else await boss.unschedule(job.name);
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

  /**
   * Gives a delivery up as failed (its worker stopped answering): pg-boss retries it if retries are
   * left. Returns the job's state afterwards ('retry' or 'failed').
   */
  async failJob(name: string, id: string, reason: string): Promise<string | undefined> {
    await this.boss.fail(name, id, { message: reason });
    return (await this.boss.getJobById(name, id))?.state;
  }

  /** Starts a worker loop for every registered job. */
  async work(deps: JobDeps): Promise<void> {
    for (const job of jobRegistry) {
      if (job.every) this.runEvery(job, job.every, deps);
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

  private runEvery(job: JobDefinition, seconds: number, deps: JobDeps): void {
    let running = false;
    const log = this.log.child({ job: job.name });
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.handle(job.payload.parse({}), { ...deps, log }, { id: 'periodic', retryCount: 0, retryLimit: 0 });
      } catch (error) {
        log.error({ err: error }, 'periodic job failed');
      } finally {
        running = false;
      }
    };
    void tick();
    const timer = setInterval(() => void tick(), seconds * 1000);
    timer.unref();
    this.timers.add(timer);
  }

  async healthy(): Promise<boolean> {
    try {
      await this.boss.getQueues();
      return true;
    } catch {
      return false;
    }
  }

  /** Lets running jobs finish for up to `timeoutMs`; a job still running then is picked up again elsewhere. */
  async stop(timeoutMs = 10_000): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await this.boss.stop({ graceful: true, timeout: timeoutMs, wait: true });
  }
}
