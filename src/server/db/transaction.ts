import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

/** A drizzle handle bound to one open transaction, plus raw SQL on the same connection (pg-boss uses it). */
export type Tx = NodePgDatabase<typeof schema> & {
  executeSql: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;
};

/**
 * Runs `work` in one transaction on one pooled connection, so rows and the jobs that need them
 * commit together or not at all.
 */
export async function transaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  const client = await db.$client.connect();
  try {
    await client.query('begin');
    const tx = Object.assign(drizzle(client, { schema }), {
      executeSql: (text: string, values: unknown[]) => client.query(text, values),
    });
    const result = await work(tx);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
