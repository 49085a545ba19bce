import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventEmitter } from 'node:events';
import pg from 'pg';
import * as schema from './schema.ts';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** Command tags of writes: `INSERT 0 3`, `UPDATE 1`, `DELETE 2`; the last number is the rows changed. */
const writeCommand = /^(INSERT|UPDATE|DELETE|MERGE|COPY) /;
const changedRows = (tag: string) => writeCommand.test(tag) && !tag.endsWith(' 0');

const committedWriteListeners = new WeakMap<pg.Pool, Set<() => void>>();

/**
 * Tells `listener` each time this process's pool has committed a change (or ended a transaction
 * that made one): when the connection that wrote is idle again, before whoever awaited the write
 * carries on. A cache of this process can drop what the change may have touched before anyone can
 * read it back; changes made by other processes arrive as database announcements instead.
 */
export function onCommittedWrites(db: Database, listener: () => void): () => void {
  const listeners = committedWriteListeners.get(db.$client);
  listeners?.add(listener);
  return () => listeners?.delete(listener);
}

/** Follows one pooled connection's command tags and transaction state (pg's protocol messages). */
function watchWrites(client: pg.PoolClient, listeners: Set<() => void>): void {
  const connection = (client as unknown as { connection: EventEmitter }).connection;
  let wrote = false;
  connection.on('commandComplete', (message: { text: string }) => {
    if (changedRows(message.text)) wrote = true;
  });
  // Registered after pg's own handler, so this runs before the query's caller resumes.
  connection.on('readyForQuery', (message: { status: string }) => {
    if (!wrote || message.status !== 'I') return;
    wrote = false;
    for (const listener of listeners) listener();
  });
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function createDatabase(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const listeners = new Set<() => void>();
  committedWriteListeners.set(pool, listeners);
  pool.on('connect', (client) => watchWrites(client, listeners));
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
