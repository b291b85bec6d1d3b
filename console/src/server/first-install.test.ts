import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase, postgresAvailable, startTestPostgres, type TestPostgres } from './testing/postgres';
import { beat } from './testing/harness';

const REPO = resolve(__dirname, '../../..');
const TSX = join(REPO, 'node_modules/.bin/tsx');
const PASSWORD = 'Correct horse battery';
const describeOnPostgres = postgresAvailable() ? describe : describe.skip;

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/**
 * A production install as docs/deploying.md ("The first install") says, on an empty database of Debian's PostgreSQL:
 * the administrator by the command line, the service (`main.ts`, nothing seeded), the first group from the console's
 * API and another from the command line, then a wall by a provisioning token and one by a pairing code.
 */
describeOnPostgres('the first install on an empty PostgreSQL', () => {
  let postgres: TestPostgres;
  let env: NodeJS.ProcessEnv;
  let service: ChildProcess;
  let url: string;
  let dataDir: string;
  beforeAll(async () => {
    postgres = startTestPostgres(await freePort());
    dataDir = mkdtempSync(join(tmpdir(), 'cockpit-first-install-'));
    env = {
      ...process.env,
      DATABASE_URL: await createTestDatabase(postgres.url),
      COCKPIT_FLEET_DATA: dataDir,
      COCKPIT_ADMIN_PASSWORD: PASSWORD,
    };
  }, 60_000);
  afterAll(() => {
    if (service?.pid) process.kill(-service.pid, 'SIGTERM');
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const cli = (...args: string[]) =>
    spawnSync(TSX, [join(__dirname, 'cli.ts'), ...args], { env, encoding: 'utf8', timeout: 60_000 });
  const start = () =>
    new Promise<string>((done, fail) => {
      service = spawn(TSX, [join(__dirname, 'main.ts')], {
        env: { ...env, COCKPIT_FLEET_PORT: '0' },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let said = '';
      const read = (chunk: Buffer) => {
        said += String(chunk);
        const address = /已启动：(http:\/\/\S+?)（/.exec(said)?.[1];
        if (address) done(address);
      };
      service.stdout!.on('data', read);
      service.stderr!.on('data', read);
      service.on('exit', (code) => fail(new Error(`service exited (${code}): ${said}`)));
    });
  const send = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const reply = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await reply.text();
    return { status: reply.status, body: text ? JSON.parse(text) : undefined };
  };

  test('the first admin creates the first group (console and command line) and enrols walls into it', async () => {
    expect(cli('create-admin', 'alice').stdout.trim()).toBe('已创建用户 alice（admin）');
    url = await start();
    const signIn = await fetch(`${url}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'alice', password: PASSWORD }),
    });
    const cookie = { cookie: signIn.headers.getSetCookie()[0].split(';')[0] };
    expect((await send('GET', '/api/groups', undefined, cookie)).body).toEqual([]);

    // Nothing to copy from: the group starts on the published builds and a template's pages; a template is required.
    expect(await send('POST', '/api/groups', { group: 'lobby', name: '大厅' }, cookie)).toMatchObject({
      status: 400,
      body: { field: 'template' },
    });
    expect(
      (await send('POST', '/api/groups', { group: 'lobby', name: '大厅', template: 'four-large' }, cookie)).status,
    ).toBe(201);
    const made = cli('create-group', 'hall', '--name', '会堂', '--template', 'single');
    expect(made.stderr).toBe('');
    expect(made.stdout).toMatch(/^已创建分组 hall（会堂）。版本：.*chain@/);
    const groups = (await send('GET', '/api/groups', undefined, cookie)).body as {
      group: string;
      versions: Record<string, string>;
    }[];
    expect(groups.map((g) => g.group).sort()).toEqual(['hall', 'lobby']);
    for (const group of groups)
      expect(Object.keys(group.versions)).toEqual(expect.arrayContaining(['chain', 'hub', 'xndx']));

    const token = await send(
      'POST',
      '/api/provisioning-tokens',
      { group: 'lobby', label: '一楼', expiresInHours: 24, maxUses: 5 },
      cookie,
    );
    expect(token.status).toBe(200);
    const provisioned = await send('POST', '/api/enrol/provision', { token: token.body.secret, route: '/' });
    expect(provisioned.status).toBe(200);
    const wall = { authorization: `Bearer ${provisioned.body.secret as string}` };
    expect(
      (await send('POST', `/api/walls/${provisioned.body.wallId as string}/beat`, beat('lobby'), wall)).status,
    ).toBe(200);
    const layouts = await send('GET', `/api/walls/${provisioned.body.wallId as string}/layouts.json`, undefined, wall);
    expect(layouts.body.pages.hub.slots).toHaveLength(4);

    const pairing = await send('POST', '/api/enrol/pairing', { route: '/' });
    expect(
      (await send('POST', '/api/enrol/claims', { code: pairing.body.code, name: '会堂左屏', group: 'hall' }, cookie))
        .status,
    ).toBe(200);
    const audit = (await send('GET', '/api/audit', undefined, cookie)).body as {
      action: string;
      actor: string;
      target: string;
    }[];
    expect(
      audit
        .filter((e) => e.action === 'group.create')
        .map((e) => `${e.actor} ${e.target}`)
        .sort(),
    ).toEqual(['(本机命令行) hall', 'alice lobby']);
  }, 180_000);
});
