/**
 * Benchmarks print figures against their targets; they never fail on a figure (only on a crash).
 *
 *   npm run bench                         every benchmark
 *   npm run bench -- start landing-js     only those
 *   npm run bench -- --web-root=dist/web  serve an existing build instead of building one
 *
 * Add a benchmark by writing bench/benchmarks/<name>.ts and listing it in `benchmarks` below.
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { apiBenchmark } from './benchmarks/api.ts';
import { alignmentBenchmark } from './benchmarks/alignment.ts';
import { illustrationsBenchmark } from './benchmarks/illustrations.ts';
import { landingJsBenchmark } from './benchmarks/landing-js.ts';
import { libraryBenchmark } from './benchmarks/library.ts';
import { narrationBenchmark } from './benchmarks/narration.ts';
import { outsideIllustrationsBenchmark } from './benchmarks/outside-illustrations.ts';
import { pdfBenchmark } from './benchmarks/pdf.ts';
import { lighthouseBenchmark } from './benchmarks/lighthouse.ts';
import { portraitUploadBenchmark } from './benchmarks/portrait-upload.ts';
import { readerBenchmark } from './benchmarks/reader.ts';
import { scaleBenchmark } from './benchmarks/scale.ts';
import { startBenchmark } from './benchmarks/start.ts';
import { storyCriticBenchmark } from './benchmarks/story-critic.ts';
import { storyEngineBenchmark } from './benchmarks/story-engine.ts';
import { storyPipelineBenchmark } from './benchmarks/story-pipeline.ts';
import type { BenchContext, Benchmark } from './lib/benchmark.ts';
import { assertBuilt, buildServer, buildWebApp } from './lib/build.ts';
import { seconds } from './lib/format.ts';
import { cleanupAll, installExitHandlers } from './lib/processes.ts';
import { allocateServerPorts, freshDataDir, startServer, type RunningServer } from './lib/server.ts';

export const benchmarks: readonly Benchmark[] = [
  startBenchmark,
  landingJsBenchmark,
  lighthouseBenchmark,
  portraitUploadBenchmark,
  storyPipelineBenchmark,
  storyEngineBenchmark,
  scaleBenchmark,
  storyCriticBenchmark,
  illustrationsBenchmark,
  outsideIllustrationsBenchmark,
  narrationBenchmark,
  alignmentBenchmark,
  pdfBenchmark,
  libraryBenchmark,
  apiBenchmark,
  readerBenchmark,
];

function usage(): string {
  const names = benchmarks.map((benchmark) => `  ${benchmark.name.padEnd(12)} ${benchmark.summary}`).join('\n');
  return [
    'Usage: npm run bench -- [name ...] [--web-root=DIR] [--workload-minutes=N]',
    '',
    names,
    '',
    'Without a name every benchmark runs. The web app is built into BENCH_WEB_OUT_DIR (default: a folder',
    'under the system temp dir) unless --web-root points at an existing build. Ports come from',
    'BENCH_PORTS (default 3700-3799) and BENCH_PG_PORTS (default 5700-5799). BENCH_LIGHTHOUSE_RUNS=3',
    'runs Lighthouse three times and reports the median run. --workload-minutes=N (or',
    'BENCH_WORKLOAD_MINUTES) shortens the api benchmark\'s 10-minute mixed workload for a trial run.',
  ].join('\n');
}

export async function main(args: string[]): Promise<void> {
  installExitHandlers();
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage());
    return;
  }
  const webRootArg = args.find((arg) => arg.startsWith('--web-root='))?.slice('--web-root='.length);
  const workloadMinutes = args.find((arg) => arg.startsWith('--workload-minutes='))?.slice('--workload-minutes='.length);
  if (workloadMinutes) process.env.BENCH_WORKLOAD_MINUTES = workloadMinutes;
  const knownFlags = ['--web-root=', '--workload-minutes='];
  const unknownFlags = args.filter((arg) => arg.startsWith('-') && !knownFlags.some((flag) => arg.startsWith(flag)));
  const names = args.filter((arg) => !arg.startsWith('-'));
  const unknownNames = names.filter((name) => !benchmarks.some((benchmark) => benchmark.name === name));
  if (unknownFlags.length > 0 || unknownNames.length > 0) {
    console.error(`Unknown: ${[...unknownFlags, ...unknownNames].join(', ')}\n\n${usage()}`);
    process.exitCode = 2;
    return;
  }
  const selected = names.length === 0 ? benchmarks : benchmarks.filter((benchmark) => names.includes(benchmark.name));

  const started = performance.now();
  // Figures from a busy machine are not comparable with a quiet one's: say which this was.
  const load = loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`Node ${process.version}, ${cpus().length} CPU(s), load average ${load} (1, 5, 15 min).`);
  await buildServer();
  const webRoot = webRootArg ? assertBuilt(webRootArg) : await buildWebApp();

  let shared: Promise<RunningServer> | undefined;
  const context: BenchContext = {
    webRoot,
    async sharedServer() {
      shared ??= (async () => {
        const dataDir = await freshDataDir();
        const server = await startServer({
          dataDir: dataDir.path,
          webRoot,
          ports: await allocateServerPorts(),
          timeoutMs: 180_000,
        });
        return server;
      })();
      return shared;
    },
  };

  try {
    for (const benchmark of selected) await benchmark.run(context);
  } finally {
    if (shared) {
      const server = await shared.catch(() => undefined);
      const stopped = await server?.stop();
      if (stopped && !stopped.clean) console.log(`\nThe shared server did not stop cleanly: ${stopped.detail}`);
    }
    await cleanupAll();
  }
  console.log(`\nBenchmarks finished in ${seconds(performance.now() - started)}.`);
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main(process.argv.slice(2)).catch(async (error: unknown) => {
    console.error(`\nBenchmark failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanupAll();
    process.exitCode = 1;
  });
}
