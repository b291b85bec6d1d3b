import { publishFixture, publishedFixture } from '../../testing/published-fixture';
import { startTestService, type TestService } from '../../testing/harness';

let service: TestService;
let published: ReturnType<typeof publishedFixture>;
let viewer: string;
beforeAll(async () => {
  published = publishedFixture();
  service = await startTestService('pglite', { ...published.options, rescanMs: 100 });
  viewer = await service.login('viewer');
}, 120_000);
afterAll(async () => {
  await service?.close();
  published?.remove();
});

const inventory = async () =>
  (await service.request('GET', '/api/releases', { headers: { cookie: viewer } })).json<
    { remote: string; version: string; build: string }[]
  >();
const until = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (await check()) return true;
  return false;
};

test('a version copied into the folder while the service runs is in the inventory without a rescan request', async () => {
  publishFixture(published.dir, 'chain', '1.7.0', ['map'], '^2.0.0', 'c17c17');
  expect(await until(async () => (await inventory()).some((r) => r.remote === 'chain' && r.version === '1.7.0'))).toBe(
    true,
  );
  const audit = (
    await service.request('GET', '/api/audit', { headers: { cookie: await service.login('admin') } })
  ).json<Record<string, unknown>[]>();
  expect(audit).toContainEqual(
    expect.objectContaining({ actor: '系统', action: 'release.rescan', detail: '新发现 chain@1.7.0' }),
  );
});

test('a folder that contradicts the inventory is logged once and the registered build stays', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  publishFixture(published.dir, 'teams', '1.0.0', ['overview'], '^2.0.0', 'beefbeef');
  await new Promise((r) => setTimeout(r, 600));
  const conflicts = warn.mock.calls.filter(([message]) =>
    String(message).includes('teams@1.0.0：登记的是 teams@1.0.0+abc123，目录中是 teams@1.0.0+beefbeef'),
  );
  warn.mockRestore();
  expect(conflicts).toHaveLength(1);
  expect(await inventory()).toContainEqual(
    expect.objectContaining({ remote: 'teams', version: '1.0.0', build: 'teams@1.0.0+abc123' }),
  );
});
