/**
 * The real entry point in a process of its own: killed with SIGKILL and started again, stopped
 * with SIGTERM while busy, and stopped through `npm start` the way process managers do it.
 */
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { freshClient, uniqueEmail } from '../support/requests.ts';
import { appFolder, isRunning, overHttp, postgresPid, startAppProcess, type AppFolder, type AppProcess } from '../support/app-process.ts';
import { parentWithChild, storyInput } from '../support/stories.ts';

const ready = /Storyloom is ready/;
const started: AppProcess[] = [];
const folders: AppFolder[] = [];

afterEach(async () => {
  for (const app of started.splice(0)) app.killGroup();
  for (const folder of folders.splice(0)) {
    const pid = await postgresPid(folder.dataDir);
    if (pid && isRunning(pid)) process.kill(pid, 'SIGKILL');
    await folder.remove();
  }
});

async function folderFor(env: Record<string, string> = {}) {
  const folder = await appFolder(env);
  folders.push(folder);
  return folder;
}

function run(folder: AppFolder, command: string, args: string[]) {
  const app = startAppProcess(folder, command, args);
  started.push(app);
  return app;
}

const web = (folder: AppFolder) => run(folder, process.execPath, ['--import', 'tsx', 'src/server/main.ts', 'web']);

describe('after the process is killed', () => {
  it('starts again, stopping the PostgreSQL the killed process left running', { timeout: 240_000 }, async () => {
    const folder = await folderFor();
    const first = web(folder);
    await first.waitForLog(ready);
    const orphan = await postgresPid(folder.dataDir);
    expect(orphan).toBeGreaterThan(0);

    first.child.kill('SIGKILL');
    await first.exited;
    // What made the next start fail: the database outlives the process that started it.
    expect(isRunning(orphan!)).toBe(true);

    const second = web(folder);
    await second.waitForLog(ready);
    expect(second.output()).toContain('a previous run left behind');
    expect(isRunning(orphan!)).toBe(false);
    const health = await fetch(`${second.baseUrl}/api/health`);
    expect(health.status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(await postgresPid(folder.dataDir)).toBeUndefined();
  });
});

/**
 * A request whose body arrives slowly: in flight for as long as the test likes. `received`
 * resolves once the server has read its headers (it answers 100 Continue).
 */
function slowSubscribe(baseUrl: string) {
  const body = JSON.stringify({ email: uniqueEmail() });
  const url = new URL(`${baseUrl}/api/newsletter/subscribe`);
  let finishBody!: () => void;
  let received!: () => void;
  const headersRead = new Promise<void>((resolve) => (received = resolve));
  const response = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          expect: '100-continue',
          origin: 'http://localhost',
          ...freshClient(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    req.on('continue', () => {
      req.write(body.slice(0, 5));
      received();
    });
    req.flushHeaders();
    finishBody = () => req.end(body.slice(5));
  });
  return { response, headersRead, finishBody: () => finishBody() };
}

describe('SIGTERM under traffic', () => {
  it('ends progress streams, finishes requests in flight, refuses new ones and exits in time', { timeout: 240_000 }, async () => {
    const folder = await folderFor({ SHUTDOWN_TIMEOUT_MS: '6000' });
    const app = web(folder);
    await app.waitForLog(ready);
    const client = overHttp(app.baseUrl);
    // A web process alone runs no worker: the story stays queued and its stream stays open.
    const { parent, childId } = await parentWithChild(client);
    const created = await client.request('/api/stories', { method: 'POST', headers: parent.auth, json: storyInput(childId) });
    expect(created.status).toBe(202);
    const { id } = (await created.json()) as { id: string };
    const stream = await fetch(`${app.baseUrl}/api/stories/${id}/events`, { headers: parent.auth });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    await reader.read();
    const inFlight = slowSubscribe(app.baseUrl);
    await inFlight.headersRead;

    const signalled = Date.now();
    app.child.kill('SIGTERM');
    await app.waitForLog(/shutting down/, 5000);

    // The stream ends, so the browser's EventSource reconnects to another process.
    let ended = false;
    while (!ended) ended = (await reader.read()).done;
    // New connections are refused.
    await expect(fetch(`${app.baseUrl}/api/health`)).rejects.toThrow();
    // The request in flight is answered, and its connection closes behind it.
    inFlight.finishBody();
    expect(await inFlight.response).toEqual({ status: 201, connection: 'close' });

    expect(await app.exited).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(6000);
    expect(await postgresPid(folder.dataDir)).toBeUndefined();
  });
});

describe('SIGTERM to `npm start` alone', () => {
  it('stops the server and its PostgreSQL', { timeout: 300_000 }, async () => {
    const folder = await folderFor();
    folder.env.WEB_OUT_DIR = folder.webRoot;
    const app = run(folder, 'npm', ['start']);
    await app.waitForLog(ready, 240_000);
    const nodePid = Number(/"pid":(\d+)/.exec(app.output())?.[1]);
    expect(nodePid).not.toBe(app.child.pid);
    const database = await postgresPid(folder.dataDir);

    // Only the npm process, as a container runtime or a process manager sends it.
    app.child.kill('SIGTERM');
    await app.exited;
    await expect.poll(() => isRunning(nodePid), { timeout: 15_000, interval: 50, message: 'the server to exit' }).toBe(false);
    await expect.poll(() => isRunning(database!), { timeout: 15_000, interval: 50, message: 'PostgreSQL to stop' }).toBe(false);
  });
});
