import { runCliCommand } from '../../local-channel/cli-commands';
import { sessionSecret } from '../../core/http/settings';
import { beat, type TestService } from '../../testing/harness';
import { FIXTURE_LAYOUTS } from '../../testing/published-fixture';
import { startReleaseSuite, type ReleaseSuite } from '../../testing/release-suite';

// Every write and its audit entry share one transaction: with the audit log refusing that write's entry (a CHECK
// constraint, the same on both engines), the write is not stored either. The embedded engine is enough for this.
let suite: ReleaseSuite;
let service: TestService;
let wallKey: string;
beforeAll(async () => {
  suite = await startReleaseSuite('pglite', { groups: ['lobby', 'hall'] });
  service = suite.service;
  wallKey = await suite.credential('lobby-1', 'lobby');
  await service.request('POST', '/api/walls/lobby-1/beat', {
    body: beat('lobby'),
    headers: { authorization: wallKey },
  });
}, 120_000);
afterAll(() => suite?.stop());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await service.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`, params)).rows[0].n);
const as = (cookie: string) => (method: string, path: string, body?: unknown) =>
  service.request(method, path, { body, headers: { cookie } });

/** Runs `write` while the audit log refuses entries of `action`; the write must fail as a whole. */
async function withAuditRefusing<T>(action: string, write: () => Promise<T>): Promise<T> {
  await service.db.query(`ALTER TABLE audit ADD CONSTRAINT refuse_entry CHECK (action <> '${action}') NOT VALID`);
  try {
    return await write();
  } finally {
    await service.db.query('ALTER TABLE audit DROP CONSTRAINT refuse_entry');
  }
}

test('a user created in the console is not stored when its audit entry cannot be', async () => {
  const reply = await withAuditRefusing('user.create', () =>
    as(suite.admin)('POST', '/api/users', { username: 'ghost', password: 'A long passphrase', role: 'viewer' }),
  );
  expect(reply.status).toBe(500);
  expect(await count('users WHERE username = $1', ['ghost'])).toBe(0);
});

test('a user created by the command line is not stored when its audit entry cannot be', async () => {
  await withAuditRefusing('user.create', () =>
    expect(
      runCliCommand(
        service.db,
        { command: 'create-user', args: ['ghost-cli'], role: 'viewer', password: 'A long passphrase' },
        '-',
      ),
    ).rejects.toThrow(),
  );
  expect(await count('users WHERE username = $1', ['ghost-cli'])).toBe(0);
});

test('a publish token is neither made nor revoked without its audit entry', async () => {
  const made = await withAuditRefusing('publish-token.create', () =>
    as(suite.admin)('POST', '/api/publish-tokens', { remote: 'teams' }),
  );
  expect(made.status).toBe(500);
  expect(await count('publish_tokens')).toBe(0);
  const { id } = (await as(suite.admin)('POST', '/api/publish-tokens', { remote: 'teams' })).json();
  expect(
    (await withAuditRefusing('publish-token.revoke', () => as(suite.admin)('DELETE', `/api/publish-tokens/${id}`)))
      .status,
  ).toBe(500);
  expect(await count('publish_tokens WHERE revoked_at IS NULL')).toBe(1);
});

test('a group’s week (the designer’s daypart layouts) is not stored without its audit entry, which names the layout change', async () => {
  const night = {
    ...FIXTURE_LAYOUTS.pages.hub,
    slots: FIXTURE_LAYOUTS.pages.hub.slots.map((s) => (s.id === 'a' ? { ...s, x: 10 } : s)),
  };
  const week = {
    timezone: 'Asia/Shanghai',
    offStyle: 'black',
    dayparts: [{ name: '夜间', days: [1], from: '18:00', to: '23:00', pages: { hub: night } }],
    screenOff: [],
  };
  expect(
    (await withAuditRefusing('schedule.update', () => as(suite.operator)('PUT', '/api/groups/lobby/schedule', week)))
      .status,
  ).toBe(500);
  expect(await count('group_schedules')).toBe(0);
  expect((await as(suite.operator)('PUT', '/api/groups/lobby/schedule', week)).status).toBe(200);
  const [entry] = (await as(suite.admin)('GET', '/api/audit?limit=1')).json();
  expect(entry).toMatchObject({
    action: 'schedule.update',
    detail: expect.stringMatching(/时段「夜间」页面 hub 第 1 版：开始使用时段布局（相对默认布局：移动槽位 a/),
  });
});

test('a screenshot request and a remote action are not stored without their audit entries', async () => {
  expect(
    (
      await withAuditRefusing('screenshot.request', () =>
        as(suite.operator)('POST', '/api/walls/lobby-1/screenshot-requests'),
      )
    ).status,
  ).toBe(500);
  expect(
    (
      await withAuditRefusing('wall.action', () =>
        as(suite.operator)('POST', '/api/walls/lobby-1/actions', { action: 'screenshot' }),
      )
    ).status,
  ).toBe(500);
  expect(await count('screenshots')).toBe(0);
  expect(await count('wall_actions')).toBe(0);
});

test('an alert channel, its test notice and a group’s alert rule are not stored without their audit entries', async () => {
  const channel = {
    name: '值班群',
    kind: 'dingtalk',
    url: 'https://oapi.dingtalk.com/robot/send?access_token=tok-0123456789abcdef',
    secret: 'SEC0123456789abcdefXYZW',
  };
  expect(
    (await withAuditRefusing('alert-channel.create', () => as(suite.admin)('POST', '/api/alert-channels', channel)))
      .status,
  ).toBe(500);
  expect(await count('alert_channels')).toBe(0);
  const { id } = (await as(suite.admin)('POST', '/api/alert-channels', channel)).json();
  expect(
    (await withAuditRefusing('alert-channel.test', () => as(suite.admin)('POST', `/api/alert-channels/${id}/test`)))
      .status,
  ).toBe(500);
  expect(await count('alert_outbox')).toBe(0);
  const rule = { offlineAfterMs: 120_000, slotErrorAfterMs: 60_000 };
  expect(
    (await withAuditRefusing('alert-rule.update', () => as(suite.admin)('PUT', '/api/alert-rules/lobby', rule))).status,
  ).toBe(500);
  expect(await count('alert_rules')).toBe(0);
});

test('a layout edit, a wall’s move to another group and a wall’s screenshot upload are not stored without their audit entries', async () => {
  const moved = {
    ...FIXTURE_LAYOUTS.pages.hub,
    slots: FIXTURE_LAYOUTS.pages.hub.slots.map((s) => (s.id === 'b' ? { ...s, y: 20 } : s)),
  };
  expect(
    (await withAuditRefusing('layout.update', () => as(suite.operator)('PUT', '/api/groups/lobby/layouts/hub', moved)))
      .status,
  ).toBe(500);
  expect(await count("group_layouts WHERE group_name = 'lobby' AND page = 'hub' AND version = 1")).toBe(1);
  expect(
    (await withAuditRefusing('wall.move', () => as(suite.operator)('PATCH', '/api/walls/lobby-1', { group: 'hall' })))
      .status,
  ).toBe(500);
  expect(await count("enrolled_walls WHERE wall_id = 'lobby-1' AND group_name = 'lobby'")).toBe(1);
  const { requestId } = (await as(suite.operator)('POST', '/api/walls/lobby-1/screenshot-requests')).json();
  const shot = { requestId, image: 'data:image/png;base64,AAAA', width: 1, height: 1 };
  const upload = () =>
    service.request('POST', '/api/walls/lobby-1/screenshot', { body: shot, headers: { authorization: wallKey } });
  expect((await withAuditRefusing('wall.screenshot', upload)).status).toBe(500);
  expect(await count('screenshots WHERE id = $1 AND captured_at IS NULL', [requestId])).toBe(1);
});

test('the session secret a first start makes is audited once, and the default groups it seeds are audited', async () => {
  await sessionSecret(service.db);
  expect(await count("audit WHERE action = 'session-secret.create' AND actor = '系统'")).toBe(1);
  expect(await count("audit WHERE action = 'group.create' AND actor = '系统' AND target IN ('lobby', 'hall')")).toBe(2);
});
