import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploySettingsSchema } from '../../deploy/deploy-settings';
import { nginxConfig } from '../../deploy/nginx-config';
import { startNginx, type RunningNginx } from '../../../test/nginx-process';
import { createUser } from '../../../console/src/server/features/users/users';
import { createTestDatabase } from '../../../console/src/server/testing/postgres';
import { enrolWalls, startService } from './bench-service';

/** The bench's operator (signs in through nginx to change a group). */
export const BENCH_OPERATOR = { username: 'bench-ops', password: 'Bench-operator-password' };

/** `replicas` fleet services on one new database of the PostgreSQL at `postgresUrl`, behind `npm run dist`'s nginx. */
export interface ReplicaFleet {
  /** `http://<nginx>/fleet`. */
  url: string;
  secrets: string[];
  services: ChildProcess[];
  stop(): Promise<void>;
}

/**
 * Enrols `walls` bench walls (`bench-0`…, groups of `groupOf`), starts the replicas on `firstPort`, `firstPort + 1`…
 * one after the other (the first migrates), and nginx on `nginxPort` with the generated configuration (every replica
 * a server of one upstream; 2 workers, one per core here).
 */
export async function startReplicaFleet(
  replicas: number,
  walls: number,
  groupOf: (i: number) => string,
  postgresUrl: string,
  ports: { firstPort: number; nginxPort: number },
): Promise<ReplicaFleet> {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-replica-bench-'));
  chmodSync(dir, 0o755);
  for (const folder of ['www', 'var/log', 'var/tmp']) mkdirSync(join(dir, folder), { recursive: true });
  const databaseUrl = await createTestDatabase(postgresUrl);
  const secrets = await enrolWalls(dir, databaseUrl, walls, groupOf, (db) =>
    createUser(db, { ...BENCH_OPERATOR, role: 'operator', createdBy: 'bench' }),
  );
  const services: ChildProcess[] = [];
  let nginx: RunningNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(
      services.map((service) => {
        const gone = new Promise((resolve) => service.once('exit', resolve));
        service.kill('SIGTERM');
        return gone;
      }),
    );
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < replicas; i += 1)
      services.push(await startService(mkdtempSync(join(dir, 'replica-')), databaseUrl, ports.firstPort + i));
    const listen = `127.0.0.1:${ports.nginxPort}`;
    const fleetUpstream = services.map((_, i) => `http://127.0.0.1:${ports.firstPort + i}`);
    const settings = deploySettingsSchema.parse({
      listen,
      fleetUpstream,
      workerProcesses: 2,
      workerConnections: 16_384,
      apiCache: false,
    });
    writeFileSync(
      join(dir, 'nginx.conf'),
      nginxConfig({
        settings,
        apiHost: 'http://api.test',
        serviceApiBase: 'http://api.test',
        fleetUrl: '/fleet',
        contentSecurityPolicy: "default-src 'self'",
      }),
    );
    nginx = await startNginx(dir, [listen]);
    return { url: `http://${listen}/fleet`, secrets, services, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
