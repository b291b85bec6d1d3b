import { mariadbAvailable, startTestMariadb } from '../../testing/mariadb';
import { sqlSourceSuite } from '../../testing/sql-source-suite';

const SETUP = `CREATE DATABASE shop; USE shop;
CREATE TABLE scores (name varchar(20), value int); INSERT INTO scores VALUES ('甲', 1), ('乙', 2), ('丙', 3);
CREATE TABLE delay (s int); INSERT INTO delay VALUES (0);
CREATE PROCEDURE wipe() DELETE FROM scores;
CREATE USER 'reader'@'127.0.0.1' IDENTIFIED BY 'reader-pw-123'; GRANT SELECT ON shop.* TO 'reader'@'127.0.0.1';`;

(mariadbAvailable() ? describe : describe.skip)('a MariaDB source', () => {
  sqlSourceSuite(async () => {
    const server = await startTestMariadb();
    let root = await server.root();
    await root.query(SETUP);
    const exec = async (sql: string) => (await root.query(sql))[0] as Record<string, unknown>[];
    return {
      kind: 'mysql',
      host: server.host,
      port: server.port,
      database: 'shop',
      user: 'reader',
      password: 'reader-pw-123',
      exec,
      running: async () =>
        (await exec('SHOW FULL PROCESSLIST'))
          .filter((p) => p.Command === 'Query' && !/PROCESSLIST/i.test(String(p.Info)))
          .map((p) => String(p.Info)),
      sleep60: 'SELECT SLEEP(60) AS z',
      crossJoin: 'SELECT SUM(a.seq * b.seq) AS n FROM seq_1_to_10000 a CROSS JOIN seq_1_to_10000 b',
      delayed: 'SELECT s.name, s.value FROM scores s, delay d WHERE SLEEP(d.s) = 0 ORDER BY s.value',
      attacks: [["SELECT * FROM scores INTO OUTFILE '/tmp/cockpit-out.txt'", '', /拒绝|权限|只读/]],
      down: {
        kill: server.kill,
        async start() {
          root.destroy();
          await server.start();
          root = await server.root();
          await root.query('USE shop');
        },
      },
      async close() {
        root.destroy();
        await server.stop();
      },
    };
  });
});
