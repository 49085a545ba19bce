/**
 * The JavaScript the landing page makes a browser download: every script response until the network
 * is idle, on a desktop and on a phone-sized screen. Sizes are the raw bodies and the bodies gzipped
 * here at level 9, so the figure does not depend on how the server happens to compress.
 */
import { chromium, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { chromiumArgs, resolveChromium } from '../../e2e/support/chromium.ts';
import { heading, type Benchmark } from '../lib/benchmark.ts';
import { kilobytes, table, verdict } from '../lib/format.ts';

const budgetGzipBytes = 100 * 1024;
const navigationTimeoutMs = 60_000;

const viewports = [
  { label: 'desktop 1280×800', options: { viewport: { width: 1280, height: 800 } } },
  {
    label: 'phone 390×844',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  },
];

interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
}

function isScript(response: Response): boolean {
  if (response.request().resourceType() === 'script') return true;
  return /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');
}

export const landingJsBenchmark: Benchmark = {
  name: 'landing-js',
  summary: 'raw and gzip bytes of every script the landing page loads (budget 100 KB gzip)',
  async run({ sharedServer }) {
    heading('landing-js: JavaScript loaded by / until network idle');
    const { baseUrl } = await sharedServer();
    const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs });
    try {
      for (const { label, options } of viewports) {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const pending: Promise<ScriptFile | undefined>[] = [];
        page.on('response', (response) => {
          if (!isScript(response)) return;
          pending.push(
            response.body().then(
              (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
              () => undefined,
            ),
          );
        });
        await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle', timeout: navigationTimeoutMs });
        const files = new Map<string, ScriptFile>();
        for (const file of await Promise.all(pending)) if (file) files.set(file.url, file);
        await context.close();

        const sorted = [...files.values()].sort((a, b) => b.gzip - a.gzip);
        const raw = sorted.reduce((sum, file) => sum + file.raw, 0);
        const gzip = sorted.reduce((sum, file) => sum + file.gzip, 0);
        console.log(`\n  ${label}: ${sorted.length} script file(s)`);
        console.log(
          table(
            [
              ['file', 'raw', 'gzip -9'],
              ...sorted.map((file) => [file.url.replace(baseUrl, ''), kilobytes(file.raw), kilobytes(file.gzip)]),
              ['total', kilobytes(raw), kilobytes(gzip)],
            ],
            [1, 2],
          ),
        );
        console.log(`  total gzip ${kilobytes(gzip)} (target < ${kilobytes(budgetGzipBytes)}): ${verdict(gzip < budgetGzipBytes)}`);
      }
    } finally {
      await browser.close();
    }
  },
};
