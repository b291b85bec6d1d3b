import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestService, type TestService } from '../../console/src/server/testing/harness';
import { REPO_ROOT } from './topology';

// The real `cockpit-remote publish`, run as a team runs it, against a real fleet service on the embedded database.
const CLI = join(REPO_ROOT, 'build-config/bin/cockpit-remote.js');
const HOST = 'https://acme.example.cn/remotes';
const PAGE = { width: 1920, height: 980, slots: [{ id: 'a', x: 0, y: 0, w: 600, h: 400, panels: ['acme/overview'] }] };

let service: TestService;
let admin: string;
let work: string;
beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'cockpit-publish-fleet-'));
  mkdirSync(join(work, 'empty-published'));
  // acme's team serves its builds from its own host: the service's published folder never has them.
  service = await startTestService('pglite', {
    publishedDir: join(work, 'empty-published'),
    remoteOrigins: [HOST],
    defaultRemotes: { acme: '1.0.0' },
    defaultLayouts: { pages: { hub: PAGE } },
    rolloutTickMs: 0,
    rescanMs: 0,
  });
  admin = await service.login('admin');
  await service.enrol('hub');
}, 120_000);
afterAll(async () => {
  await service?.close();
  rmSync(work, { recursive: true, force: true });
});

let builds = 0;
/** A built remote package of acme at `version` in a fresh folder, as `pnpm run build` leaves it. */
function builtRemote(version: string): string {
  const dir = join(work, `acme-${++builds}`);
  mkdirSync(join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'acme', version, cockpit: { bundle: 'acme' } }));
  const cockpit = { remote: 'acme', version, hash: 'ac01ac01', id: `acme@${version}+ac01ac01`, sdk: '^2.0.0' };
  writeFileSync(
    join(dir, 'dist/mf-manifest.json'),
    JSON.stringify({
      metaData: { name: 'acme', cockpit },
      exposes: [{ id: 'acme:overview', name: 'overview', path: './overview' }],
    }),
  );
  writeFileSync(join(dir, 'dist/remoteEntry.js'), '// acme');
  return dir;
}

const tokenFor = async (remote: string) =>
  (await service.request('POST', '/api/publish-tokens', { body: { remote }, headers: { cookie: admin } })).json<{
    secret: string;
  }>().secret;

/** Runs `cockpit-remote publish <args>` in `dir` with only the given token and fleet in its environment. */
function publish(
  dir: string,
  args: string[],
  env: { token?: string; fleet?: string } = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  const { COCKPIT_PUBLISH_TOKEN: _token, COCKPIT_FLEET_URL: _fleet, ...inherited } = process.env;
  const own = {
    ...(env.token ? { COCKPIT_PUBLISH_TOKEN: env.token } : {}),
    ...(env.fleet ? { COCKPIT_FLEET_URL: env.fleet } : {}),
  };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, 'publish', ...args],
      { cwd: dir, env: { ...inherited, ...own } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

const putLayout = () =>
  service.request('PUT', '/api/groups/hub/layouts/hub', { body: PAGE, headers: { cookie: admin } });

test('a publish with --fleet registers the version with its panels, and a layout may then place them', async () => {
  const target = join(work, 'registered');
  expect((await putLayout()).json()).toMatchObject({
    field: 'slots[0].panels[0]',
    error: expect.stringContaining('acme@1.0.0'),
  });
  const run = await publish(builtRemote('1.0.0'), ['--target', target, '--base-url', HOST, '--fleet', service.url], {
    token: await tokenFor('acme'),
  });
  expect(run).toMatchObject({ code: 0, stderr: '' });
  expect(/清单地址[^：]*：(\S+)/.exec(run.stdout)?.[1]).toBe(`${HOST}/acme/1.0.0/mf-manifest.json`);
  expect(run.stdout).toContain(`已登记到大屏集群服务 ${service.url}：acme@1.0.0（acme@1.0.0+ac01ac01）`);
  const inventory = (await service.request('GET', '/api/releases', { headers: { cookie: admin } })).json();
  expect(inventory).toContainEqual(
    expect.objectContaining({
      remote: 'acme',
      version: '1.0.0',
      exposes: ['overview'],
      manifestUrl: `${HOST}/acme/1.0.0/mf-manifest.json`,
    }),
  );
  expect((await putLayout()).status).toBe(200);
});

test('a version already in the target is refused, with or without a fleet, and its folder is left as it was', async () => {
  const target = join(work, 'twice');
  expect((await publish(builtRemote('1.3.0'), ['--target', target])).code).toBe(0);
  writeFileSync(join(target, 'acme/1.3.0/remoteEntry.js'), '// the published build');
  const again = await publish(builtRemote('1.3.0'), ['--target', target]);
  expect(again).toMatchObject({ code: 2, stderr: expect.stringContaining('已发布的版本不可更改，请使用新的版本号') });
  const viaFleet = await publish(builtRemote('1.3.0'), ['--target', target, '--base-url', HOST], {
    token: await tokenFor('acme'),
    fleet: service.url,
  });
  expect(viaFleet.code).toBe(2);
  expect(readFileSync(join(target, 'acme/1.3.0/remoteEntry.js'), 'utf8')).toBe('// the published build');
});

test('a version the fleet already has is refused 409 and leaves no folder behind', async () => {
  const token = await tokenFor('acme');
  const body = {
    remote: 'acme',
    version: '1.1.0',
    build: 'acme@1.1.0+0ther0',
    sdkRange: '^2.0.0',
    manifestUrl: `${HOST}/acme/1.1.0/mf-manifest.json`,
  };
  expect(
    (await service.request('POST', '/api/releases', { body, headers: { authorization: `Bearer ${token}` } })).status,
  ).toBe(201);
  const target = join(work, 'conflict');
  const run = await publish(builtRemote('1.1.0'), ['--target', target, '--base-url', HOST, '--fleet', service.url], {
    token,
  });
  expect(run).toMatchObject({ code: 1, stderr: expect.stringContaining('已发布的版本不可更改') });
  expect(existsSync(join(target, 'acme/1.1.0'))).toBe(false);
});

test('without a token nothing is copied and the message says where the token goes', async () => {
  const target = join(work, 'no-token');
  const run = await publish(builtRemote('1.2.0'), ['--target', target, '--base-url', HOST, '--fleet', service.url]);
  expect(run).toMatchObject({ code: 2, stderr: expect.stringContaining('COCKPIT_PUBLISH_TOKEN') });
  expect(existsSync(join(target, 'acme'))).toBe(false);
});

test('a token of another remote is refused 403 and leaves nothing behind', async () => {
  const target = join(work, 'foreign');
  const run = await publish(builtRemote('1.4.0'), ['--target', target, '--base-url', HOST], {
    token: await tokenFor('talent'),
    fleet: service.url,
  });
  expect(run).toMatchObject({ code: 1, stderr: expect.stringContaining('只能发布远程模块 talent') });
  expect(existsSync(join(target, 'acme'))).toBe(false);
  const inventory = (await service.request('GET', '/api/releases', { headers: { cookie: admin } })).json<
    { version: string }[]
  >();
  expect(inventory.map((r) => r.version)).not.toContain('1.4.0');
});

test('with a fleet but no http(s) base URL the publish is refused before anything is copied', async () => {
  const target = join(work, 'no-url');
  const run = await publish(builtRemote('1.5.0'), ['--target', target, '--fleet', service.url], {
    token: await tokenFor('acme'),
  });
  expect(run).toMatchObject({ code: 2, stderr: expect.stringContaining('--base-url 或 --remote-base-url') });
  expect(existsSync(join(target, 'acme'))).toBe(false);
});
