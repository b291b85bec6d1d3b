import { lookup } from 'node:dns/promises';
import { addressRefusal, hostRefusal } from './address-guard';

/** Everything one SQL run needs: the stored connection and query with the password in place. */
export interface SqlRequest {
  kind: 'postgres' | 'mysql';
  host: string;
  port: number;
  database: string;
  user: string;
  password?: string;
  tls: boolean;
  query: string;
  params: Record<string, string | number>;
  timeoutMs: number;
  maxRows: number;
  maxBytes: number;
}

/** What a run brought back: its rows and column names. */
export interface SqlRows {
  rows: Record<string, unknown>[];
  columns: string[];
}

/** A database's own pool for one source: a run, and closing it. */
export interface SqlPool {
  run(request: SqlRequest): Promise<SqlRows>;
  close(): Promise<void>;
}

export const DEFAULT_MAX_ROWS = 1000;
/** A run not answered this long after the database's own timeout is cancelled from a second connection. */
export const CANCEL_GRACE_MS = 500;
/** Connections a source's pool holds at most: a slow database ties up only these. */
export const POOL_SIZE = 2;
export const POOL_IDLE_MS = 30_000;

export class SqlRefusal extends Error {}

/**
 * Resolves the host once and judges every address it gives, as the HTTP guard does; the run connects to the address
 * judged here, so a name that resolves elsewhere a moment later cannot redirect it.
 */
export async function guardedAddress(host: string, allowlist: readonly string[]): Promise<string> {
  const notListed = hostRefusal(host, allowlist);
  if (notListed) throw new SqlRefusal(notListed);
  let addresses: { address: string }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch (error) {
    throw new SqlRefusal(`无法解析数据库主机 ${host}：${(error as NodeJS.ErrnoException).code ?? ''}`);
  }
  const refusal = addresses.map((a) => addressRefusal(host, a.address, allowlist)).find(Boolean);
  if (refusal) throw new SqlRefusal(refusal);
  return addresses[0].address;
}

/** Holds a run to its row cap and size limit; the reason in words when it is past either. */
export function judgeRows(result: SqlRows, request: SqlRequest): SqlRows {
  if (result.rows.length > request.maxRows)
    throw new SqlRefusal(`查询返回的行数超过上限 ${request.maxRows} 行（请在 SQL 中汇总或加 LIMIT）`);
  const size = Buffer.byteLength(JSON.stringify(result.rows));
  if (size > request.maxBytes) throw new SqlRefusal(`查询结果太大（${size} 字节，上限 ${request.maxBytes}）`);
  return result;
}

/** The operator's statement without a trailing semicolon (the driver sends exactly one statement). */
export const oneStatement = (query: string): string => query.trim().replace(/;\s*$/, '');

/** A pooled connection as a guarded run needs it: a statement sent, its running statement cancelled, given back. */
export interface GuardedConnection {
  query(sql: string): Promise<unknown>;
  cancel(): Promise<void>;
  release(broken: boolean): void;
}

/**
 * Runs `statement` (which opens a read-only transaction) on `conn`, rolls it back and holds the rows to the caps; a
 * run not answered `CANCEL_GRACE_MS` past the database's own timeout is cancelled from a second connection. A
 * connection so cancelled, or that could not roll back, is dropped rather than given back to the pool.
 */
export async function guardedRun(
  conn: GuardedConnection,
  request: SqlRequest,
  statement: () => Promise<SqlRows>,
): Promise<SqlRows> {
  let broken = false;
  const guard = setTimeout(() => {
    broken = true;
    void conn.cancel();
  }, request.timeoutMs + CANCEL_GRACE_MS);
  try {
    const result = await statement();
    await conn.query('ROLLBACK');
    return judgeRows(result, request);
  } catch (error) {
    await conn.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    clearTimeout(guard);
    conn.release(broken);
  }
}
