import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seconds } from './format.ts';
import { benchServerDir, repoRoot } from './server.ts';

/**
 * Builds the web app into a folder of the benchmark's own (never dist/web, which a running dev
 * server or test run may be serving). BENCH_WEB_OUT_DIR chooses the folder.
 */
export async function buildWebApp(outDir = process.env.BENCH_WEB_OUT_DIR): Promise<string> {
  const target = path.resolve(outDir ?? path.join(tmpdir(), 'storyloom-bench-web'));
  const started = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: repoRoot,
      env: { ...process.env, WEB_OUT_DIR: target },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`vite build failed (exit code ${code}):\n${output.join('').slice(-4000)}`);
  console.log(`Built the web app into ${target} in ${seconds(performance.now() - started)}.`);
  return target;
}

/**
 * Compiles the server as `npm start` does (scripts/build-server.ts), into a folder of the
 * benchmark's own inside the repository (the bundle finds its libraries in node_modules there).
 */
export async function buildServer(): Promise<void> {
  const started = performance.now();
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts', benchServerDir], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`the server build failed (exit code ${code}):\n${output.join('').slice(-4000)}`);
  console.log(`Built the server into ${benchServerDir} in ${seconds(performance.now() - started)}.`);
}

export function assertBuilt(webRoot: string): string {
  const resolved = path.resolve(webRoot);
  if (!existsSync(path.join(resolved, 'index.html'))) {
    throw new Error(`${resolved} holds no built web app (index.html is missing).`);
  }
  return resolved;
}
