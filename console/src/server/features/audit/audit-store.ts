import type { AuditEntry } from '../../../protocol';
import type { Database, Queryable } from '../../core/db/adapter';

/** One write to record: who did what to which thing, from where. */
export type AuditRecord = Omit<AuditEntry, 'id' | 'at'> & { at?: number };

/** Appends to the audit log (awaited before the write's reply). */
export async function recordAudit(db: Queryable, entry: AuditRecord): Promise<void> {
  await db.query('INSERT INTO audit (at, actor, action, target, detail, ip) VALUES ($1, $2, $3, $4, $5, $6)', [
    entry.at ?? Date.now(),
    entry.actor,
    entry.action,
    entry.target,
    entry.detail ?? null,
    entry.ip,
  ]);
}

/**
 * Runs a write and records its audit entry in one transaction: both are stored, or neither. `entry` may be built from
 * the write's result (the id it made, what it changed).
 */
export async function withAudit<T>(
  db: Database,
  entry: AuditRecord | ((result: T) => AuditRecord),
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}

/** Failed sign-ins: shown to administrators only (they say which names are tried, from where). */
export const FAILED_SIGN_IN = 'session.login-failed';

/** Which entries to list: a person and a target by part of their name, an action or its family (`user`), a time span. */
export interface AuditFilter {
  actor?: string;
  action?: string;
  target?: string;
  from?: number;
  to?: number;
}

const likePart = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE clause of a filter, its parameters numbered from 1. */
export function auditWhere(filter: AuditFilter, failedSignIns: boolean): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const parts: string[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (!failedSignIns) add((n) => `action <> ${n}`, FAILED_SIGN_IN);
  if (filter.actor) add((n) => `actor ILIKE ${n}`, likePart(filter.actor));
  if (filter.target) add((n) => `target ILIKE ${n}`, likePart(filter.target));
  if (filter.action) add((n) => `(action = ${n} OR action LIKE ${n} || '.%')`, filter.action);
  if (filter.from !== undefined) add((n) => `at >= ${n}`, filter.from);
  if (filter.to !== undefined) add((n) => `at <= ${n}`, filter.to);
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

type Row = { id: number; at: number; actor: string; action: string; target: string; detail: string | null; ip: string };

/** Entries newest first, `offset` skipped; failed sign-ins only with `failedSignIns`. */
export async function listAudit(
  db: Queryable,
  limit: number,
  options: { failedSignIns: boolean; filter?: AuditFilter; offset?: number },
): Promise<AuditEntry[]> {
  const { where, params } = auditWhere(options.filter ?? {}, options.failedSignIns);
  const n = params.length;
  const { rows } = await db.query<Row>(
    `SELECT id, at, actor, action, target, detail, ip FROM audit ${where} ORDER BY seq DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, limit, options.offset ?? 0],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: Number(r.at),
    actor: r.actor,
    action: r.action,
    target: r.target,
    ip: r.ip,
    ...(r.detail === null ? {} : { detail: r.detail }),
  }));
}

/** How many entries a filter finds (the page's pager). */
export async function countAudit(
  db: Queryable,
  options: { failedSignIns: boolean; filter?: AuditFilter },
): Promise<number> {
  const { where, params } = auditWhere(options.filter ?? {}, options.failedSignIns);
  return Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM audit ${where}`, params)).rows[0].n);
}
