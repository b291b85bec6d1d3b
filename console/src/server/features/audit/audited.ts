import type { FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../../core/db/adapter';
import { recordAudit, withAudit, type AuditRecord } from './audit-store';

/** Who asked, for the audit log. */
export interface Who {
  actor: string;
  ip: string;
}

/** Records a console write in the audit log (awaited: the reply follows only once it is stored). */
export function audit(
  ctx: { db: Database },
  request: FastifyRequest,
  action: string,
  target: string,
  detail?: string,
): Promise<void> {
  return recordAudit(ctx.db, {
    actor: request.user?.username ?? '(anonymous)',
    action,
    target,
    detail,
    ip: request.ip,
  });
}

/** What a console write's audit entry says; who and from where come from the request. */
export type AuditWords = Pick<AuditRecord, 'action' | 'target' | 'detail'>;

/**
 * Runs a console write and stores its audit entry (the signed-in user, the request's address) in one transaction: both
 * are stored, or neither. The entry may be built from the write's result.
 */
export function audited<T>(
  ctx: { db: Database },
  request: FastifyRequest,
  words: AuditWords | ((result: T) => AuditWords),
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const who = { actor: request.user?.username ?? '(anonymous)', ip: request.ip };
  return withAudit(ctx.db, (result: T) => ({ ...who, ...(typeof words === 'function' ? words(result) : words) }), work);
}
