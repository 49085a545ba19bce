/**
 * The real app on a real PostgreSQL database of its own, for one API test file.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { AppDeps } from '../../src/server/context.ts';
import { createDatabase } from '../../src/server/db/client.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createStorage } from '../../src/server/providers/storage/index.ts';
import { createLocalStorage } from '../../src/server/providers/storage/local-storage.ts';
import { wireDeps } from '../../src/server/wiring.ts';
import { startLocalS3 } from './s3-server.ts';
import type { Mailer, OutgoingEmail } from '../../src/server/providers/email/mailer.ts';
import type { ImageProvider } from '../../src/server/providers/images/index.ts';
import type { SpeechProvider } from '../../src/server/providers/speech/speech.ts';
import type { TextProvider } from '../../src/server/providers/text/types.ts';

export interface TestApp {
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  /** The folder `deps.storage` writes to (a temp dir of this file's own) unless TEST_STORAGE=s3. */
  filesRoot: string;
  /** Emails the app handed to its mailer during this file. */
  sentEmails: OutgoingEmail[];
  request: (path: string, init?: RequestInit & { json?: unknown }) => Promise<Response>;
  /** Runs queued jobs now, as a worker would. */
  startWorker: () => Promise<void>;
  close: () => Promise<void>;
}

async function cloneTemplate(): Promise<string> {
  const { adminUrl, urlFor, template } = inject('postgres');
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  return urlFor.replace('__DATABASE__', name);
}

export interface TestAppOptions {
  /** Deliver through the configured mailer (SMTP when SMTP_URL is set) instead of recording to `sentEmails`. */
  realMailer?: boolean;
  /** Writes stories instead of the built-in engine (a failing one, a slow one). */
  textProvider?: TextProvider;
  /** Reads pages instead of the configured narrator (a failing one, a gated one). */
  narrator?: SpeechProvider;
  /** Draws pages instead of the built-in illustrator (a failing one). */
  illustrator?: ImageProvider;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const connectionString = await cloneTemplate();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: connectionString,
    PUBLIC_URL: 'http://localhost',
    // Tests tell callers apart by X-Forwarded-For, as a proxy in front of the app would.
    TRUST_PROXY: 'true',
    ...env,
  });
  const log = createLogger(config.LOG_LEVEL);
  const db = createDatabase(connectionString, 5);
  const sentEmails: OutgoingEmail[] = [];
  const recordingMailer: Mailer = {
    name: 'test',
    async send(email) {
      sentEmails.push(email);
    },
  };
  const filesRoot = await mkdtemp(path.join(tmpdir(), 'storyloom-files-'));
  // The api-s3 test project runs the same files against a local S3-compatible server.
  const s3 = process.env.TEST_STORAGE === 's3' ? await startLocalS3() : undefined;
  const storage = s3 ? createStorage({ ...config, STORAGE_URL: s3.storageUrl() }) : createLocalStorage(filesRoot);
  const deps = await wireDeps(config, log, db, connectionString, {
    ...(options.realMailer ? {} : { mailer: recordingMailer }),
    storage,
    ...(options.textProvider ? { builtinWriter: options.textProvider } : {}),
    ...(options.narrator ? { narrator: options.narrator } : {}),
    ...(options.illustrator ? { illustrator: options.illustrator } : {}),
  });
  const { queue } = deps;
  const app = createApp(deps);
  return {
    deps,
    app,
    filesRoot,
    sentEmails,
    request(path, init = {}) {
      const { json, headers, ...rest } = init;
      const finalHeaders = new Headers(headers);
      if (json !== undefined) finalHeaders.set('content-type', 'application/json');
      return Promise.resolve(
        app.request(path, { ...rest, headers: finalHeaders, body: json !== undefined ? JSON.stringify(json) : rest.body }),
      );
    },
    startWorker: () => queue.work(deps),
    async close() {
      await queue.stop();
      await deps.identity.close();
      await deps.accountReads.close();
      await db.$client.end();
      await rm(filesRoot, { recursive: true, force: true });
      await s3?.close();
    },
  };
}
