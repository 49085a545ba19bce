/**
 * A headless Chromium with a DevTools port, for tools that attach by port (Lighthouse). Same binary
 * and flags as the browser tests.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, resolveChromium } from '../../e2e/support/chromium.ts';
import { freePort, httpPorts } from './ports.ts';
import { killGroup, onCleanup, spawnTracked, waitForExit } from './processes.ts';

export interface DebuggableChromium {
  port: number;
  close: () => Promise<void>;
}

export async function launchDebuggableChromium(timeoutMs = 30_000): Promise<DebuggableChromium> {
  const port = await freePort(httpPorts);
  const profile = await mkdtemp(path.join(tmpdir(), 'storyloom-bench-chromium-'));
  const child = spawnTracked(
    resolveChromium(),
    [
      ...chromiumArgs,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );

  const close = async () => {
    unregister();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      if (!(await waitForExit(child, 5_000))) killGroup(child);
      await waitForExit(child, 5_000);
    }
    await rm(profile, { recursive: true, force: true });
  };
  const unregister = onCleanup(close);

  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) {
        await response.arrayBuffer();
        return { port, close };
      }
    } catch {
      // DevTools is not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await close();
  throw new Error(`Chromium did not open its DevTools port ${port} within ${timeoutMs / 1000} s.`);
}
