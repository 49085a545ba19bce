import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs, resolveChromium } from './e2e/support/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 3310);
const dataDir = path.join(tmpdir(), `storyloom-e2e-${port}`);
export const baseURL = `http://localhost:${port}`;
/** The server's embedded PostgreSQL, where the browser tests read the emails it sent. */
export const embeddedDatabasePort = port + 2000;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // Two workers beside the app server on a 2-core machine; E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // A test that fails under a burst of load gets one more try and is then reported as flaky.
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  // Generous for a busy 2-core CI machine: the app server also runs the story pipeline in-process.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: resolveChromium(), args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(embeddedDatabasePort),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Tests give each parent their own client address in X-Forwarded-For, as a proxy would.
      TRUST_PROXY: 'true',
      WEB_ROOT: process.env.WEB_ROOT ?? 'dist/web',
      ADMIN_EMAILS: 'admin@storyloom.test',
    },
  },
});
