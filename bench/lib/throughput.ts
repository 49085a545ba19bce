/**
 * One window of load on a server, with the CPU time the server spent on it: requests/s and p99
 * from autocannon, and CPU per request from /proc for the Node process and, for a server with an
 * embedded database, the PostgreSQL processes it started.
 */
import autocannon from 'autocannon';
import { descendantsCpuMs, processCpuMs } from './cpu-time.ts';

export interface LoadTarget {
  pid: number;
  /** The process whose descendant `postgres` processes serve this server (itself, for npm start). */
  postgresOf?: number;
}

/** CPU a server spends with nothing to answer (the job worker's polling, PostgreSQL's housekeeping), in ms per s. */
export interface IdleRate {
  nodeMsPerS: number;
  postgresMsPerS: number;
}

export interface LoadWindow {
  requests: number;
  perSecond: number;
  p99Ms: number;
  failures: number;
  /** CPU per answered request, in µs, with the idle rate taken off. */
  nodeUsPerRequest: number;
  postgresUsPerRequest: number;
}

interface CpuReading {
  node: number;
  postgres: number;
  at: number;
}

async function readCpu(target: LoadTarget): Promise<CpuReading> {
  const [node, postgres] = await Promise.all([
    processCpuMs(target.pid),
    target.postgresOf === undefined ? 0 : descendantsCpuMs(target.postgresOf, 'postgres'),
  ]);
  if (node === undefined) throw new Error(`process ${target.pid} is gone`);
  return { node, postgres, at: performance.now() };
}

export async function idleRate(target: LoadTarget, ms = 3_000): Promise<IdleRate> {
  const before = await readCpu(target);
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = await readCpu(target);
  const seconds = (after.at - before.at) / 1000;
  return { nodeMsPerS: (after.node - before.node) / seconds, postgresMsPerS: (after.postgres - before.postgres) / seconds };
}

export async function loadWindow(options: {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  target: LoadTarget;
  idle?: IdleRate;
}): Promise<LoadWindow> {
  const before = await readCpu(options.target);
  const result = await autocannon({ url: options.url, connections: options.connections, duration: options.seconds, headers: options.headers });
  const after = await readCpu(options.target);
  const seconds = (after.at - before.at) / 1000;
  const requests = Math.max(1, result.requests.total);
  const spent = (used: number, idlePerS = 0) => (Math.max(0, used - idlePerS * seconds) * 1000) / requests;
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.non2xx + result.errors,
    nodeUsPerRequest: spent(after.node - before.node, options.idle?.nodeMsPerS),
    postgresUsPerRequest: spent(after.postgres - before.postgres, options.idle?.postgresMsPerS),
  };
}
