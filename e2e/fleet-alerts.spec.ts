import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { WebhookReceiver } from './alert-receivers';
import { consoleApi, openEnrolledWall, wallId } from './fleet-enrol';
import { ADMIN, FLEET_BEAT_MS, openConsole, startFleetStack } from './fleet-stack';

// A wall goes dark and comes back; an administrator's webhooks hear of it from the real service, by the product's own
// rule (hub's offline threshold at its minimum, 45 s) and its own sweep (5 s) and retry timings.
test.describe.configure({ mode: 'serial' });

const THRESHOLD_S = 45;
const SWEEP_S = 5;
const WALL = 'alert-lobby';
const KEY = `wall-offline:${WALL}`;
const PLACE = '一号楼大厅东墙';
let stack: RunningStack;
let admin: APIRequestContext;
let duty: WebhookReceiver;
let broken: WebhookReceiver;
let console_: Page;
let wall: Page;
let wallContext: BrowserContext;
let closedAt = 0;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  stack = await startFleetStack(2800);
  duty = await WebhookReceiver.start('duty-webhook-secret-2026');
  broken = await WebhookReceiver.start('broken-webhook-secret-2026', [500]);
  admin = await consoleApi(stack, ADMIN);
  const reply = await admin.post('/api/alert-channels', {
    data: { name: '坏掉的接收方', kind: 'webhook', url: broken.url, secret: broken.secret, enabled: true },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  wall = await openEnrolledWall(browser, stack, { name: WALL, group: 'hub' });
  wallContext = wall.context();
  const placed = await admin.patch(`/api/walls/${WALL}`, { data: { location: PLACE } });
  expect(placed.ok(), await placed.text()).toBe(true);
  console_ = await openConsole(browser, stack.fleetUrl!, ADMIN);
  await console_
    .getByRole('navigation', { name: '控制台导航' })
    .getByRole('link', { name: '告警', exact: true })
    .click();
  await expect(console_.getByRole('heading', { name: '告警', level: 1 })).toBeVisible();
});
test.afterAll(async () => {
  for (const context of [wallContext, console_?.context()]) await context?.close();
  await admin?.dispose();
  await Promise.all([duty?.close(), broken?.close()]);
  await stack?.close();
});

test('an administrator adds a signed webhook and sets hub’s offline threshold to its minimum on the 告警 page', async () => {
  await console_.getByRole('button', { name: '新建通道' }).click();
  const dialog = console_.getByRole('dialog', { name: '新建告警通道' });
  await dialog.getByLabel('名称').fill('值班群 Webhook');
  await dialog.getByRole('combobox', { name: '类型' }).click();
  await console_.getByRole('option', { name: 'Webhook（JSON）' }).click();
  await dialog.getByLabel('接收地址').fill(duty.url);
  await dialog.getByLabel(/签名密钥/).fill(duty.secret);
  await dialog.getByRole('button', { name: '创建' }).click();
  const channels = console_.getByRole('table', { name: '告警通道' });
  await expect(channels.getByRole('row', { name: /值班群 Webhook/ })).toContainText(`••••${duty.secret.slice(-4)}`);
  await expect(console_.getByText(duty.secret)).toHaveCount(0);

  await console_.getByRole('button', { name: '修改分组 hub 的阈值' }).click();
  await console_.getByLabel('离线多久告警（秒）').fill(String(THRESHOLD_S));
  await console_.getByRole('dialog').getByRole('button', { name: '保存' }).click();
  await expect(console_.getByRole('table', { name: '各分组阈值' }).getByRole('row', { name: /hub/ })).toContainText(
    ADMIN.username,
  );
});

test('a closed wall’s offline alert reaches the webhook within the threshold and one sweep, signed, saying which wall, where, since when and why', async () => {
  test.setTimeout(180_000);
  await wall.close();
  closedAt = Date.now();
  const alert = await duty.first(KEY, 'alert', (THRESHOLD_S + SWEEP_S + 60) * 1000);
  const after = (alert.at - closedAt) / 1000;
  console.log(`墙面关闭后 ${after.toFixed(1)} 秒收到离线告警（阈值 ${THRESHOLD_S} 秒 + 巡检 ${SWEEP_S} 秒）`);
  expect(after).toBeLessThanOrEqual(THRESHOLD_S + SWEEP_S + 3);
  expect(alert.signed).toBe(true);
  expect(alert.body.title).toBe(`【告警】${WALL} 离线`);
  expect(alert.body.text).toContain(`墙面：${WALL}（${WALL}）`);
  expect(alert.body.text).toContain(`位置：${PLACE}`);
  expect(alert.body.text).toMatch(/开始于：\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  expect(alert.body.text).toMatch(new RegExp(`原因：墙面离线：已 \\d+ 秒没有心跳（分组阈值 ${THRESHOLD_S} 秒）`));
});

test('a receiver answering 500 is retried with growing waits, and each attempt shows in the delivery log', async () => {
  test.setTimeout(120_000);
  await expect
    .poll(() => broken.about(KEY, 'alert').length, { timeout: 90_000, intervals: [500] })
    .toBeGreaterThanOrEqual(3);
  const [first, second, third] = broken.about(KEY, 'alert').map((d) => d.at);
  console.log(
    `500 接收方的重试间隔：${((second - first) / 1000).toFixed(1)} 秒、${((third - second) / 1000).toFixed(1)} 秒`,
  );
  expect(third - second).toBeGreaterThan((second - first) * 1.5);
  const log = console_.getByRole('table', { name: '投递记录' });
  for (const attempt of [1, 2, 3]) {
    const row = log
      .getByRole('row')
      .filter({ hasText: '坏掉的接收方' })
      .filter({ hasText: `第 ${attempt} 次` })
      .filter({ hasText: `${WALL} 离线` });
    await expect(row).toContainText('失败', { timeout: 15_000 });
    await expect(row).toContainText('500');
    await expect(row).toContainText('{"error":"receiver down"}');
    await expect(row).toContainText(/\d{2}:\d{2}:\d{2}/);
  }
});

test('repeats are held back while the wall stays dark', async () => {
  const since = (Date.now() - duty.about(KEY, 'alert')[0].at) / 1000;
  expect(since, 'several sweeps have run since the alert').toBeGreaterThan(4 * SWEEP_S);
  expect(duty.about(KEY, 'alert')).toHaveLength(1);
});

test('the wall reopened with its credential beats again and the recovery notice arrives', async () => {
  test.setTimeout(120_000);
  wall = await wallContext.newPage();
  await wall.goto(`${stack.shellUrl}/`);
  await expect.poll(() => wallId(wall), { timeout: 60_000 }).toBe(WALL);
  const reopened = Date.now();
  const recovery = await duty.first(KEY, 'recovery', FLEET_BEAT_MS + SWEEP_S * 1000 + 30_000);
  console.log(`墙面重新打开后 ${((recovery.at - reopened) / 1000).toFixed(1)} 秒收到恢复通知`);
  expect(recovery.signed).toBe(true);
  expect(recovery.body.title).toBe(`【恢复】${WALL} 已恢复在线`);
  expect(recovery.body.text).toMatch(/结束于：.*（已恢复，持续 \d+ (秒|分钟)）/);
  expect(duty.about(KEY, 'alert')).toHaveLength(1);
});
