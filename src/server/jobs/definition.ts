import type { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../providers/email/mailer.ts';
import type { ImageProvider } from '../providers/images/index.ts';
import type { OutsideIllustrator } from '../providers/images/outside/index.ts';
import type { SpeechProvider } from '../providers/speech/speech.ts';
import type { VoiceCloner } from '../providers/speech/outside/elevenlabs-voices.ts';
import type { FileStorage } from '../providers/storage/storage.ts';
import type { StoryWriters } from '../providers/text/index.ts';
import type { JobQueue } from './queue.ts';

/** What a job handler may use. */
export interface JobDeps {
  config: Config;
  db: Database;
  log: Logger;
  mailer: Mailer;
  storyWriters: StoryWriters;
  storage: FileStorage;
  narrator: SpeechProvider;
  /** The outside voice (with the built-in narrator behind it), for parents who gave consent 2; null when none is configured. */
  outsideNarrator: SpeechProvider | null;
  /** Deletes cloned voices at the outside voice service; null when none is configured. */
  voiceCloner: VoiceCloner | null;
  illustrator: ImageProvider;
  /** The outside image model (with the likeness judge), for parents who gave consent 2; null when none is configured. */
  outsideIllustrator: OutsideIllustrator | null;
  queue: JobQueue;
}

/** Which delivery of a job this is: a handler may give up for good on the last one. */
export interface JobAttempt {
  id: string;
  retryCount: number;
  retryLimit: number;
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
  handle: (payload: z.output<S>, deps: JobDeps, attempt: JobAttempt) => Promise<void>;
  /** A cron expression: the queue sends this job on that schedule (payload `{}`). */
  schedule?: string;
  /**
   * Seconds: every worker process runs this job itself this often (payload `{}`), for checks that
   * cannot wait for cron's whole minutes. The handler must be safe to run in several processes at once.
   */
  every?: number;
  /** How many of these jobs one worker process runs at once, and how often it looks for more. */
  worker?: { concurrency: number; pollingIntervalSeconds: number };
}

export function defineJob<S extends z.ZodType>(definition: JobDefinition<S>): JobDefinition<S> {
  return definition;
}
