import { isIP } from 'node:net';
import pg from 'pg';
import yesql from 'yesql';
import {
  POOL_IDLE_MS,
  POOL_SIZE,
  SqlRefusal,
  guardedRun,
  oneStatement,
  type SqlPool,
  type SqlRequest,
} from './sql-request';

// Whole numbers and decimals arrive as numbers (a widget plots them); pg's default is a string for both.
const NUMERIC = new Set([20, 1700]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    NUMERIC.has(oid)
      ? Number
      : (pg.types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof pg.types.getTypeParser,
};

const connection = (address: string, request: SqlRequest): pg.ClientConfig => ({
  host: address,
  port: request.port,
  database: request.database,
  user: request.user,
  password: request.password,
  // The checked address is dialled; the certificate is still checked against the name the operator gave.
  ssl: request.tls ? (isIP(request.host) ? {} : { servername: request.host }) : false,
  connectionTimeoutMillis: request.timeoutMs,
  application_name: 'cockpit-source',
  types,
});

/** Cancels a backend's running statement from a second connection (the first is busy with it). */
async function cancel(address: string, request: SqlRequest, pid: number): Promise<void> {
  const client = new pg.Client(connection(address, request));
  try {
    await client.connect();
    await client.query('SELECT pg_cancel_backend($1)', [pid]);
  } catch {
    // The statement timeout has cancelled it already, or the database is gone.
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A PostgreSQL source (Kingbase and openGauss speak the same protocol): each run is a read-only transaction with the
 * database's own statement timeout; the statement goes alone by the extended protocol (one statement, parameters
 * bound by the server) inside `SELECT * FROM (…) LIMIT`, so a DELETE, CALL, COPY or a second statement is a
 * syntax error before it runs and the row cap is the database's too.
 */
export function openPostgres(address: string, first: SqlRequest): SqlPool {
  const pool = new pg.Pool({ ...connection(address, first), max: POOL_SIZE, idleTimeoutMillis: POOL_IDLE_MS });
  pool.on('error', () => undefined);
  return {
    async run(request) {
      let bound: { text: string; values: unknown[] };
      try {
        bound = yesql.pg(oneStatement(request.query))(request.params);
      } catch (error) {
        throw new SqlRefusal(`SQL 参数错误：${(error as Error).message.split('\n')[0]}`);
      }
      const client = await pool.connect();
      const guarded = {
        query: (sql: string) => client.query(sql),
        cancel: () => cancel(address, request, (client as unknown as { processID: number }).processID),
        release: (broken: boolean) => client.release(broken),
      };
      return guardedRun(guarded, request, async () => {
        await client.query('BEGIN TRANSACTION READ ONLY');
        await client.query(`SET LOCAL statement_timeout = ${Math.floor(request.timeoutMs)}`);
        const result = await client.query({
          text: `SELECT * FROM (\n${bound.text}\n) AS cockpit_query LIMIT ${request.maxRows + 1}`,
          values: bound.values,
          queryMode: 'extended',
        } as pg.QueryConfig);
        return { rows: result.rows as Record<string, unknown>[], columns: result.fields.map((f) => f.name) };
      });
    },
    close: () => pool.end().catch(() => undefined),
  };
}
