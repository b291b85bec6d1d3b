import { startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

describe.each(testEngines())('alert channels on %s', (engine) => {
  let service: TestService;
  let admin: string;
  let operator: string;
  beforeAll(async () => {
    service = await startTestService(engine, { alertTimings: { sweepMs: 0, dispatchMs: 0 } });
    [admin, operator] = [await service.login('admin', `alerts-admin-${engine}`), await service.login('operator')];
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  const wecomUrl = 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7aaa-4bc4-97a0-0ec2sifa9f3e';
  const create = (body: unknown, cookie = admin) =>
    service.request('POST', '/api/alert-channels', { body, headers: { cookie } });
  const list = async () =>
    (await service.request('GET', '/api/alert-channels', { headers: { cookie: admin } })).json<
      Record<string, unknown>[]
    >();

  test('a created channel is shown with its URL and secret masked, never in full', async () => {
    const created = await create({
      name: '值班群',
      kind: 'dingtalk',
      url: 'https://oapi.dingtalk.com/robot/send?access_token=tok-0123456789abcdef',
      secret: 'SEC0123456789abcdefXYZW',
    });
    expect(created.status).toBe(201);
    const row = (await list()).find((c) => c.id === created.json().id);
    expect(row).toMatchObject({
      name: '值班群',
      kind: 'dingtalk',
      url: 'https://oapi.dingtalk.com/robot/send?access_token=••••cdef',
      secretHint: '••••XYZW',
    });
    expect(JSON.stringify(await list())).not.toMatch(/SEC0123|tok-0123/);
  });

  test('an edit without url and secret keeps them (the delivery still reaches the stored robot)', async () => {
    const { id } = (await create({ name: '运维群', kind: 'wecom', url: wecomUrl })).json<{ id: number }>();
    const edited = await service.request('PUT', `/api/alert-channels/${id}`, {
      body: { name: '运维二群', kind: 'wecom', enabled: false },
      headers: { cookie: admin },
    });
    expect(edited.json()).toMatchObject({
      name: '运维二群',
      enabled: false,
      url: 'https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=••••9f3e',
    });
  });

  test('a URL that is not http(s) is refused 400 naming url', async () => {
    expect((await create({ name: 'x', kind: 'wecom', url: 'gopher://127.0.0.1:25/' })).json()).toEqual({
      error: '接收地址只能是 http 或 https',
      field: 'url',
    });
  });

  test('an oversized body is refused 400, not stored', async () => {
    const reply = await create({
      name: 'x',
      kind: 'webhook',
      url: `http://127.0.0.1/${'a'.repeat(9000)}`,
      secret: 'x'.repeat(20),
    });
    expect(reply.status).toBe(400);
    expect((await list()).some((c) => c.name === 'x')).toBe(false);
  });

  test('an operator can neither list nor create channels', async () => {
    expect((await service.request('GET', '/api/alert-channels', { headers: { cookie: operator } })).status).toBe(403);
    expect((await create({ name: 'y', kind: 'wecom', url: wecomUrl }, operator)).status).toBe(403);
  });

  test('create, edit, test and delete are audited', async () => {
    const { id } = (await create({ name: '审计群', kind: 'wecom', url: wecomUrl })).json<{ id: number }>();
    await service.request('PUT', `/api/alert-channels/${id}`, {
      body: { name: '审计群', kind: 'wecom' },
      headers: { cookie: admin },
    });
    expect(
      (await service.request('POST', `/api/alert-channels/${id}/test`, { headers: { cookie: admin } })).status,
    ).toBe(202);
    await service.request('DELETE', `/api/alert-channels/${id}`, { headers: { cookie: admin } });
    const actions = (await service.request('GET', '/api/audit', { headers: { cookie: admin } }))
      .json<{ action: string; target: string }[]>()
      .filter((a) => a.target.startsWith('审计群'))
      .map((a) => a.action);
    expect(actions).toEqual([
      'alert-channel.delete',
      'alert-channel.test',
      'alert-channel.update',
      'alert-channel.create',
    ]);
  });

  test('a deleted channel is gone from the list and a second delete is 404', async () => {
    const { id } = (await create({ name: '删除群', kind: 'wecom', url: wecomUrl })).json<{ id: number }>();
    await service.request('DELETE', `/api/alert-channels/${id}`, { headers: { cookie: admin } });
    expect((await list()).some((c) => c.id === id)).toBe(false);
    expect((await service.request('DELETE', `/api/alert-channels/${id}`, { headers: { cookie: admin } })).status).toBe(
      404,
    );
  });
});
