import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { expect, inject, test } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startRuntime, type Runtime } from '../../src/server/runtime.ts';

/** An empty database, as a fresh deployment has, so both processes have everything to set up. */
async function emptyDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const { adminUrl, urlFor } = inject('postgres');
  const name = `startup_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: urlFor.replace('__DATABASE__', name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

test('three processes started at the same moment on one new database all come up', async () => {
  const database = await emptyDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, PUBLIC_URL: 'http://localhost' });
  const started = await Promise.allSettled([0, 1, 2].map(() => startRuntime(config, createLogger('silent'))));
  const runtimes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])) as Runtime[];
  try {
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up', 'up']);
    // Each one is usable: it reads the migrated tables.
    for (const runtime of runtimes) {
      const { rows } = await runtime.db.$client.query<{ count: string }>('select count(*) from users');
      expect(rows[0]?.count).toBe('0');
    }
  } finally {
    await Promise.all(runtimes.map((runtime) => runtime.shutdown({ jobTimeoutMs: 1000 })));
    await database.drop();
  }
}, 120_000);
