import { rotateMetricsToken } from '../health';
import type { PairingIssued } from '@cockpit/protocol';
import { publishedFixture } from '../../testing/published-fixture';
import { beat, startTestService, type TestService } from '../../testing/harness';

let service: TestService;
let published: ReturnType<typeof publishedFixture>;
let operator: string;
let admin: string;
beforeAll(async () => {
  published = publishedFixture();
  service = await startTestService('pglite', { ...published.options, seedGroups: ['hub', 'xndx', 'meeting'] });
  [operator, admin] = [await service.login('operator'), await service.login('admin')];
}, 120_000);
afterAll(async () => {
  await service?.close();
  published?.remove();
});

const postBeat = (wallId: string, authorization: string) =>
  service.request('POST', `/api/walls/${wallId}/beat`, { body: beat('hub'), headers: { authorization } });
const patch = (wallId: string, body: unknown, cookie = operator) =>
  service.request('PATCH', `/api/walls/${wallId}`, { body, headers: { cookie } });
const audit = async () =>
  (await service.request('GET', '/api/audit', { headers: { cookie: admin } })).json<Record<string, string>[]>();
const listed = async () =>
  (await service.request('GET', '/api/walls', { headers: { cookie: operator } })).json<Record<string, unknown>[]>();

test('an operator renames a wall, says where it hangs, and moves it: audited, and its next beat follows the new group', async () => {
  const wall = await service.enrol('hub', 'move-1');
  await postBeat('move-1', wall.authorization);
  const moved = await patch('move-1', {
    name: '会议室屏',
    location: '三楼会议室',
    notes: '周一检修',
    group: 'meeting',
  });
  expect(moved.json()).toMatchObject({
    wallId: 'move-1',
    name: '会议室屏',
    location: '三楼会议室',
    notes: '周一检修',
    group: 'meeting',
  });
  expect(await listed()).toContainEqual(
    expect.objectContaining({ wallId: 'move-1', group: 'meeting', name: '会议室屏', location: '三楼会议室' }),
  );
  expect((await postBeat('move-1', wall.authorization)).json()).toMatchObject({
    group: 'meeting',
    name: '会议室屏',
    location: '三楼会议室',
  });
  const entries = (await audit()).filter((e) => e.target === 'move-1');
  expect(entries).toContainEqual(
    expect.objectContaining({
      action: 'wall.move',
      detail: '分组 hub → meeting',
      actor: expect.stringMatching(/^operator/),
    }),
  );
  expect(entries).toContainEqual(
    expect.objectContaining({ action: 'wall.update', detail: expect.stringContaining('名称 「') }),
  );
});

test('a move to a group that does not exist is refused naming the field, and nothing changes', async () => {
  await service.enrol('hub', 'move-2');
  const reply = await patch('move-2', { group: 'nowhere' });
  expect(reply.status).toBe(400);
  expect(reply.json()).toMatchObject({ field: 'group', error: expect.stringContaining('nowhere') });
  expect((await service.db.query('SELECT group_name FROM enrolled_walls WHERE wall_id = $1', ['move-2'])).rows).toEqual(
    [{ group_name: 'hub' }],
  );
});

test("a wall's credential cannot move or rename any wall (console writes need an operator's session)", async () => {
  const wall = await service.enrol('xndx', 'lab-1');
  await service.enrol('hub', 'hub-9');
  expect(
    (
      await service.request('PATCH', '/api/walls/hub-9', {
        body: { group: 'xndx' },
        headers: { authorization: wall.authorization },
      })
    ).status,
  ).toBe(401);
  expect((await service.db.query('SELECT group_name FROM enrolled_walls WHERE wall_id = $1', ['hub-9'])).rows).toEqual([
    { group_name: 'hub' },
  ]);
});

test('a re-paired wall is refused at its next beat; its new code claimed into it gives it a new credential under the same id', async () => {
  const wall = await service.enrol('hub', 'pair-1');
  expect((await postBeat('pair-1', wall.authorization)).status).toBe(200);
  expect(
    (await service.request('POST', '/api/walls/pair-1/re-pair', { body: {}, headers: { cookie: operator } })).status,
  ).toBe(200);
  expect((await postBeat('pair-1', wall.authorization)).json()).toMatchObject({ reason: 'revoked' });
  expect(await listed()).toContainEqual(expect.objectContaining({ wallId: 'pair-1', rePairing: true }));
  const issued = (
    await service.request('POST', '/api/enrol/pairing', { body: { route: '/', suggestedName: 'pair-1' } })
  ).json<PairingIssued>();
  const claimed = await service.request('POST', '/api/enrol/claims', {
    body: { code: issued.code, name: '大厅左屏', group: 'hub', wallId: 'pair-1' },
    headers: { cookie: operator },
  });
  expect(claimed.json()).toMatchObject({ wallId: 'pair-1', name: '大厅左屏' });
  const { credential } = (
    await service.request('POST', '/api/enrol/pairing/poll', {
      body: {},
      headers: { authorization: `Bearer ${issued.pairingSecret}` },
    })
  ).json();
  expect((await postBeat('pair-1', `Bearer ${credential.secret}`)).status).toBe(200);
  expect((await postBeat('pair-1', wall.authorization)).status).toBe(401);
  expect(await audit()).toContainEqual(expect.objectContaining({ action: 'wall.re-pair', target: 'pair-1' }));
});

test('a claim into a wall that still holds a live credential is refused', async () => {
  await service.enrol('hub', 'live-1');
  const issued = (await service.request('POST', '/api/enrol/pairing', { body: { route: '/' } })).json<PairingIssued>();
  const reply = await service.request('POST', '/api/enrol/claims', {
    body: { code: issued.code, name: '抢占', group: 'hub', wallId: 'live-1' },
    headers: { cookie: operator },
  });
  expect(reply.status).toBe(409);
  expect(reply.json().field).toBe('wallId');
});

test('a retired wall is refused at its next beat, gone from the list and /metrics, and its audit history stays', async () => {
  const wall = await service.enrol('hub', 'old-1');
  await postBeat('old-1', wall.authorization);
  const scrape = { authorization: `Bearer ${await rotateMetricsToken(service.db)}` };
  expect((await service.request('GET', '/metrics', { headers: scrape })).text).toContain('wall="old-1"');
  expect((await service.request('DELETE', '/api/walls/old-1', { headers: { cookie: operator } })).status).toBe(200);
  expect((await postBeat('old-1', wall.authorization)).json()).toMatchObject({
    reason: 'retired',
    error: expect.stringContaining('停用'),
  });
  expect((await listed()).map((w) => w.wallId)).not.toContain('old-1');
  expect((await service.request('GET', '/metrics', { headers: scrape })).text).not.toContain('old-1');
  expect(await audit()).toContainEqual(expect.objectContaining({ action: 'wall.retire', target: 'old-1' }));
  expect((await patch('old-1', { name: '复活' })).status).toBe(404);
});

test('an admin creates a provisioning token, shown once; a kiosk exchanges it once per use until it is used up', async () => {
  const created = await service.request('POST', '/api/provisioning-tokens', {
    body: { group: 'xndx', label: '展厅安装批次', expiresInHours: 2, maxUses: 1 },
    headers: { cookie: admin },
  });
  const { secret, id } = created.json();
  expect(secret).toMatch(/^cpv_/);
  expect((await service.request('GET', '/api/provisioning-tokens', { headers: { cookie: admin } })).text).not.toContain(
    secret,
  );
  const exchange = () =>
    service.request('POST', '/api/enrol/provision', {
      body: { token: secret, route: '/xndx', suggestedName: 'kiosk-1' },
    });
  const first = await exchange();
  expect(first.json()).toMatchObject({ wallId: 'kiosk-1', group: 'xndx', secret: expect.stringMatching(/^cwc_/) });
  expect((await postBeat('kiosk-1', `Bearer ${first.json().secret}`)).json()).toMatchObject({ group: 'xndx' });
  const second = await exchange();
  expect(second.status).toBe(401);
  expect(second.json().error).toContain('用完');
  expect(
    (await service.request('GET', '/api/provisioning-tokens', { headers: { cookie: admin } })).json(),
  ).toContainEqual(expect.objectContaining({ id, uses: 1, maxUses: 1 }));
  expect(await audit()).toContainEqual(expect.objectContaining({ action: 'wall.provision', target: 'kiosk-1' }));
});

test('a revoked or expired provisioning token enrols nothing; only an admin manages tokens', async () => {
  const make = async () =>
    (
      await service.request('POST', '/api/provisioning-tokens', {
        body: { group: 'hub', label: '批次', expiresInHours: 1, maxUses: 5 },
        headers: { cookie: admin },
      })
    ).json();
  const revoked = await make();
  expect(
    (await service.request('DELETE', `/api/provisioning-tokens/${revoked.id}`, { headers: { cookie: admin } })).json(),
  ).toMatchObject({ revokedAt: expect.any(Number) });
  const expired = await make();
  await service.db.query('UPDATE provisioning_tokens SET expires_at = 1 WHERE id = $1', [expired.id]);
  for (const [token, words] of [
    [revoked.secret, '吊销'],
    [expired.secret, '过期'],
    ['cpv_nonsense', '不对'],
  ]) {
    const reply = await service.request('POST', '/api/enrol/provision', { body: { token, route: '/' } });
    expect(reply.status).toBe(401);
    expect(reply.json().error).toContain(words);
  }
  expect(
    (
      await service.request('POST', '/api/provisioning-tokens', {
        body: { group: 'hub', label: 'x', expiresInHours: 1, maxUses: 1 },
        headers: { cookie: operator },
      })
    ).status,
  ).toBe(403);
  expect(await audit()).toContainEqual(expect.objectContaining({ action: 'provisioning-token.revoke' }));
});

test('a full fleet refuses another wall, by code or by token, saying why', async () => {
  const small = await startTestService('pglite', { ...published.options, seedGroups: ['hub'], maxWalls: 1 });
  try {
    await small.enrol('hub', 'only-1');
    const cookie = await small.login('operator');
    const issued = (await small.request('POST', '/api/enrol/pairing', { body: { route: '/' } })).json<PairingIssued>();
    const claim = await small.request('POST', '/api/enrol/claims', {
      body: { code: issued.code, name: '多余', group: 'hub' },
      headers: { cookie },
    });
    expect(claim.status).toBe(503);
    expect(claim.json().error).toContain('上限');
    expect((await small.db.query('SELECT count(*)::int AS n FROM enrolled_walls')).rows).toEqual([{ n: 1 }]);
  } finally {
    await small.close();
  }
});
