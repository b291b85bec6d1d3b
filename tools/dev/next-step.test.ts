import { join } from 'node:path';
import { createAdminCommand, nextStepLine } from './next-step';
import { REPO_ROOT } from '../build/topology';

describe("npm start's next step", () => {
  it('names the exact create-admin command while no user exists', () => {
    const line = nextStepLine({
      consoleUrl: 'http://localhost:3090',
      dataDir: join(REPO_ROOT, 'fleet-data'),
      hasUsers: false,
    });
    expect(line).toContain('npm run console -- create-admin <用户名>（服务运行时即可');
    expect(line).not.toContain('Ctrl-C');
    expect(line.split('\n')).toHaveLength(1);
  });

  it('names the data folder when the stack keeps it where the command line would not look', () => {
    expect(createAdminCommand({ dataDir: '/srv/cockpit/fleet-data' })).toMatch(
      /create-admin <用户名> --data \S*srv\/cockpit\/fleet-data$/,
    );
  });

  it('tells a PostgreSQL stack to run the command on the same database', () => {
    expect(createAdminCommand({ dataDir: '/x', databaseUrl: 'postgres://u@h/db' })).toBe(
      'DATABASE_URL=<同一数据库> npm run console -- create-admin <用户名>',
    );
  });

  it('sends an operator to the console once a user exists', () => {
    expect(nextStepLine({ consoleUrl: 'http://localhost:3090', dataDir: '/x', hasUsers: true })).toBe(
      '下一步 / next: 登录控制台 http://localhost:3090/ 管理墙面和分组',
    );
  });
});
