import { webhookSignature } from './channel-payloads';
import { startNoticeReceiver, type NoticeReceiver } from '../../testing/notice-receiver';
import { beat, startTestService, stopTestPostgres, testEngines, type TestService } from '../../testing/harness';

const SECRET = 'hook-secret-0123456789';

describe.each(testEngines())('alert delivery on %s', (engine) => {
  let service: TestService;
  let admin: string;
  /** Each wall's own credential, enrolled at its first beat. */
  const credentials = new Map<string, Promise<string>>();
  beforeAll(async () => {
    service = await startTestService(engine, {
      alertTimings: { sweepMs: 0, dispatchMs: 0, retryBaseMs: 20 },
      wallDirectory: (id) => (id.startsWith('hub-') ? { name: '大厅左屏', location: '一楼大厅东侧' } : undefined),
    });
    admin = await service.login('admin');
  }, 120_000);
  afterAll(async () => {
    await service?.close();
    if (engine === 'postgres') stopTestPostgres();
  });

  const channelTo = async (receiver: NoticeReceiver, name: string) =>
    (
      await service.request('POST', '/api/alert-channels', {
        body: { name, kind: 'webhook', url: `${receiver.url}/hook`, secret: SECRET },
        headers: { cookie: admin },
      })
    ).json<{ id: number }>();
  const disable = (id: number, name: string) =>
    service.request('PUT', `/api/alert-channels/${id}`, {
      body: { name, kind: 'webhook', enabled: false },
      headers: { cookie: admin },
    });
  const beatFrom = async (wallId: string) => {
    if (!credentials.has(wallId))
      credentials.set(
        wallId,
        service.enrol('hub', wallId).then((wall) => wall.authorization),
      );
    return service.request('POST', `/api/walls/${wallId}/beat`, {
      body: beat('hub'),
      headers: { authorization: await credentials.get(wallId)! },
    });
  };
  /** Runs the sender until the receiver has `count` requests (each retry is due 20 ms × 2^n later). */
  const deliverUntil = async (receiver: NoticeReceiver, count: number) => {
    for (let round = 0; round < 200 && receiver.received.length < count; round++) {
      await service.alerts.dispatcher.tick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return receiver.waitFor(count, 1000);
  };

  test('a silent wall past its threshold reaches the webhook once, signed, naming wall, place, group, since and why', async () => {
    const receiver = await startNoticeReceiver();
    const channel = await channelTo(receiver, `hook-once-${engine}`);
    await beatFrom('hub-a1');
    await service.alerts.engine.sweep(Date.now() + 121_000);
    await service.alerts.engine.sweep(Date.now() + 180_000);
    const [got] = await deliverUntil(receiver, 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await service.alerts.dispatcher.tick();
    expect(receiver.received).toHaveLength(1);
    expect(got.headers['x-cockpit-signature']).toBe(
      webhookSignature(SECRET, String(got.headers['x-cockpit-timestamp']), got.body),
    );
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ type: 'alert', kind: 'wall-offline', title: '【告警】大厅左屏 离线' });
    expect(body.lines).toEqual(
      expect.arrayContaining([
        '墙面：大厅左屏（hub-a1）',
        '位置：一楼大厅东侧',
        '分组：hub',
        expect.stringMatching(/^开始于：\d{4}-/),
        expect.stringMatching(/^原因：墙面离线/),
      ]),
    );
    await disable(channel.id, `hook-once-${engine}`);
    await receiver.close();
  });

  test('a wall that beats again brings a recovery notice', async () => {
    const receiver = await startNoticeReceiver();
    const channel = await channelTo(receiver, `hook-recover-${engine}`);
    await beatFrom('hub-a2');
    await service.alerts.engine.sweep(Date.now() + 121_000);
    await beatFrom('hub-a2');
    await service.alerts.engine.sweep(Date.now());
    // The earlier test's silent wall recovers in the same sweep: only this wall's notices are counted.
    const aboutThisWall = (r: { body: string }) =>
      (JSON.parse(r.body) as { lines?: string[] }).lines?.some((line) => line.includes('（hub-a2）'));
    for (let round = 0; round < 200 && receiver.received.filter(aboutThisWall).length < 2; round++) {
      await service.alerts.dispatcher.tick();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const notices = receiver.received.filter(aboutThisWall).map((r) => JSON.parse(r.body) as { title: string });
    // The alert was judged at a clock 121 s ahead, so its notice is due after the recovery's: compare without order.
    expect(notices.map((n) => n.title).sort()).toEqual(['【告警】大厅左屏 离线', '【恢复】大厅左屏 已恢复在线'].sort());
    await disable(channel.id, `hook-recover-${engine}`);
    await receiver.close();
  });

  test('a receiver that answers 500 is retried, and each attempt is in the delivery log', async () => {
    const receiver = await startNoticeReceiver([500, 200]);
    const channel = await channelTo(receiver, `hook-retry-${engine}`);
    await service.request('POST', `/api/alert-channels/${channel.id}/test`, { headers: { cookie: admin } });
    await deliverUntil(receiver, 2);
    const log = (await service.request('GET', '/api/alert-deliveries', { headers: { cookie: admin } }))
      .json<Record<string, unknown>[]>()
      .filter((d) => d.channelId === channel.id);
    expect(log).toEqual([
      expect.objectContaining({ attempt: 2, ok: true, status: 200, type: 'test' }),
      expect.objectContaining({ attempt: 1, ok: false, status: 500, answer: '{"error":"receiver down"}' }),
    ]);
    await disable(channel.id, `hook-retry-${engine}`);
    await receiver.close();
  });

  test('a receiver that is down is logged as a failed attempt with its reason, and retried later', async () => {
    const receiver = await startNoticeReceiver();
    const url = receiver.url;
    await receiver.close();
    const channel = (
      await service.request('POST', '/api/alert-channels', {
        body: { name: `down-${engine}`, kind: 'webhook', url, secret: SECRET },
        headers: { cookie: admin },
      })
    ).json<{ id: number }>();
    await service.request('POST', `/api/alert-channels/${channel.id}/test`, { headers: { cookie: admin } });
    await service.alerts.dispatcher.tick();
    const outbox = (await service.request('GET', '/api/alert-outbox', { headers: { cookie: admin } })).json<
      Record<string, unknown>[]
    >();
    expect(outbox.find((o) => o.channelId === channel.id)).toMatchObject({ status: 'pending', attempts: 1 });
    const log = (await service.request('GET', '/api/alert-deliveries', { headers: { cookie: admin } })).json<
      Record<string, unknown>[]
    >();
    expect(log.find((d) => d.channelId === channel.id)).toMatchObject({
      ok: false,
      answer: expect.stringMatching(/^连接失败/),
    });
    await service.request('DELETE', `/api/alert-channels/${channel.id}`, { headers: { cookie: admin } });
  });
});
