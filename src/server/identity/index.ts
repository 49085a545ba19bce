import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { createTokenVerifier } from './api-token.ts';
import { createAuth } from './auth.ts';

export async function createIdentity(deps: { config: Config; db: Database; queue: JobQueue }) {
  const auth = await createAuth(deps);
  return { auth, verifyApiToken: createTokenVerifier(auth, deps.db, deps.config.publicUrl) };
}
