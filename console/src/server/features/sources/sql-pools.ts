import { describeSqlError } from './sql-errors';
import { openMysql } from './sql-mysql';
import { openPostgres } from './sql-postgres';
import { guardedAddress, type SqlPool, type SqlRequest, type SqlRows } from './sql-request';

export type SqlOutcome = ({ ok: true } & SqlRows & { ms: number }) | { ok: false; error: string; ms: number };

/** A pool not used this long is closed: its source was deleted, changed kind, or another replica runs it now. */
export const SQL_POOL_IDLE_MS = 120_000;

/** A run as the engine stores it: the rows are the source's answer. */
export const sqlAnswer = (outcome: SqlOutcome): { ok: true; answer: unknown } | { ok: false; error: string } =>
  outcome.ok ? { ok: true, answer: outcome.rows } : outcome;

const open = (address: string, request: SqlRequest): SqlPool =>
  (request.kind === 'postgres' ? openPostgres : openMysql)(address, request);

async function runOn(pool: () => SqlPool, request: SqlRequest): Promise<SqlOutcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const rows = await pool().run(request);
    return { ok: true, ...rows, ms: ms() };
  } catch (error) {
    return { ok: false, error: describeSqlError(error), ms: ms() };
  }
}

/**
 * Each SQL source's own small pool, so a slow database ties up only its own connections. A pool is replaced when its
 * source's connection changes and closed when it has not been used for a while (its source deleted, or run by
 * another replica now), and all of them when the engine stops.
 */
export class SqlPools {
  private readonly pools = new Map<number, { key: string; pool: SqlPool; usedAt: number }>();

  /** Runs the source's query; `onRequest` hears that it reached the database (a refused host never does). */
  async run(
    id: number,
    request: SqlRequest,
    allowlist: readonly string[],
    onRequest?: () => void,
  ): Promise<SqlOutcome> {
    let address: string;
    try {
      address = await guardedAddress(request.host, allowlist);
    } catch (error) {
      return { ok: false, error: describeSqlError(error), ms: 0 };
    }
    onRequest?.();
    const key = JSON.stringify([
      request.kind,
      request.host,
      address,
      request.port,
      request.database,
      request.user,
      request.password,
      request.tls,
    ]);
    let held = this.pools.get(id);
    if (held && held.key !== key) {
      void held.pool.close();
      held = undefined;
    }
    if (!held) this.pools.set(id, (held = { key, pool: open(address, request), usedAt: 0 }));
    held.usedAt = Date.now();
    const pool = held.pool;
    return runOn(() => pool, request);
  }

  /** Closes the pools of sources that are gone (`live` lists those left) and those not used for `idleMs`. */
  sweep(live: ReadonlySet<number>, idleMs: number, now = Date.now()): void {
    for (const [id, held] of this.pools) {
      if (live.has(id) && now - held.usedAt < idleMs) continue;
      this.pools.delete(id);
      void held.pool.close();
    }
  }

  get size(): number {
    return this.pools.size;
  }

  async closeAll(): Promise<void> {
    const all = [...this.pools.values()];
    this.pools.clear();
    await Promise.all(all.map((held) => held.pool.close()));
  }
}

/** One run on a pool of its own, closed afterwards: the console's 试运行 before a source is saved. */
export async function runSqlOnce(request: SqlRequest, allowlist: readonly string[]): Promise<SqlOutcome> {
  const pools = new SqlPools();
  try {
    return await pools.run(0, request, allowlist);
  } finally {
    await pools.closeAll();
  }
}
