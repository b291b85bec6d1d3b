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
export async function withAudit<T>(db: Database, entry: AuditRecord | ((result: T) => AuditRecord), work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx);
    await recordAudit(tx, typeof entry === 'function' ? entry(result) : entry);
    return result;
  });
}

/** Failed sign-ins: shown to administrators only (they say which names are tried, from where). */
export const FAILED_SIGN_IN = 'session.login-failed';

/** The newest `limit` entries, newest first; failed sign-ins only with `failedSignIns`. */
export async function listAudit(db: Queryable, limit: number, options: { failedSignIns: boolean }): Promise<AuditEntry[]> {
  const where = options.failedSignIns ? '' : 'WHERE action <> $2';
  const { rows } = await db.query<{
    id: number; at: number; actor: string; action: string; target: string; detail: string | null; ip: string;
  }>(`SELECT id, at, actor, action, target, detail, ip FROM audit ${where} ORDER BY id DESC LIMIT $1`, options.failedSignIns ? [limit] : [limit, FAILED_SIGN_IN]);
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    actor: r.actor,
    action: r.action,
    target: r.target,
    ip: r.ip,
    ...(r.detail === null ? {} : { detail: r.detail }),
  }));
}
