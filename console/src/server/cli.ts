import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../protocol';
import { SHARED_KEYS_RETIRED } from './routes/admin-routes';
import { openDatabase, type Database } from './db/adapter';
import { migrate } from './db/migrate';
import { DEFAULT_DATA_DIR } from './main-defaults';
import { recordAudit } from './store/audit';
import { createUser } from './store/users';

const USAGE = `用法：
  create-admin <用户名>                         创建管理员（密码取自 COCKPIT_ADMIN_PASSWORD 或标准输入）
  create-user <用户名> --role viewer|operator   创建用户（密码同上）
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
  const [first] = args;
  if ((command === 'create-admin' || command === 'create-user') && first) {
    const userRole: Role = command === 'create-admin' ? 'admin' : (role as Role);
    if (!ROLES.includes(userRole)) throw new Error('--role 应为 viewer、operator 或 admin');
    const user = await createUser(db, { username: first, password: await readPassword(), role: userRole, createdBy: 'cli' });
    await audit('user.create', user.username, `role ${user.role}`);
    return `已创建用户 ${user.username}（${user.role}）`;
  }
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { data: { type: 'string' }, role: { type: 'string' } } });
  const [command, ...args] = positionals;
  if (!command) throw new Error(USAGE);
  // Said before the database is opened: the answer is the same whether or not the service is running.
  if (command === 'create-wall-key' || command === 'revoke-wall-key') throw new Error(SHARED_KEYS_RETIRED);
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
