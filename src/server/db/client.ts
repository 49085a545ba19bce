import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function createDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return drizzle(pool, { schema });
}

/** An arbitrary constant naming the advisory lock that serialises migrations across processes. */
const migrationLockId = 7_402_311;

/** Applies pending migrations; processes starting together take turns instead of racing. */
export async function migrateDatabase(db: Database): Promise<void> {
  const lockHolder = await db.$client.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    lockHolder.release();
  }
}

export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.$client.query('select 1');
    return true;
  } catch {
    return false;
  }
}
