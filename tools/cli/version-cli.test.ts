import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishFixture } from '../../console/src/server/testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../console/src/server/testing/release-suite';
import { createUser } from '../../console/src/server/features/users/users';
import { publishBuild } from '../build/publish-build';
import { runVersionCommand } from './version-cli';

// `npm run remote -- use|rollback` as an operator types it: through the fleet when config.json names one, else the file.
let suite: ReleaseSuite;
let runtime: string;
const OPERATOR = { COCKPIT_CONSOLE_USER: 'ops-li', COCKPIT_CONSOLE_PASSWORD: 'li-operator-2026' };
beforeAll(async () => {
  suite = await startReleaseSuite('pglite', { groups: ['hub'] });
  await createUser(suite.service.db, {
    username: OPERATOR.COCKPIT_CONSOLE_USER,
    password: OPERATOR.COCKPIT_CONSOLE_PASSWORD,
    role: 'operator',
    createdBy: 'test',
  });
  runtime = mkdtempSync(join(tmpdir(), 'cockpit-version-cli-'));
}, 120_000);
afterAll(async () => {
  await suite?.stop();
  rmSync(runtime, { recursive: true, force: true });
});

/** A runtime folder whose config.json names the fleet (or not), and a remotes.json the command must leave alone. */
function runtimeFolder(fleetUrl?: string) {
  const dir = mkdtempSync(join(runtime, 'rt-'));
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ apiBase: '/cockpit', ...(fleetUrl && { fleetUrl }) }));
  writeFileSync(
    join(dir, 'remotes.json'),
    JSON.stringify({ remotes: { teams: 'http://127.0.0.1:3011/1.0.0/mf-manifest.json' } }),
  );
  const published = join(dir, 'published');
  for (const v of ['1.0.0', '1.1.0']) {
    mkdirSync(join(published, 'teams', v), { recursive: true });
    writeFileSync(join(published, 'teams', v, 'mf-manifest.json'), '{}');
  }
  const p = { manifest: join(dir, 'remotes.json'), history: join(dir, 'remotes.history.json'), published };
  return { env: { ...OPERATOR, COCKPIT_RUNTIME_DIR: dir }, p, file: () => readFileSync(p.manifest, 'utf8') };
}

const servedVersion = async () => {
  const reply = await suite.service.request('GET', '/api/groups', { headers: { cookie: suite.viewer } });
  return reply.json<{ group: string; versions: Record<string, string> }[]>().find((g) => g.group === 'hub')?.versions
    .teams;
};

test('with a fleet, use and rollback switch the group through the service, say so, and leave remotes.json alone', async () => {
  const rt = runtimeFolder(suite.service.url);
  const before = rt.file();
  expect(await runVersionCommand(['use', 'teams', '1.1.0'], rt.env, rt.p)).toContain('舰队模式');
  expect(await servedVersion()).toBe('1.1.0');
  expect(await runVersionCommand(['rollback', 'teams'], rt.env, rt.p)).toContain('分组 hub：teams 1.1.0 → 1.0.0');
  expect(await servedVersion()).toBe('1.0.0');
  expect(rt.file()).toBe(before);
});

test("with a fleet, the service's refusal is the command's error", async () => {
  const rt = runtimeFolder(suite.service.url);
  await expect(runVersionCommand(['use', 'teams', '7.7.7', '--group', 'hub'], rt.env, rt.p)).rejects.toThrow(
    '舰队服务拒绝（400）：发布清单中没有 teams@7.7.7',
  );
});

test('with a fleet and no credentials it says how to get an operator user, and changes nothing', async () => {
  const rt = runtimeFolder(suite.service.url);
  await expect(
    runVersionCommand(['use', 'teams', '1.1.0'], { COCKPIT_RUNTIME_DIR: rt.env.COCKPIT_RUNTIME_DIR }, rt.p),
  ).rejects.toThrow('--role operator');
  expect(await servedVersion()).toBe('1.0.0');
});

test('without a fleet it edits remotes.json and says it did', async () => {
  const rt = runtimeFolder();
  expect(await runVersionCommand(['use', 'teams', '1.1.0'], rt.env, rt.p)).toContain('静态模式');
  expect(JSON.parse(rt.file()).remotes.teams).toBe('http://127.0.0.1:3011/1.1.0/mf-manifest.json');
  await expect(runVersionCommand(['use', 'teams', '1.0.0', '--group', 'hub'], rt.env, rt.p)).rejects.toThrow(
    '--group 只用于舰队模式',
  );
});

test('a version published a moment ago is used at once: the refusal makes the command ask for a rescan first', async () => {
  // The build's publish step (build.ts with COCKPIT_PUBLISH_VERSION) copies its dist into the service's published folder;
  // the suite's service rescans only when asked, like one whose 15 s timer has not come round yet.
  const dist = mkdtempSync(join(runtime, 'dist-'));
  publishFixture(dist, 'teams', '1.2.0', ['overview', 'running-teams'], '^2.0.0', 'fresh12');
  publishBuild({
    dist: join(dist, 'teams', '1.2.0'),
    publishedDir: suite.dir,
    remote: 'teams',
    version: '1.2.0',
    release: true,
  });
  const rt = runtimeFolder(suite.service.url);
  expect(await runVersionCommand(['use', 'teams', '1.2.0'], rt.env, rt.p)).toContain('分组 hub：teams 1.0.0 → 1.2.0');
  expect(await servedVersion()).toBe('1.2.0');
  await expect(runVersionCommand(['use', 'teams', '7.7.8'], rt.env, rt.p)).rejects.toThrow(
    '舰队服务拒绝（400）：发布清单中没有 teams@7.7.8',
  );
});
