import { ROLES, type Role } from '../../protocol';
import type { Database } from '../core/db/adapter';
import { withAudit } from '../features/audit/audit-store';
import { rotateMetricsToken } from '../features/health/metrics/metrics-token';
import { createUser, UserExistsError, type UserInfo } from '../features/users/users';
import { SHARED_KEYS_RETIRED } from '../features/users/admin-routes';
import type { GroupScope } from '../features/groups/group-admin';
import { createGroupCommand } from './cli-group';
import {
  accountKey,
  clearFailures,
  passwordProblem,
  resetSecondFactor,
  SecurityPolicyStore,
} from '../features/security';
import { sessionSecret } from '../core/http/settings';
import { CliRefusal, LOCAL_ACTOR, type CliCommand } from './cli-words';
import { DUTY_USAGE, runDutyCommand } from './cli-duties';

export { CliRefusal, LOCAL_ACTOR, type CliCommand } from './cli-words';

export const CLI_USAGE = `用法：
  create-admin <用户名>                         创建管理员，即应急账号：本地登录关闭、单点登录不可用时仍可用密码登录（密码取自 COCKPIT_ADMIN_PASSWORD 或标准输入）
  create-user <用户名> --role <角色>             创建用户（密码同上；角色 viewer、operator、security 安全管理员、auditor 审计管理员）
  create-group <编号> --name <名称> --template <模板> [--from <分组>]
                                                新建分组（安装后的第一个分组：不写 --from，用各远程模块最新发布的版本和模板 four-large、single 等的页面）
  unlock <用户名>                                解除账号的登录锁定（连续登录失败后被锁；应急账号也只能这样提前解锁）
  reset-2fa <用户名>                             清除用户的动态验证码和恢复码（丢失手机时）；策略要求时，其下次登录须重新绑定
  rotate-metrics-token                          生成（或轮换）/metrics 的抓取令牌（只显示这一次，旧令牌立即失效）
${DUTY_USAGE}
服务运行时命令经数据目录中的本机通道交给服务执行；服务未运行时直接打开数据库。
选项：--data <目录>（内嵌数据库目录）；设置 DATABASE_URL 则用 PostgreSQL`;

/** The console's own rule for user names (`POST /api/users`). */
const USERNAME = /^[A-Za-z0-9_.-]{1,64}$/;

/** Whether the command needs a password (read before anything is sent or opened). */
export const needsPassword = (command: string): boolean => command === 'create-admin' || command === 'create-user';

async function createUserCommand(db: Database, cli: CliCommand, ip: string): Promise<string> {
  const [username] = cli.args;
  const role = (cli.command === 'create-admin' ? 'admin' : cli.role) as Role;
  if (!ROLES.includes(role)) throw new CliRefusal('--role 应为 viewer、operator、admin、security 或 auditor');
  if (!USERNAME.test(username))
    throw new CliRefusal(`用户名 ${username} 不合适（1–64 个英文字母、数字、.、_、-，和控制台的用户页一样）`);
  const problem = passwordProblem(cli.password ?? '', await new SecurityPolicyStore(db).get(), username);
  if (problem) throw new CliRefusal(problem);
  try {
    const entry = (user: UserInfo) => ({
      actor: LOCAL_ACTOR,
      action: 'user.create',
      target: user.username,
      detail: `role ${user.role}`,
      ip,
    });
    const user = await withAudit(db, entry, (tx) =>
      createUser(tx, {
        username,
        password: cli.password ?? '',
        role,
        createdBy: LOCAL_ACTOR,
        emergency: cli.command === 'create-admin',
      }),
    );
    return `已创建用户 ${user.username}（${user.role}）`;
  } catch (error) {
    if (error instanceof UserExistsError || error instanceof RangeError) throw new CliRefusal(error.message);
    throw error;
  }
}

/** Lifts a sign-in lock, or removes a second factor: each audited, a name that matches nothing said so. */
async function identityCommand(db: Database, cli: CliCommand, ip: string): Promise<string> {
  const [username] = cli.args;
  const unlock = cli.command === 'unlock';
  const account = unlock ? accountKey(await sessionSecret(db), username) : undefined;
  const [action, changedDetail, sameDetail] = unlock
    ? ['user.unlock', '命令行解除登录锁定', '命令行清除失败计数（未锁定）']
    : ['user.second-factor-reset', '命令行清除动态验证码和恢复码', '没有动态验证码，未改变'];
  const changed = await withAudit(
    db,
    (done: boolean) => ({
      actor: LOCAL_ACTOR,
      action,
      target: username,
      detail: done ? changedDetail : sameDetail,
      ip,
    }),
    (tx) => (account !== undefined ? clearFailures(tx, account) : resetSecondFactor(tx, username)),
  );
  if (unlock) return changed ? `已解除 ${username} 的登录锁定` : `${username} 没有被锁定（失败计数已清零）`;
  return changed ? `已清除 ${username} 的动态验证码和恢复码` : `${username} 没有绑定动态验证码`;
}

/**
 * Runs one command on the database (the service's own, over the channel, or the CLI's); audited as {@link LOCAL_ACTOR}.
 * `groups`: what making a group needs (the running service's own, or one the command line builds).
 */
export async function runCliCommand(
  db: Database,
  cli: CliCommand,
  ip: string,
  groups?: () => Promise<GroupScope>,
): Promise<string> {
  const [first] = cli.args;
  if (cli.command === 'create-group' && groups) return createGroupCommand(await groups(), cli, ip);
  if (needsPassword(cli.command) && first) return createUserCommand(db, cli, ip);
  if (cli.command === 'rotate-metrics-token' && !first) {
    const secret = await withAudit(
      db,
      { actor: LOCAL_ACTOR, action: 'metrics-token.rotate', target: '/metrics', ip },
      rotateMetricsToken,
    );
    return `已生成 /metrics 抓取令牌（旧令牌已失效）。令牌只显示这一次，请写入 Prometheus 的 credentials_file：\n${secret}`;
  }
  const duty = await runDutyCommand(db, cli, ip);
  if (duty !== undefined) return duty;
  if ((cli.command === 'unlock' || cli.command === 'reset-2fa') && first) return identityCommand(db, cli, ip);
  if (cli.command === 'create-wall-key' || cli.command === 'revoke-wall-key') throw new CliRefusal(SHARED_KEYS_RETIRED);
  throw new CliRefusal(CLI_USAGE);
}
