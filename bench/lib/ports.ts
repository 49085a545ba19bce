import { createServer } from 'node:net';

/** Port ranges the benchmarks may use; override with BENCH_PORTS / BENCH_PG_PORTS ("3700-3799"). */
export const httpPorts = parseRange(process.env.BENCH_PORTS ?? '3700-3799');
export const postgresPorts = parseRange(process.env.BENCH_PG_PORTS ?? '5700-5799');

interface PortRange {
  first: number;
  last: number;
}

function parseRange(value: string): PortRange {
  const match = /^(\d+)-(\d+)$/.exec(value.trim());
  const first = Number(match?.[1]);
  const last = Number(match?.[2]);
  if (!match || first < 1024 || last > 65535 || first > last) {
    throw new Error(`Invalid port range "${value}": expected something like 3700-3799.`);
  }
  return { first, last };
}

const handedOut = new Set<number>();

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port in the range that nothing listens on and that this run has not handed out yet. */
export async function freePort(range: PortRange): Promise<number> {
  for (let port = range.first; port <= range.last; port += 1) {
    if (handedOut.has(port)) continue;
    if (await isFree(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port between ${range.first} and ${range.last}.`);
}

export async function isPortFree(port: number): Promise<boolean> {
  return isFree(port);
}
