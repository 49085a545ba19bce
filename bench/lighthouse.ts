/**
 * Lighthouse (performance, accessibility and SEO, mobile emulation with simulated throttling) against a
 * page, driving the same Chromium as the browser tests.
 *
 *   npm run bench -- lighthouse                   builds, starts a local server and audits /
 *   node --import tsx bench/lighthouse.ts <url>   audits a server that is already running
 */
import lighthouse, { type Result } from 'lighthouse';
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { launchDebuggableChromium } from './lib/chromium.ts';
import { table, verdict } from './lib/format.ts';
import { cleanupAll, installExitHandlers } from './lib/processes.ts';

interface Targets {
  performance: number;
  accessibility: number;
  seo?: number;
  fcpMs?: number;
}
const defaultTargets: Targets = { performance: 95, accessibility: 100, seo: 100, fcpMs: 1_200 };
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const ignoredModes = new Set(['informative', 'manual', 'notApplicable', 'error']);

function score(category: Result.Category | undefined): number {
  return Math.round((category?.score ?? 0) * 100);
}

/**
 * Audits below a pass: `scored` ones cost points in the category; `flagged` ones carry no weight
 * (performance insights and diagnostics) but say where the points would go next.
 */
function failingAudits(lhr: Result, categoryId: 'performance' | 'accessibility' | 'seo') {
  const passMark = categoryId === 'performance' ? 0.9 : 1;
  const scored: string[] = [];
  const flagged: string[] = [];
  for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || ignoredModes.has(audit.scoreDisplayMode)) continue;
    if (audit.score >= passMark) continue;
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    (ref.weight > 0 ? scored : flagged).push(`${audit.title}${value} [${ref.id}, score ${audit.score.toFixed(2)}]`);
  }
  return { scored, flagged };
}

async function auditOnce(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    hostname: '127.0.0.1',
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  });
  if (!result) throw new Error('Lighthouse returned no result.');
  if (result.lhr.runtimeError) {
    throw new Error(`Lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`);
  }
  return result.lhr;
}

/** BENCH_LIGHTHOUSE_RUNS (1–9, default 1): scores move by a few points between runs on a busy machine. */
function runsFromEnv(): number {
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1);
  return Number.isInteger(runs) && runs > 0 ? Math.min(runs, 9) : 1;
}

export async function runLighthouse(url: string, runs = runsFromEnv(), targets: Targets = defaultTargets): Promise<void> {
  const chromium = await launchDebuggableChromium();
  try {
    const results: Result[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const lhr = await auditOnce(url, chromium.port);
      results.push(lhr);
      if (runs > 1) {
        console.log(
          `  run ${run}: performance ${score(lhr.categories.performance)}, accessibility ${score(lhr.categories.accessibility)}, SEO ${score(lhr.categories.seo)}`,
        );
      }
    }
    // With several runs, report the run with the median performance score, as Lighthouse advises.
    const byPerformance = [...results].sort((a, b) => score(a.categories.performance) - score(b.categories.performance));
    const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)]!;
    // BENCH_LIGHTHOUSE_JSON=<file> keeps that run's whole report (long tasks, script timings…).
    if (process.env.BENCH_LIGHTHOUSE_JSON) await writeFile(process.env.BENCH_LIGHTHOUSE_JSON, JSON.stringify(lhr));
    const settings = lhr.configSettings;
    console.log(
      `  ${lhr.finalDisplayedUrl} · ${settings.formFactor} emulation ${settings.screenEmulation.width}×${settings.screenEmulation.height}` +
        ` · throttling ${settings.throttlingMethod} · Lighthouse ${lhr.lighthouseVersion} · ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''}`,
    );
    for (const warning of lhr.runWarnings) console.log(`  warning: ${warning}`);

    const performance = score(lhr.categories.performance);
    const accessibility = score(lhr.categories.accessibility);
    console.log(`\n  performance   ${String(performance).padStart(3)}  target ≥ ${targets.performance}: ${verdict(performance >= targets.performance)}`);
    console.log(`  accessibility ${String(accessibility).padStart(3)}  target ≥ ${targets.accessibility}: ${verdict(accessibility >= targets.accessibility)}`);
    const seo = score(lhr.categories.seo);
    if (targets.seo !== undefined) console.log(`  SEO           ${String(seo).padStart(3)}  target ≥ ${targets.seo}: ${verdict(seo >= targets.seo)}`);
    const fcp = lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN;
    if (targets.fcpMs !== undefined) console.log(`  FCP      ${(fcp / 1000).toFixed(2).padStart(6)} s  target < ${targets.fcpMs / 1000} s: ${verdict(fcp < targets.fcpMs)}`);
    console.log('');
    console.log(
      table(
        [
          ['metric', 'value', 'score'],
          ...metricIds.map((id) => {
            const audit = lhr.audits[id];
            return [audit?.title ?? id, audit?.displayValue ?? '-', audit?.score === null || !audit ? '-' : audit.score.toFixed(2)];
          }),
        ],
        [1, 2],
      ),
    );
    for (const categoryId of ['performance', 'accessibility', 'seo'] as const) {
      const { scored, flagged } = failingAudits(lhr, categoryId);
      if (scored.length > 0) console.log(`\n  ${categoryId}: failing audits that cost points:`);
      for (const line of scored) console.log(`    - ${line}`);
      if (flagged.length > 0) console.log(`\n  ${categoryId}: flagged diagnostics (no weight in the score):`);
      for (const line of flagged) console.log(`    - ${line}`);
    }
  } finally {
    await chromium.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  installExitHandlers();
  const url = process.argv[2];
  if (!url || !/^https?:\/\//.test(url)) {
    console.error('Usage: node --import tsx bench/lighthouse.ts <url>   (or `npm run bench -- lighthouse` for a local server)');
    process.exit(2);
  }
  runLighthouse(url)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => cleanupAll());
}
