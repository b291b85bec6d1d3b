import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES, WALL_ID_PATTERN, type Role } from '../protocol';
import { openDatabase, type Database } from './db/adapter';
import { migrate } from './db/migrate';
import { DEFAULT_DATA_DIR } from './main-defaults';
import { recordAudit, withAudit } from './store/audit';
import { rotateMetricsToken } from './store/metrics-token';
import { createUser } from './store/users';
import { createWallKey, revokeWallKey } from './store/wall-keys';

const USAGE = `用法：
  create-admin <用户名>                         创建管理员（密码取自 COCKPIT_ADMIN_PASSWORD 或标准输入）
  create-user <用户名> --role viewer|operator   创建用户（密码同上）
  create-wall-key <分组> <名称>                  创建墙钥匙（密钥只显示这一次）
  revoke-wall-key <编号>                         吊销墙钥匙
  rotate-metrics-token                          生成（或轮换）/metrics 的抓取令牌（只显示这一次，旧令牌立即失效）
选项：--data <目录>（内嵌数据库目录，默认 ${DEFAULT_DATA_DIR}）；设置 DATABASE_URL 则用 PostgreSQL`;

/** The password from COCKPIT_ADMIN_PASSWORD, else the first line of stdin. Never a default. */
async function readPassword(): Promise<string> {
  if (process.env.COCKPIT_ADMIN_PASSWORD) return process.env.COCKPIT_ADMIN_PASSWORD;
  if (process.stdin.isTTY) process.stderr.write('密码（至少 10 个字符）：');
  let input = '';
  for await (const chunk of process.stdin) {
    input += String(chunk);
    if (input.includes('\n')) break;
  }
  return input.split('\n')[0].replace(/\r$/, '');
}

async function run(db: Database, command: string, args: string[], role: string | undefined): Promise<string> {
  const audit = (action: string, target: string, detail?: string) => recordAudit(db, { actor: 'cli', action, target, detail, ip: 'local' });
  const [first, second] = args;
  if ((command === 'create-admin' || command === 'create-user') && first) {
    const userRole: Role = command === 'create-admin' ? 'admin' : (role as Role);
    if (!ROLES.includes(userRole)) throw new Error('--role 应为 viewer、operator 或 admin');
    const user = await createUser(db, { username: first, password: await readPassword(), role: userRole, createdBy: 'cli' });
    await audit('user.create', user.username, `role ${user.role}`);
    return `已创建用户 ${user.username}（${user.role}）`;
  }
  if (command === 'create-wall-key' && first && second) {
    if (!new RegExp(WALL_ID_PATTERN).test(first)) throw new Error(`分组 ${first} 的格式不对（小写字母、数字、-、_）`);
    const { key, secret } = await createWallKey(db, { group: first, name: second, createdBy: 'cli' });
    await audit('wall-key.create', `${key.group}/${key.name}`, `id ${key.id}`);
    return `已创建墙钥匙 #${key.id}（分组 ${key.group}，${key.name}）。密钥只显示这一次：\n${secret}`;
  }
  if (command === 'revoke-wall-key' && /^\d+$/.test(first ?? '')) {
    const key = await revokeWallKey(db, Number(first));
    if (!key) throw new Error(`没有编号为 ${first} 的墙钥匙`);
    await audit('wall-key.revoke', `${key.group}/${key.name}`, `id ${key.id}`);
    return `已吊销墙钥匙 #${key.id}（分组 ${key.group}，${key.name}）`;
  }
  if (command === 'rotate-metrics-token' && !first) {
    const secret = await withAudit(db, { actor: 'cli', action: 'metrics-token.rotate', target: '/metrics', ip: 'local' }, rotateMetricsToken);
    return `已生成 /metrics 抓取令牌（旧令牌已失效）。令牌只显示这一次，请写入 Prometheus 的 credentials_file：\n${secret}`;
  }
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { data: { type: 'string' }, role: { type: 'string' } } });
  const [command, ...args] = positionals;
  if (!command) throw new Error(USAGE);
  const db = await openDatabase({ dataDir: resolve(values.data ?? DEFAULT_DATA_DIR), databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    await migrate(db);
    console.log(await run(db, command, args, values.role));
  } finally {
    await db.close();
  }
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
