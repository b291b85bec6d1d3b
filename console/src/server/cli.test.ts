import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freshDataDir } from './testing/data-dir';

const REPO = resolve(__dirname, '../../..');
const TSX = join(REPO, 'node_modules/.bin/tsx');

/** Starts the real service (`console/src/server/main.ts`) on a free port; resolves its URL once it says it listens. */
function startService(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(TSX, [join(__dirname, 'main.ts')], {
    env: { ...process.env, COCKPIT_FLEET_DATA: dataDir, COCKPIT_FLEET_PORT: '0', DATABASE_URL: '' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((done, fail) => {
    let said = '';
    const read = (chunk: Buffer) => {
      said += String(chunk);
      const url = /已启动：(http:\/\/\S+?)（/.exec(said)?.[1];
      if (url) done({ child, url });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => fail(new Error(`service exited (${code}): ${said}`)));
  });
}

/** `npm run console -- <args>` as a user types it, the password in the environment. */
function cli(args: string[], dataDir: string) {
  return spawnSync(TSX, [join(__dirname, 'cli.ts'), ...args, '--data', dataDir], {
    env: { ...process.env, COCKPIT_ADMIN_PASSWORD: 'Correct horse battery', DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run console while the service runs', () => {
  let dataDir: string;
  let service: { child: ChildProcess; url: string };
  beforeAll(async () => {
    dataDir = await freshDataDir();
    service = await startService(dataDir);
  }, 120_000);
  afterAll(() => {
    if (service?.child.pid) process.kill(-service.child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the first administrator, who then signs in to the running service', async () => {
    const created = cli(['create-admin', 'first-admin'], dataDir);
    expect(created.stderr).toBe('');
    expect(created.stdout.trim()).toBe('已创建用户 first-admin（admin）');
    const signIn = await fetch(`${service.url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'first-admin', password: 'Correct horse battery' }),
    });
    expect(signIn.status).toBe(200);
    expect(await signIn.json()).toEqual({ username: 'first-admin', role: 'admin' });
  }, 90_000);

  it('says what is wrong, with a failing exit status', () => {
    const refused = cli(['create-user', 'second', '--role', 'root'], dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe('--role 应为 viewer、operator、admin、security 或 auditor');
  }, 90_000);
});
