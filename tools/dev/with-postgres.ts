import { spawnSync } from 'node:child_process';
import { postgresAvailable, POSTGRES_BIN, startTestPostgres } from '../../console/src/server/testing/postgres';

/**
 * `tsx tools/dev/with-postgres.ts <command…>`: runs the command with a throwaway, unprivileged PostgreSQL
 * whose URL is in `COCKPIT_E2E_DATABASE_URL` (and `COCKPIT_TEST_DATABASE_URL`), then stops it. `npm test`
 * runs the fleet service's browser test this way, so the same suite passes on PostgreSQL too.
 */
function main(): number {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('用法：tsx tools/dev/with-postgres.ts <命令> [参数…]');
    return 2;
  }
  if (!postgresAvailable()) {
    console.error(`PostgreSQL 不可用：${POSTGRES_BIN} 下没有 initdb/pg_ctl（npm test 会用 apt 安装 postgresql）`);
    return 1;
  }
  const server = startTestPostgres(Number(process.env.COCKPIT_E2E_POSTGRES_PORT ?? 15433));
  try {
    const env = { ...process.env, COCKPIT_E2E_DATABASE_URL: server.url, COCKPIT_TEST_DATABASE_URL: server.url };
    return spawnSync(command, args, { stdio: 'inherit', env }).status ?? 1;
  } finally {
    server.stop();
  }
}

process.exitCode = main();
