import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Logger } from '../logger.ts';
import { createTokenVerifier } from './api-token.ts';
import { createAuth } from './auth.ts';
import { CallerCache } from './caller-cache.ts';
import { listenForIdentityChanges } from './identity-events.ts';

export async function createIdentity(deps: { config: Config; db: Database; queue: JobQueue; log: Logger; connectionString: string }) {
  const auth = await createAuth(deps);
  const callers = new CallerCache();
  const events = listenForIdentityChanges(deps.connectionString, callers, deps.log);
  return {
    auth,
    verifyApiToken: createTokenVerifier(auth, deps.db, deps.config.publicUrl, callers),
    /** Signed-in callers this process has verified; emptied when a request may have ended sessions. */
    callers,
    close: () => events.close(),
  };
}
