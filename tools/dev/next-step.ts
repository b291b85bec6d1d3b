import { join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../build/topology';

/** Where `npm run console` looks for the embedded database when it is not told: `<repo>/fleet-data`. */
const CLI_DEFAULT_DATA_DIR = join(REPO_ROOT, 'fleet-data');

/** How the stack's fleet keeps its data, and whether anyone can sign in to its console yet. */
export interface FleetFacts {
  consoleUrl: string;
  /** The embedded database's folder; ignored with `databaseUrl`. */
  dataDir: string;
  databaseUrl?: string;
  hasUsers: boolean;
}

/** The exact create-admin command for this stack: the data folder named when it is not the one the CLI assumes. */
export function createAdminCommand(facts: Pick<FleetFacts, 'dataDir' | 'databaseUrl'>): string {
  if (facts.databaseUrl) return 'DATABASE_URL=<同一数据库> npm run console -- create-admin <用户名>';
  const data =
    resolve(facts.dataDir) === CLI_DEFAULT_DATA_DIR
      ? ''
      : ` --data ${relative(process.cwd(), resolve(facts.dataDir)) || '.'}`;
  return `npm run console -- create-admin <用户名>${data}`;
}

/** `npm start`'s one line of what to do next: make the first administrator while none exists, else sign in. */
export function nextStepLine(facts: FleetFacts): string {
  if (!facts.hasUsers)
    return `下一步 / next: 另开一个终端运行 ${createAdminCommand(facts)}（服务运行时即可；密码取自 COCKPIT_ADMIN_PASSWORD 或标准输入），然后登录 ${facts.consoleUrl}/`;
  return `下一步 / next: 登录控制台 ${facts.consoleUrl}/ 管理墙面和分组`;
}
