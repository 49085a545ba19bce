import type { ChildProcess } from 'node:child_process';

/** What every benchmark module exports and what the runner hands it. */
export interface BenchContext {
  /** The built web app every server in this run serves. */
  webRoot: string;
  /**
   * A server started once for the whole run (fresh data folder), for benchmarks that only read
   * pages or add their own account; `child` lets one read the server process's memory.
   */
  sharedServer: () => Promise<{ baseUrl: string; child: ChildProcess }>;
}

export interface Benchmark {
  /** The name given on the command line: `npm run bench -- <name>`. */
  name: string;
  summary: string;
  run: (context: BenchContext) => Promise<void>;
}

export function heading(title: string): void {
  console.log(`\n== ${title} ${'='.repeat(Math.max(0, 72 - title.length))}`);
}
