import pg from 'pg';
import { stopTestPostgres, testPostgresUrl } from '../../testing/harness';
import { createTestDatabase } from '../../testing/postgres';
import { sqlSourceSuite } from '../../testing/sql-source-suite';

const reader = `reader_${process.pid}`;
const SETUP = `CREATE TABLE scores (name text, value int); INSERT INTO scores VALUES ('甲', 1), ('乙', 2), ('丙', 3);
CREATE TABLE delay (s int); INSERT INTO delay VALUES (0);
CREATE PROCEDURE wipe() LANGUAGE sql AS $$ DELETE FROM scores $$;
CREATE ROLE ${reader} LOGIN PASSWORD 'reader-pw-123'; GRANT SELECT ON scores, delay TO ${reader};`;

(testPostgresUrl() ? describe : describe.skip)('a PostgreSQL source', () => {
  sqlSourceSuite(async () => {
    const url = new URL(await createTestDatabase(testPostgresUrl()!));
    const root = new pg.Client({ connectionString: url.toString() });
    await root.connect();
    await root.query(SETUP);
    const exec = async (sql: string) => (await root.query(sql)).rows as Record<string, unknown>[];
    return {
      kind: 'postgres',
      host: url.hostname,
      port: Number(url.port),
      database: url.pathname.slice(1),
      user: reader,
      password: 'reader-pw-123',
      exec,
      running: async () =>
        (await exec("SELECT query FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid()")).map((r) =>
          String(r.query),
        ),
      sleep60: 'SELECT pg_sleep(60)',
      crossJoin: 'SELECT sum(a * b) FROM generate_series(1, 10000) a CROSS JOIN generate_series(1, 10000) b',
      delayed:
        'SELECT s.name, s.value FROM scores s CROSS JOIN (SELECT pg_sleep(d.s) FROM delay d) AS w ORDER BY s.value',
      attacks: [
        ["COPY scores TO PROGRAM 'touch /tmp/cockpit-pwned'", '', /语法|权限/],
        ["SELECT pg_read_file('/etc/passwd')", '', /权限/],
        ['SELECT * INTO stolen FROM scores', '', /语法|只读/],
        ['WITH gone AS (DELETE FROM scores RETURNING *) SELECT * FROM gone', '', /语法|只读|权限|只接受/],
      ],
      async close() {
        await root.query(`DROP OWNED BY ${reader}; DROP ROLE ${reader}`).catch(() => undefined);
        await root.end();
        stopTestPostgres();
      },
    };
  });
});
