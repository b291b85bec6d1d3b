import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The newest of Debian's PostgreSQL server binaries (`/usr/lib/postgresql/<major>/bin`; 15 on bookworm). */
function debianPostgresBin(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root)
    ? readdirSync(root)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  return join(root, majors[0] ?? '15', 'bin');
}

/** PostgreSQL server binaries: `COCKPIT_POSTGRES_BIN`, else Debian's. */
export const POSTGRES_BIN = process.env.COCKPIT_POSTGRES_BIN ?? debianPostgresBin();
/** The unprivileged account the server runs as when the tests run as root (initdb refuses root). */
const PG_USER = 'nobody';

/** Whether a PostgreSQL server can be started here. */
export const postgresAvailable = (): boolean =>
  existsSync(join(POSTGRES_BIN, 'initdb')) && existsSync(join(POSTGRES_BIN, 'pg_ctl'));

/** A throwaway PostgreSQL server for tests. */
export interface TestPostgres {
  url: string;
  stop(): void;
}

const asPgUser = (command: string, args: string[]) =>
  process.getuid?.() === 0
    ? (['runuser', ['-u', PG_USER, '--', command, ...args]] as const)
    : ([command, args] as const);

function run(command: string, args: string[]): void {
  const [bin, argv] = asPgUser(command, args);
  execFileSync(bin, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * Starts an unprivileged PostgreSQL in a temp dir on `port` (trust auth, on 127.0.0.1 and a socket in its own
 * folder), and returns its URL. As root, initdb and pg_ctl run as `nobody`.
 */
export function startTestPostgres(port = 16543): TestPostgres {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (process.getuid?.() === 0) execFileSync('chown', [PG_USER, dir]);
  run(join(POSTGRES_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  run(join(POSTGRES_BIN, 'pg_ctl'), [
    'start',
    '-w',
    '-D',
    data,
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [bin, argv] = asPgUser(join(POSTGRES_BIN, 'pg_ctl'), ['stop', '-m', 'immediate', '-D', data]);
      spawnSync(bin, argv, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let databases = 0;

/** A new, empty database on the server at `url`; returns its URL. */
export async function createTestDatabase(url: string): Promise<string> {
  const name = `cockpit_test_${process.pid}_${++databases}_${Date.now() % 1e6}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

// `tsx console/src/server/testing/postgres.ts [port]`: start one for a test run, print its URL, stop on Ctrl-C.
if (require.main === module) {
  if (!postgresAvailable()) {
    console.error(`PostgreSQL 不可用：${POSTGRES_BIN} 下没有 initdb/pg_ctl`);
    process.exit(1);
  }
  const server = startTestPostgres(Number(process.argv[2] ?? 16543));
  console.log(server.url);
  const stop = () => {
    server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  setInterval(() => undefined, 1 << 30);
}
