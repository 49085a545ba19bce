/**
 * What reaches the log when a query fails: the error code and where, never the query's parameters
 * (a child's name and birth date would otherwise be written there).
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/logger.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger('info', destination), lines };
}

async function failedQuery(): Promise<unknown> {
  try {
    // A real failure from PostgreSQL: the NUL byte cannot be stored in text.
    await t.deps.db.execute(sql`select ${'Maya\u0000'}::text as name, ${'2019-03-14'}::date as born`);
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('database errors in the log', () => {
  it('carry the error code and the query, not its parameters', async () => {
    const error = await failedQuery();
    const { log, lines } = capturedLogger();
    log.error({ err: error, requestId: 'r-1' }, 'unhandled error');
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as { err: Record<string, unknown>; requestId: string };
    expect(entry.requestId).toBe('r-1');
    expect(entry.err).toMatchObject({ type: 'DatabaseError', code: expect.stringMatching(/^[0-9A-Z]{5}$/) });
    expect(entry.err.query).toContain('select $1::text');
    expect(lines[0]).not.toContain('Maya');
    expect(lines[0]).not.toContain('2019-03-14');
  });

  it('keep ordinary errors readable', () => {
    const { log, lines } = capturedLogger();
    log.error({ err: new Error('the mailer is down') }, 'unhandled error');
    expect(JSON.parse(lines[0]!).err).toMatchObject({ type: 'Error', message: 'the mailer is down' });
  });
});
