/**
 * Cold start (a fresh data folder: initdb, migrations, seed) and warm start (the same folder again)
 * of the production entry, each measured to the first 200 from GET /api/health, each stopped with
 * Ctrl-C (SIGINT) and checked for a clean exit.
 */
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { median, seconds, table, verdict } from '../lib/format.ts';
import { allocateServerPorts, freshDataDir, startServer, type RunningServer, type StopResult } from '../lib/server.ts';

const warmRuns = 3;
const warmTargetMs = 5_000;
const coldTimeoutMs = 180_000;
const warmTimeoutMs = 60_000;

function row(label: string, server: RunningServer, stopped: StopResult): string[] {
  const { milestones } = server;
  return [
    label,
    milestones['postgres up'] === undefined ? '-' : seconds(milestones['postgres up']),
    milestones.listening === undefined ? '-' : seconds(milestones.listening),
    seconds(server.firstOkMs),
    server.cpuMs === undefined ? '-' : seconds(server.cpuMs),
    `${seconds(stopped.ms)} ${stopped.clean ? 'clean' : `NOT CLEAN: ${stopped.detail}`}`,
  ];
}

export const startBenchmark: Benchmark = {
  name: 'start',
  summary: 'cold and warm start of `src/server/main.ts` to the first 200 from /api/health',
  async run({ webRoot }) {
    heading('start: production entry to first GET /api/health 200');
    const dataDir = await freshDataDir();
    try {
      const ports = await allocateServerPorts();
      console.log(`  data dir ${dataDir.path}, port ${ports.http}, embedded PostgreSQL port ${ports.postgres}`);
      const rows: string[][] = [['run', 'postgres up', 'listening', 'first 200', 'node CPU', 'Ctrl-C → exit']];

      const cold = await startServer({ dataDir: dataDir.path, webRoot, ports, timeoutMs: coldTimeoutMs });
      const coldStop = await cold.stop();
      rows.push(row('cold (initdb + migrate + seed)', cold, coldStop));

      const warm: number[] = [];
      const warmCpu: number[] = [];
      let allClean = coldStop.clean;
      for (let run = 1; run <= warmRuns; run += 1) {
        const server = await startServer({ dataDir: dataDir.path, webRoot, ports, timeoutMs: warmTimeoutMs });
        const stopped = await server.stop();
        warm.push(server.firstOkMs);
        if (server.cpuMs !== undefined) warmCpu.push(server.cpuMs);
        allClean &&= stopped.clean;
        rows.push(row(`warm ${run}`, server, stopped));
      }

      console.log(table(rows));
      const warmMedian = median(warm);
      console.log(`\n  cold start:          ${seconds(cold.firstOkMs)}`);
      console.log(`  warm start (median): ${seconds(warmMedian)}  target < ${seconds(warmTargetMs)}: ${verdict(warmMedian < warmTargetMs)}`);
      if (warmCpu.length > 0) {
        console.log(`  warm start CPU time of the Node process (median): ${seconds(median(warmCpu))} (less affected by machine load)`);
      }
      console.log(`  shutdown on SIGINT:  ${allClean ? 'clean every time' : 'NOT clean (see table)'}`);
    } finally {
      await dataDir.remove();
    }
  },
};
