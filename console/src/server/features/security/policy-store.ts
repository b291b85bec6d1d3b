import type { SecurityPolicy, SecurityPolicyView } from '../../../protocol/security';
import type { Queryable } from '../../core/db/adapter';
import { KeptRead } from '../../core/db/kept-read';

/** Level 3 of GB/T 22239-2019 out of the box: 10 characters of 3 classes, no reuse of the last 5, a change every 90 days. */
export const DEFAULT_SECURITY_POLICY: SecurityPolicy = {
  passwordMinLength: 10,
  passwordClasses: 3,
  passwordHistory: 5,
  passwordMaxAgeDays: 90,
  lockoutFailures: 5,
  lockoutWindowMinutes: 15,
  lockoutMinutes: 30,
  secondFactor: 'off',
  idleMinutes: 15,
  maxSessionsAdmin: 1,
  maxSessionsOther: 0,
  overLimit: 'end-oldest',
};

const DAY_MINUTES = 24 * 60;

/** The policy in force, with its durations in milliseconds (a "minute" is `minuteMs`: tests shorten it, nothing else changes). */
export type PolicyInForce = SecurityPolicyView & {
  idleMs: number;
  lockoutMs: number;
  lockoutWindowMs: number;
  passwordMaxAgeMs: number;
};

/**
 * The security policy: one row, read at every console request (the idle timeout), so kept for a moment; a save here
 * is seen at once, another replica's within `ttlMs`.
 */
export class SecurityPolicyStore {
  private readonly kept: KeptRead<PolicyInForce>;

  constructor(
    db: Queryable,
    readonly minuteMs = 60_000,
    ttlMs = 2000,
  ) {
    this.kept = new KeptRead(() => readPolicy(db).then((p) => this.inForce(p)), ttlMs);
  }

  get(now = Date.now()): Promise<PolicyInForce> {
    return this.kept.get(now);
  }

  invalidate(): void {
    this.kept.forget();
  }

  private inForce(p: SecurityPolicyView): PolicyInForce {
    const m = this.minuteMs;
    return {
      ...p,
      idleMs: p.idleMinutes * m,
      lockoutMs: p.lockoutMinutes * m,
      lockoutWindowMs: p.lockoutWindowMinutes * m,
      passwordMaxAgeMs: p.passwordMaxAgeDays * DAY_MINUTES * m,
    };
  }
}

/** The stored policy over the defaults (a field added later takes its default). */
export async function readPolicy(db: Queryable): Promise<SecurityPolicyView> {
  const { rows } = await db.query<{ policy: Partial<SecurityPolicy>; updated_at: string | number; updated_by: string }>(
    'SELECT policy, updated_at, updated_by FROM security_settings WHERE id = 1',
  );
  if (!rows.length) return { ...DEFAULT_SECURITY_POLICY };
  return {
    ...DEFAULT_SECURITY_POLICY,
    ...rows[0].policy,
    updatedAt: Number(rows[0].updated_at),
    updatedBy: rows[0].updated_by,
  };
}

const LABELS: Record<keyof SecurityPolicy, string> = {
  passwordMinLength: '密码最短长度',
  passwordClasses: '密码字符类别',
  passwordHistory: '不得重复最近密码数',
  passwordMaxAgeDays: '密码有效期（天）',
  lockoutFailures: '锁定前失败次数',
  lockoutWindowMinutes: '失败计数时段（分钟）',
  lockoutMinutes: '锁定时长（分钟）',
  secondFactor: '双因素认证',
  idleMinutes: '空闲超时（分钟）',
  maxSessionsAdmin: '管理员最多会话',
  maxSessionsOther: '其他用户最多会话',
  overLimit: '超出会话上限时',
};

/** Stores the policy; returns what changed, in words ("无变化" when nothing did). */
export async function writePolicy(tx: Queryable, policy: SecurityPolicy, actor: string): Promise<string> {
  const before = await readPolicy(tx);
  await tx.query(
    `INSERT INTO security_settings (id, policy, updated_at, updated_by) VALUES (1, $1::jsonb, $2, $3)
     ON CONFLICT (id) DO UPDATE SET policy = EXCLUDED.policy, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [JSON.stringify(policy), Date.now(), actor],
  );
  const keys = Object.keys(LABELS) as (keyof SecurityPolicy)[];
  return (
    keys
      .filter((k) => before[k] !== policy[k])
      .map((k) => `${LABELS[k]} ${String(before[k])} → ${String(policy[k])}`)
      .join('；') || '无变化'
  );
}
