import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';

/** The unprivileged account the server runs as when the tests run as root (as the PostgreSQL harness does). */
const DB_USER = 'nobody';
const MARIADBD = '/usr/sbin/mariadbd';

export const mariadbAvailable = (): boolean => existsSync(MARIADBD) && existsSync('/usr/bin/mariadb-install-db');

/** A throwaway MariaDB server for tests: root over its socket and on 127.0.0.1 with no password. */
export interface TestMariadb {
  host: string;
  port: number;
  /** A connection as root, for a test's own setup and checks. */
  root(): Promise<mysql.Connection>;
  /** Stops the server as `kill -9` would (a test's "database down"); `start()` brings it back on the same port. */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      })
      .on('error', reject);
  });

async function ready(port: number, child: ChildProcess, waitMs = 30_000): Promise<void> {
  const until = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mariadbd exited with ${child.exitCode}`);
    const conn = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root' }).catch(() => undefined);
    if (conn) return void (await conn.end());
    if (Date.now() > until) throw new Error('mariadbd did not start in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Installs a data directory in a temp folder and starts `mariadbd` on a free high port, unprivileged. */
export async function startTestMariadb(): Promise<TestMariadb> {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-maria-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', [DB_USER, dir]);
  execFileSync(
    'mariadb-install-db',
    [
      `--datadir=${data}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...(asRoot ? [`--user=${DB_USER}`] : []),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const port = await freePort();
  let child: ChildProcess;
  const start = async () => {
    child = spawn(
      MARIADBD,
      [
        '--no-defaults',
        `--datadir=${data}`,
        `--socket=${join(dir, 'sock')}`,
        `--pid-file=${join(dir, 'pid')}`,
        `--port=${port}`,
        '--bind-address=127.0.0.1',
        '--skip-name-resolve',
        '--character-set-server=utf8mb4',
        '--collation-server=utf8mb4_unicode_ci',
        '--innodb-buffer-pool-size=32M',
        '--innodb-log-file-size=8M',
        '--max-connections=300',
        `--secure-file-priv=${dir}`,
        ...(asRoot ? [`--user=${DB_USER}`] : []),
      ],
      { stdio: 'ignore' },
    );
    process.once('exit', () => child.kill('SIGKILL'));
    await ready(port, child);
  };
  await start();
  const kill = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  };
  return {
    host: '127.0.0.1',
    port,
    start,
    kill,
    root: () => mysql.createConnection({ host: '127.0.0.1', port, user: 'root', multipleStatements: true }),
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
