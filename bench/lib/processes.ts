/**
 * Every process a benchmark starts is registered here, so a failure, an exception or Ctrl-C never
 * leaves a server, a PostgreSQL or a Chromium running behind us.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

const live = new Set<ChildProcess>();
const cleanups = new Set<() => Promise<void>>();

/**
 * Spawns in its own process group, so the whole tree (the server's PostgreSQL, Chromium's helpers)
 * can be ended by the group id if the leader does not stop by itself.
 */
export function spawnTracked(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

export function killGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export function waitForExit(
  child: ChildProcess,
  timeoutMs: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null } | undefined> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(undefined);
    }, timeoutMs);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      resolve({ code, signal });
    };
    child.once('exit', onExit);
  });
}

/** Registers async cleanup (temp folders, graceful stops) to run before the process ends. */
export function onCleanup(task: () => Promise<void>): () => void {
  cleanups.add(task);
  return () => cleanups.delete(task);
}

export async function cleanupAll(): Promise<void> {
  for (const task of [...cleanups].reverse()) {
    cleanups.delete(task);
    await task().catch((error: unknown) => console.error('cleanup failed:', error));
  }
  for (const child of live) killGroup(child);
}

let installed = false;

/** Last line of defence: whatever is still running when we exit gets killed. */
export function installExitHandlers(): void {
  if (installed) return;
  installed = true;
  process.once('exit', () => {
    for (const child of live) killGroup(child);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping benchmark processes…`);
      void cleanupAll().finally(() => process.exit(130));
    });
  }
}
