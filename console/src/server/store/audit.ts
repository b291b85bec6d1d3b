import type { AuditEntry } from '../../protocol';
import type { Queryable } from '../db/adapter';

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

/** The newest `limit` entries, newest first. */
export async function listAudit(db: Queryable, limit: number): Promise<AuditEntry[]> {
  const { rows } = await db.query<{
    id: number; at: number; actor: string; action: string; target: string; detail: string | null; ip: string;
  }>('SELECT id, at, actor, action, target, detail, ip FROM audit ORDER BY id DESC LIMIT $1', [limit]);
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
