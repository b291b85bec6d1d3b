import { beat, slot, startTestService, type TestService } from '../../testing/harness';
import { startNoticeReceiver, type NoticeReceiver } from '../../testing/notice-receiver';

// The slot rule through the service: beats from an enrolled wall, the engine's sweep, the outbox, a webhook.
let service: TestService;
let receiver: NoticeReceiver;
let authorization: string;
const MINUTE = 60_000;

beforeAll(async () => {
  service = await startTestService('pglite', {
    alertTimings: { sweepMs: 0, dispatchMs: 0 },
    wallDirectory: () => ({ name: '二楼东屏', location: '二楼走廊' }),
  });
  receiver = await startNoticeReceiver();
  const admin = await service.login('admin');
  const channel = await service.request('POST', '/api/alert-channels', {
    body: { name: '槽位告警', kind: 'webhook', url: `${receiver.url}/hook`, secret: 'slot-error-secret-0123456789' },
    headers: { cookie: admin },
  });
  expect(channel.status).toBe(201);
  // Sweeps judged minutes ahead would find the wall silent too: its offline threshold is a day here.
  const rule = await service.request('PUT', '/api/alert-rules/hub', {
    body: { offlineAfterMs: 24 * 60 * MINUTE, slotErrorAfterMs: 5 * MINUTE },
    headers: { cookie: admin },
  });
  expect(rule.status).toBe(200);
  authorization = (await service.enrol('hub', 'hub-e1')).authorization;
}, 120_000);
afterAll(async () => {
  await service?.close();
  await receiver?.close();
});

async function beatWith(state: 'error' | 'ready'): Promise<void> {
  const broken = {
    ...slot('b', 'talent/trend', state),
    ...(state === 'error' ? { lastError: { class: 'DataError', message: '接口返回 502' } } : {}),
  };
  const reply = await service.request('POST', '/api/walls/hub-e1/beat', {
    body: beat('hub', { slots: [slot('a', 'teams/overview'), broken] }),
    headers: { authorization },
  });
  expect(reply.status).toBe(200);
}

async function notices(count: number): Promise<{ type: string; title: string; lines: string[] }[]> {
  for (let round = 0; round < 100 && receiver.received.length < count; round++) {
    await service.alerts.dispatcher.tick();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await receiver.waitFor(count, 1000)).map((r) => JSON.parse(r.body));
}

test('a slot in error past its group’s 5 min is one alert with the error, and its recovery follows when the slot is ready again', async () => {
  const t0 = Date.now();
  await beatWith('error');
  await service.alerts.engine.sweep(t0);
  await service.alerts.engine.sweep(t0 + 4 * MINUTE);
  expect(receiver.received).toHaveLength(0);
  await service.alerts.engine.sweep(t0 + 5 * MINUTE + 1000);
  await service.alerts.engine.sweep(t0 + 6 * MINUTE);
  const [alert] = await notices(1);
  expect(alert).toMatchObject({ type: 'alert', title: '【告警】二楼东屏 槽位 b 出错' });
  expect(alert.lines).toEqual(
    expect.arrayContaining([
      '位置：二楼走廊',
      '槽位：b（talent/trend）',
      expect.stringContaining('DataError: 接口返回 502'),
    ]),
  );

  await beatWith('ready');
  await service.alerts.engine.sweep(Date.now());
  const [, recovery] = await notices(2);
  expect(recovery).toMatchObject({ type: 'recovery', title: '【恢复】二楼东屏 槽位 b 已恢复' });
  expect(receiver.received).toHaveLength(2);
});
