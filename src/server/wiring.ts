import type { Config } from './config.ts';
import type { AppDeps } from './context.ts';
import type { Database } from './db/client.ts';
import { createIdentity } from './identity/index.ts';
import { createAccountReads } from './domain/account-reads.ts';
import { JobQueue } from './jobs/queue.ts';
import type { Logger } from './logger.ts';
import { createOutsideIllustrator } from './providers/images/outside/index.ts';
import { createMailer } from './providers/email/index.ts';
import type { Mailer } from './providers/email/mailer.ts';
import { builtinIllustrator, type ImageProvider } from './providers/images/index.ts';
import { createNarrator, createOutsideNarrator, createVoiceCloner } from './providers/speech/index.ts';
import type { SpeechProvider } from './providers/speech/speech.ts';
import { createStorage } from './providers/storage/index.ts';
import type { FileStorage } from './providers/storage/storage.ts';
import { createLikenessJudge, createStoryWriters } from './providers/text/index.ts';
import type { TextProvider } from './providers/text/types.ts';

/** Stand-ins for outside services; the test app records emails and writes files to a temp folder. */
export interface DepsOverrides {
  mailer?: Mailer;
  storage?: FileStorage;
  builtinWriter?: TextProvider;
  /** Reads pages instead of the configured narrator (a failing one, a slow one). */
  narrator?: SpeechProvider;
  /** Draws pages instead of the built-in illustrator (a failing one). */
  illustrator?: ImageProvider;
}

/**
 * Everything the app and the worker need, built from the config on a database that is already
 * migrated. Production and the test app both call this, so a test runs the app wired as it ships.
 */
export async function wireDeps(
  config: Config,
  log: Logger,
  db: Database,
  connectionString: string,
  overrides: DepsOverrides = {},
): Promise<AppDeps> {
  const queue = await JobQueue.start(connectionString, log.child({ component: 'queue' }));
  let identity: AppDeps['identity'] | undefined;
  let accountReads: AppDeps['accountReads'] | undefined;
  try {
    const mailer = overrides.mailer ?? createMailer(config, log.child({ component: 'mailer' }));
    identity = await createIdentity({ config, db, queue, log: log.child({ component: 'identity' }), connectionString });
    accountReads = createAccountReads(db, connectionString, log.child({ component: 'account-reads' }));
    const storage = overrides.storage ?? createStorage(config);
    const storyWriters = await createStoryWriters(config, overrides.builtinWriter ? { builtin: overrides.builtinWriter } : {});
    const narrator = overrides.narrator ?? createNarrator();
    const outsideNarrator = createOutsideNarrator(config, narrator, log.child({ component: 'speech' }));
    const voiceCloner = createVoiceCloner(config);
    const illustrator = overrides.illustrator ?? builtinIllustrator;
    const outsideIllustrator = createOutsideIllustrator(config, await createLikenessJudge(config));
    return { config, db, queue, log, mailer, identity, accountReads, storage, storyWriters, narrator, outsideNarrator, voiceCloner, illustrator, outsideIllustrator };
  } catch (error) {
    await identity?.close();
    await accountReads?.close();
    await queue.stop().catch(() => undefined);
    throw error;
  }
}
