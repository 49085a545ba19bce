import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { Caller, TokenVerifier } from './identity/api-token.ts';
import type { Auth } from './identity/auth.ts';
import type { CallerCache } from './identity/caller-cache.ts';
import type { AccountReads } from './domain/account-reads.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './providers/email/mailer.ts';
import type { ImageProvider } from './providers/images/index.ts';
import type { OutsideIllustrator } from './providers/images/outside/index.ts';
import type { SpeechProvider } from './providers/speech/speech.ts';
import type { VoiceCloner } from './providers/speech/outside/elevenlabs-voices.ts';
import type { FileStorage } from './providers/storage/storage.ts';
import type { StoryWriters } from './providers/text/index.ts';

/** Everything a request handler or job may use, built once at boot. */
export interface AppDeps {
  config: Config;
  db: Database;
  queue: JobQueue;
  log: Logger;
  mailer: Mailer;
  storage: FileStorage;
  storyWriters: StoryWriters;
  /** Reads pages aloud: the built-in narrator, or an outside voice that falls back to it. */
  narrator: SpeechProvider;
  /** The outside voice (with the built-in narrator behind it), for parents who gave consent 2; null when none is configured. */
  outsideNarrator: SpeechProvider | null;
  /** Makes, renames and deletes cloned voices at the outside voice service; null when none is configured. */
  voiceCloner: VoiceCloner | null;
  /** Draws pages: the built-in illustrator unless a test or an outside model stands in. */
  illustrator: ImageProvider;
  /** The outside image model (with the likeness judge), for parents who gave consent 2; null when none is configured. */
  outsideIllustrator: OutsideIllustrator | null;
  identity: { auth: Auth; verifyApiToken: TokenVerifier; callers: CallerCache; close: () => Promise<void> };
  /** Balances and story lists remembered per parent until the database says they changed. */
  accountReads: AccountReads;
}

export interface AppEnv {
  Variables: {
    log: Logger;
    requestId: string;
    caller: Caller;
    clientIp: string;
  };
}
