import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../providers/email/mailer.ts';

/** What a job handler may use. */
export interface JobDeps {
  config: Config;
  db: Database;
  log: Logger;
  mailer: Mailer;
}

export interface RetryPolicy {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
}

/** A typed job: its queue name, payload schema, retry policy and handler. Handlers must be idempotent. */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  name: string;
  payload: S;
  retry: RetryPolicy;
  handle: (payload: z.output<S>, deps: JobDeps) => Promise<void>;
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
