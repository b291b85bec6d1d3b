import { connect } from 'node:net';
import mysql from 'mysql2/promise';
import {
  POOL_IDLE_MS,
  POOL_SIZE,
  SqlRefusal,
  guardedRun,
  oneStatement,
  type SqlPool,
  type SqlRequest,
} from './sql-request';

const connection = (address: string, request: SqlRequest): mysql.PoolOptions => ({
  // The name stays the host (TLS checks its certificate against it); the socket goes to the checked address.
  host: request.host,
  port: request.port,
  database: request.database,
  user: request.user,
  password: request.password,
  stream: () => connect({ host: address, port: request.port }),
  ssl: request.tls ? { rejectUnauthorized: true } : undefined,
  connectTimeout: request.timeoutMs,
  multipleStatements: false,
  namedPlaceholders: true,
  dateStrings: true,
  decimalNumbers: true,
  supportBigNumbers: true,
  bigNumberStrings: false,
});

/** Stops a connection's running statement with `KILL QUERY` from a second connection. */
async function killQuery(address: string, request: SqlRequest, threadId: number): Promise<void> {
  const killer = await mysql.createConnection(connection(address, request)).catch(() => undefined);
  if (!killer) return;
  await killer.query(`KILL QUERY ${Number(threadId)}`).catch(() => undefined);
  await killer.end().catch(() => undefined);
}

/**
 * A MySQL or MariaDB source (TiDB and OceanBase speak the same protocol): each run is `START TRANSACTION READ ONLY`
 * with the server's own statement timeout (MariaDB's `max_statement_time`, MySQL's `max_execution_time`) and row cap
 * (`sql_select_limit`); the statement is prepared on the server (one statement, parameters bound by it).
 */
export function openMysql(address: string, first: SqlRequest): SqlPool {
  const pool = mysql.createPool({
    ...connection(address, first),
    connectionLimit: POOL_SIZE,
    maxIdle: POOL_SIZE,
    idleTimeout: POOL_IDLE_MS,
  });
  let mariadb: Promise<boolean> | undefined;
  return {
    async run(request) {
      const conn = await pool.getConnection();
      const guarded = {
        query: (sql: string) => conn.query(sql),
        cancel: () => killQuery(address, request, conn.threadId),
        release: (broken: boolean) => (broken ? conn.destroy() : conn.release()),
      };
      return guardedRun(guarded, request, async () => {
        mariadb ??= conn
          .query('SELECT VERSION() AS v')
          .then(([rows]) => /mariadb/i.test(String((rows as { v: string }[])[0].v)));
        await conn.query(
          (await mariadb)
            ? `SET SESSION max_statement_time = ${request.timeoutMs / 1000}`
            : `SET SESSION max_execution_time = ${Math.floor(request.timeoutMs)}`,
        );
        await conn.query(`SET SESSION sql_select_limit = ${request.maxRows + 1}`);
        await conn.query('START TRANSACTION READ ONLY');
        const [rows, fields] = await conn.execute(oneStatement(request.query), request.params);
        if (!Array.isArray(rows) || rows.some((r) => Array.isArray(r) || r.constructor?.name === 'ResultSetHeader'))
          throw new SqlRefusal('语句没有返回行：只接受一条 SELECT 查询');
        return { rows: rows as Record<string, unknown>[], columns: (fields ?? []).map((f) => f.name) };
      });
    },
    close: () => pool.end().catch(() => undefined),
  };
}
