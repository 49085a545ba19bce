/**
 * The community library at size: 10,000 approved stories (and some waiting for review) seeded
 * straight into a fresh PostgreSQL, then each listing and filter the library page offers is run
 * through the same queries the API uses. Prints p50/p95 per query (target: p95 under 100 ms) and
 * the query plans, so a missing index shows up as a sequential scan.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase, migrateDatabase, type Database } from '../../src/server/db/client.ts';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.ts';
import { listLibrary, listQueries } from '../../src/server/domain/library-browsing.ts';
import { libraryListQuery, type libraryListQuery as ListQuery } from '../../src/shared/schemas/library.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { table, verdict } from '../lib/format.ts';
import { freePort, postgresPorts } from '../lib/ports.ts';
import { onCleanup } from '../lib/processes.ts';
import type { z } from 'zod';

const approved = 10_000;
const runs = 60;
const targetMs = 100;

const cases: Array<[string, Record<string, string>]> = [
  ['newest, first page', {}],
  ['newest, page 200', { page: '200' }],
  ['most loved', { sort: 'loved' }],
  ['theme', { theme: 'space' }],
  ['age and reading level', { level: 'early-reader' }],
  ['theme + length + style', { theme: 'ocean', length: '10', style: 'crayon' }],
  ['level + theme, most loved', { level: 'pre-reader', theme: 'bedtime', sort: 'loved' }],
  ['search "moon"', { q: 'moon' }],
  ['search a theme name "dinosaur"', { q: 'dinosaur' }],
];

async function seed(db: Database): Promise<void> {
  await db.execute(sql`insert into users (id, name, email, email_verified) values ('bench-owner', 'Bench Owner', 'bench-owner@example.com', true)`);
  await db.execute(sql`
    insert into library_stories (owner_id, title, hero_name, theme, reading_level, length, illustration_style, narrated, page_count, status, loves, saves, published_at, created_at)
    select 'bench-owner',
      (array['The Moonlit', 'The Brave', 'The Lost', 'A Quiet', 'The Giggling', 'The Secret'])[1 + i % 6] || ' ' ||
      (array['Garden', 'Rocket', 'Dragon', 'Lighthouse', 'Forest', 'Shell', 'Castle'])[1 + (i / 6) % 7] || ' ' || i,
      'Leo',
      (array['adventure', 'bedtime', 'space', 'dinosaurs', 'ocean', 'friendship', 'kindness', 'bravery', 'fairy-tale', 'first-day-at-school'])[1 + i % 10],
      (array['toddler', 'pre-reader', 'early-reader', 'emergent-reader', 'transitional-reader', 'fluent-reader'])[1 + (i * 7) % 6],
      (array[5, 10, 15, 20, 25, 30])[1 + (i / 7) % 6],
      (array['storybook', 'watercolour', 'paper-cut', 'crayon', 'bedtime'])[1 + (i / 3) % 5],
      i % 3 = 0, 6,
      case when i <= ${approved} then 'approved' else 'pending' end,
      (i * 37) % 200, (i * 13) % 90,
      case when i <= ${approved} then now() - (i || ' minutes')::interval end,
      now() - (i || ' minutes')::interval
    from generate_series(1, ${approved + 300}) as i`);
  await db.execute(sql`analyze library_stories`);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function explain(db: Database, query: { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = query.toSQL();
  const result = await db.$client.query<{ 'QUERY PLAN': string }>(`explain (analyze, costs off, timing off, summary off) ${text}`, params);
  return result.rows.map((row) => `    ${row['QUERY PLAN']}`).join('\n');
}

export const libraryBenchmark: Benchmark = {
  name: 'library',
  summary: `community library listing and filters over ${approved.toLocaleString('en')} approved stories, p95 and query plans`,
  async run() {
    heading(`library: listing and filtering ${approved.toLocaleString('en')} approved stories`);
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storyloom-bench-library-'));
    await chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(postgresPorts) });
    let db: Database | undefined;
    const cleanup = async () => {
      await db?.$client.end().catch(() => undefined);
      await embedded.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
    const unregister = onCleanup(cleanup);
    try {
      await embedded.createDatabase('storyloom');
      db = createDatabase(embedded.connectionString('storyloom'), 4);
      await migrateDatabase(db);
      const seeding = performance.now();
      await seed(db);
      console.log(`Seeded ${approved.toLocaleString('en')} approved and 300 pending stories in ${Math.round(performance.now() - seeding)} ms.`);

      const rows: string[][] = [['query', 'matches', 'p50 ms', 'p95 ms', `target < ${targetMs} ms`]];
      const plans: string[] = [];
      for (const [label, raw] of cases) {
        const query: z.output<typeof ListQuery> = libraryListQuery.parse(raw);
        for (let i = 0; i < 5; i++) await listLibrary(db, query);
        const times: number[] = [];
        let matches = 0;
        for (let i = 0; i < runs; i++) {
          const started = performance.now();
          matches = (await listLibrary(db, query)).total;
          times.push(performance.now() - started);
        }
        const p95 = percentile(times, 95);
        rows.push([label, String(matches), percentile(times, 50).toFixed(1), p95.toFixed(1), verdict(p95 < targetMs)]);
        const queries = listQueries(db, query);
        plans.push(`  ${label}: the page\n${await explain(db, queries.page)}\n  ${label}: the count\n${await explain(db, queries.total)}`);
      }
      console.log(`Each query ${runs} times (a page of cards and the total, as GET /api/library runs them):\n`);
      console.log(table(rows, [1, 2, 3]));
      console.log('\nQuery plans (EXPLAIN ANALYZE):\n');
      console.log(plans.join('\n\n'));
    } finally {
      unregister();
      await cleanup();
    }
  },
};
