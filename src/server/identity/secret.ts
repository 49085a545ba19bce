import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSecrets } from '../db/schema.ts';

/**
 * A secret from the environment, else one generated on first start and kept in the database so
 * every web and worker process (and every restart) signs with the same one.
 */
export async function resolveSecret(db: Database, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return row!.value;
}
