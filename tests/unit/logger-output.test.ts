/**
 * The server's log on standard output is written in batches: a quiet server's line still appears
 * within a moment, and a process that exits leaves no line behind.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const loggerModule = path.resolve(import.meta.dirname, '../../src/server/logger.ts');

/** Runs `script` with `log` (the server's logger) in a Node process of its own; collects its output. */
function runWithLogger(script: string) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `const { createLogger } = await import(${JSON.stringify(loggerModule)}); const log = createLogger('info'); ${script}`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const chunks: { text: string; at: number }[] = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text: string) => chunks.push({ text, at: Date.now() }));
  const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(Date.now())));
  return { chunks, exited, lines: () => chunks.map((chunk) => chunk.text).join('').split('\n').filter(Boolean) };
}

describe('the log on standard output', () => {
  it('shows a quiet moment’s line long before the process ends', { timeout: 30_000 }, async () => {
    const run = runWithLogger(`log.info({ requestId: 'r-1' }, 'request'); setTimeout(() => log.info('bye'), 3000);`);
    const exitedAt = await run.exited;
    const first = run.chunks.find((chunk) => chunk.text.includes('"requestId":"r-1"'));
    expect(first).toBeDefined();
    expect(exitedAt - first!.at).toBeGreaterThan(2000);
    expect(run.lines().map((line) => JSON.parse(line).msg)).toEqual(['request', 'bye']);
  });

  it('writes every line of a busy moment, the last ones as the process exits', { timeout: 30_000 }, async () => {
    const run = runWithLogger(`for (let i = 0; i < 2000; i += 1) log.info({ i }, 'request'); process.exit(0);`);
    await run.exited;
    const lines = run.lines();
    expect(lines).toHaveLength(2000);
    expect(JSON.parse(lines[1999]!).i).toBe(1999);
  });
});
