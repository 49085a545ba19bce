import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * The Chromium the browser tests and benchmarks drive; never downloaded. CHROMIUM_PATH first, then
 * the system's Chromium or Chrome, then @sparticuz/chromium if it is installed.
 */
export function resolveChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const system = systemCandidates.find((candidate) => existsSync(candidate));
  if (system) return system;
  try {
    const require = createRequire(import.meta.url);
    const packaged = require.resolve('@sparticuz/chromium');
    if (packaged) {
      throw new Error('@sparticuz/chromium is installed: set CHROMIUM_PATH to the path its executablePath() returns.');
    }
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('@sparticuz')) throw error;
  }
  throw new Error(
    'No Chromium found. Install one (Debian: `apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
}

/** Flags that keep a headless Chromium quiet on a machine with no outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
