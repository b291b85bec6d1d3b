import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../../console/src/server/core/db/adapter';
import { migrate } from '../../../console/src/server/core/db/migrate';
import { hashSecret, newSecret, SECRET_PREFIX } from '../../../console/src/server/features/walls/enrolment/secrets';

/**
 * Enrols the bench's walls (`bench-0`…) straight in the database, each with its own credential (one bulk insert per
 * table), in the group `groupOf` names; `more` runs on the same database before it closes (a user to sign in with).
 */
export async function enrolWalls(
  dataDir: string,
  databaseUrl: string | undefined,
  walls: number,
  groupOf: (i: number) => string,
  more?: (db: Database) => Promise<unknown>,
): Promise<string[]> {
  const db = await openDatabase({ dataDir, databaseUrl });
  await migrate(db);
  const secrets = Array.from({ length: walls }, () => newSecret(SECRET_PREFIX.credential));
  const rows = secrets.map((secret, i) => ({ wall_id: `bench-${i}`, group_name: groupOf(i), sha: hashSecret(secret) }));
  await db.query(
    `INSERT INTO enrolled_walls (wall_id, name, group_name, claimed_at, claimed_by, via, updated_at)
     SELECT wall_id, wall_id, group_name, 0, 'bench', 'pairing', 0 FROM jsonb_to_recordset($1::jsonb) AS r(wall_id text, group_name text)`,
    [JSON.stringify(rows)],
  );
  await db.query(
    `INSERT INTO wall_credentials (wall_id, secret_sha256, created_at)
     SELECT wall_id, sha, 0 FROM jsonb_to_recordset($1::jsonb) AS r(wall_id text, sha text)`,
    [JSON.stringify(rows)],
  );
  await more?.(db);
  await db.close();
  return secrets;
}

/**
 * Starts the fleet service on loopback `port` in its own process, its open-files limit raised to the hard limit (each
 * stream is a socket). Every bench wall beats and connects from this one address: the per-address limit is for a LAN
 * of walls, not for the bench.
 */
export function startService(dataDir: string, databaseUrl: string | undefined, port: number): Promise<ChildProcess> {
  const main = join(__dirname, '../../../console/src/server/main.ts');
  const child = spawn(
    '/bin/sh',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" --import tsx "$1"', process.execPath, main],
    {
      cwd: join(__dirname, '../../../console'),
      env: {
        ...process.env,
        COCKPIT_FLEET_HOST: '127.0.0.1',
        COCKPIT_FLEET_PORT: String(port),
        COCKPIT_FLEET_DATA: dataDir,
        DATABASE_URL: databaseUrl ?? '',
        COCKPIT_FLEET_BEATS_PER_ADDRESS: '10000000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => /http:\/\//.test(String(chunk)) && resolve(child));
    child.once('exit', (code) => reject(new Error(`fleet service exited ${code}`)));
  });
}
