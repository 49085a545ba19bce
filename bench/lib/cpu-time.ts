/**
 * CPU time processes have used, from /proc (Linux only). Unlike wall-clock time it barely moves
 * when other work shares the machine: a process waiting for a core uses none.
 */
import { readdir, readFile } from 'node:fs/promises';

/** USER_HZ is 100 on Linux: /proc counts CPU time in ticks of 10 ms. */
const msPerTick = 10;

interface ProcessStat {
  pid: number;
  command: string;
  parent: number;
  cpuMs: number;
}

async function readStat(pid: number | string): Promise<ProcessStat | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces; count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      pid: Number(pid),
      command: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      parent: Number(fields[1]),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * msPerTick,
    };
  } catch {
    return undefined;
  }
}

/** utime + stime of one process (all its threads), in ms; undefined once it is gone. */
export async function processCpuMs(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  return (await readStat(pid))?.cpuMs;
}

/**
 * utime + stime of the live descendants of `ancestor` named `command`, in ms: the PostgreSQL an
 * embedded-database server started (its postmaster and the backends serving its pool, which each
 * start a session of their own, so a process group would miss them).
 */
export async function descendantsCpuMs(ancestor: number, command: string): Promise<number> {
  const entries = await readdir('/proc');
  const stats = (await Promise.all(entries.filter((entry) => /^\d+$/.test(entry)).map(readStat))).filter((stat) => stat !== undefined);
  const children = new Map<number, ProcessStat[]>();
  for (const stat of stats) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  let total = 0;
  const pending = [...(children.get(ancestor) ?? [])];
  for (let stat = pending.pop(); stat; stat = pending.pop()) {
    if (stat.command === command) total += stat.cpuMs;
    pending.push(...(children.get(stat.pid) ?? []));
  }
  return total;
}
