import { isDeepStrictEqual } from 'node:util';
import type { Queryable } from '../../core/db/adapter';
import { FAILED_SIGN_IN, recordAudit } from './audit-store';

/** The audit's action of each security event (安全审计: what an assessor asks to see recorded). */
export const SECURITY_EVENTS = {
  signIn: 'session.login',
  signInFailed: FAILED_SIGN_IN,
  signOut: 'session.logout',
  sessionEnded: 'session.end',
  lockout: 'account.lockout',
  unlock: 'account.unlock',
  secondFactorEnrolled: 'second-factor.enrol',
  secondFactorReset: 'second-factor.reset',
  secondFactorUsed: 'second-factor.use',
  passwordChanged: 'user.password-change',
  passwordReset: 'user.password-reset',
  roleChanged: 'user.role',
  settingsChanged: 'security-settings.update',
} as const;

/** One security event: whose account, who did it (the account itself unless said), from where, and why or what. */
export interface SecurityEvent {
  event: keyof typeof SECURITY_EVENTS;
  account: string;
  actor?: string;
  ip: string;
  /** The reason (a failed sign-in's: 密码错误, 账号已锁定 …) or what changed, in words. */
  detail?: string;
}

/** Records a security event; pass the write's transaction when there is one (both are stored, or neither). */
export function recordSecurityEvent(db: Queryable, e: SecurityEvent): Promise<void> {
  return recordAudit(db, {
    actor: e.actor ?? e.account,
    action: SECURITY_EVENTS[e.event],
    target: e.account,
    ip: e.ip,
    ...(e.detail ? { detail: e.detail } : {}),
  });
}

/**
 * What a settings save changed, in words (`密码最短长度 8 → 10；锁定时长 …`), compared as data, never as text, so a value
 * the database gives back in another key order is no change. `names` says which fields to compare and how to call
 * them; a field in `secret` is said to have changed without its value. '无变化' when nothing did.
 */
export function settingsChangeWords<T extends object>(
  before: T,
  after: T,
  names: Partial<Record<keyof T, string>>,
  secret: (keyof T)[] = [],
): string {
  const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const changes = (Object.keys(names) as (keyof T)[])
    .filter((key) => !isDeepStrictEqual(before[key], after[key]))
    .map((key) =>
      secret.includes(key) ? `${names[key]}已更换` : `${names[key]} ${show(before[key])} → ${show(after[key])}`,
    );
  return changes.join('；') || '无变化';
}
