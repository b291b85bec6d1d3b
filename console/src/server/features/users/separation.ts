import type { Role } from '../../../protocol';
import type { Database, Queryable } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import { SEPARATION_KEY, separationOn } from '../../core/http/separation-flag';
import { withAudit } from '../audit';

export { roleSchema } from '../../../protocol/sign-in';

/** The roles an account may be given by the 系统管理员 once duties are separated; the others are the 安全管理员's to give. */
const SYSTEM_GIVES: Role[] = ['viewer', 'operator'];

/** Refuses a new account's role that its maker may not give (with separation on, the 系统管理员 gives no duty). */
export async function checkNewAccountRole(db: Queryable, role: Role): Promise<void> {
  if (SYSTEM_GIVES.includes(role) || !(await separationOn(db))) return;
  throw new Refusal(403, '三权分立已开启：新账号只能是查看者或操作员，管理员角色由安全管理员分配', 'role');
}

/** Refuses a change of one's own role (nobody raises or lowers their own rights, separation on or off). */
export function checkNotOwnRole(actor: string, username: string): void {
  if (actor === username) throw new Refusal(403, '不能修改自己的角色：请另一位安全管理员（或管理员）修改', 'username');
}

/**
 * Turns separation of duties on or off (the command line only), audited. On needs an enabled 系统管理员, 安全管理员 and
 * 审计管理员 each: nobody is left without the duty only they could do. Returns the words of the answer.
 */
export async function switchSeparation(db: Database, on: boolean, who: { actor: string; ip: string }): Promise<string> {
  return withAudit(
    db,
    { ...who, action: on ? 'separation.on' : 'separation.off', target: '三权分立', detail: on ? '开启' : '关闭' },
    async (tx) => {
      if (on) {
        const { rows } = await tx.query<{ role: Role }>(
          "SELECT DISTINCT role FROM users WHERE disabled_at IS NULL AND role IN ('admin', 'security', 'auditor')",
        );
        const missing = (['admin', 'security', 'auditor'] as const).filter((r) => !rows.some((row) => row.role === r));
        const names = {
          admin: '管理员（系统管理员）',
          security: '安全管理员（security）',
          auditor: '审计管理员（auditor）',
        };
        if (missing.length)
          throw new RangeError(
            `开启三权分立前需要至少一位启用的${missing.map((r) => names[r]).join('、')}：可用 create-user <用户名> --role ${missing.find((r) => r !== 'admin') ?? 'admin'} 创建`,
          );
      }
      await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2', [
        SEPARATION_KEY,
        on ? 'on' : 'off',
      ]);
      return on
        ? '三权分立已开启：管理员只做系统管理，安全设置和角色由安全管理员管理，审计日志只有审计管理员能看和导出'
        : '三权分立已关闭：管理员可做所有管理';
    },
  );
}
