/**
 * `npm run dev`: the API (restarted by tsx when server code changes) on port 3000 and the Vite dev
 * server with hot reload on port 5173, which proxies /api to the API. Ctrl-C stops both.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (file: string) => path.join(root, 'node_modules', file);
// vite.config.ts proxies /api to this port.
const apiPort = '3000';

// The API always serves a built web app too; build one the first time so it can start.
const webRoot = process.env.WEB_ROOT ?? 'dist/web';
if (!existsSync(path.join(root, webRoot, 'index.html'))) {
  console.log('Building the web app once so the API can serve it…');
  const build = spawnSync(process.execPath, [bin('vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children: ChildProcess[] = [
  spawn(process.execPath, [bin('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'debug', ...process.env, PORT: apiPort, WEB_ROOT: webRoot },
  }),
  spawn(process.execPath, [bin('vite/bin/vite.js')], { cwd: root, stdio: 'inherit' }),
];

console.log('\n  Storyloom (development): open http://localhost:5173 — the API runs on http://localhost:3000\n');

let stopping = false;
let exitCode = 0;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
  // The API stops its embedded PostgreSQL on SIGINT; give it time before leaving.
  setTimeout(() => process.exit(exitCode), 15_000).unref();
}

let running = children.length;
for (const child of children) {
  child.on('exit', (code) => {
    running -= 1;
    if (!stopping) stopAll(code ?? 1);
    if (running === 0) process.exit(exitCode);
  });
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
