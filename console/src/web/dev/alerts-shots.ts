// Screenshots of the 告警 and 排程 pages against a real fleet service with real alerts and deliveries:
// `pnpm exec tsx console/src/web/dev/alerts-shots.ts [port] [outDir]` (needs console/dist-web: tools/build/build.ts console).
// A local receiver answers 500 then 200, so the delivery log shows a retry; a wall falls silent so an alert is open.
import { chromium } from '@playwright/test';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startConsoleServer } from '../../server/index';
import { createChannel } from '../../server/features/alerts/alert-channels';
import { saveGroupSchedule } from '../../server/features/schedules/schedule-save';
import { createUser } from '../../server/features/users/users';
import { beat } from '../../server/testing/harness';
import { freshDataDir } from '../../server/testing/data-dir';
import { enrolTestWall } from '../../server/testing/enrol';
import { startNoticeReceiver } from '../../server/testing/notice-receiver';

const port = Number(process.argv[2] ?? 48500);
const out = process.argv[3] ?? '/tmp/console-alert-shots';

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const dataDir = await freshDataDir();
  const receiver = await startNoticeReceiver([500, 200]);
  const names: Record<string, { name: string; location: string }> = {
    'hub-left': { name: '大厅左屏', location: '一楼大厅东侧' },
    'hub-right': { name: '大厅右屏', location: '一楼大厅西侧' },
  };
  const server = await startConsoleServer({
    port,
    dataDir,
    alertTimings: { sweepMs: 0, retryBaseMs: 200 },
    wallDirectory: (id) => names[id],
  });
  try {
    await createUser(server.db, { username: 'admin', password: 'Preview-password', role: 'admin', createdBy: 'shots' });
    await createChannel(
      server.db,
      {
        name: '运维值班群',
        kind: 'webhook',
        enabled: true,
        config: { url: `${receiver.url}/hook?token=abcdef0123456789` },
        secret: 'shots-secret-0123456789',
      },
      'admin',
      Date.now(),
    );
    await createChannel(
      server.db,
      {
        name: '值班邮箱',
        kind: 'email',
        enabled: false,
        config: {
          smtpHost: 'smtp.example.cn',
          smtpPort: 465,
          smtpSecure: true,
          mailFrom: 'cockpit@example.cn',
          mailTo: ['ops@example.cn'],
        },
        secret: null,
      },
      'admin',
      Date.now(),
    );
    const credentials = await Promise.all(
      Object.entries(names).map(([wallId, { name }]) => enrolTestWall(server.db, { group: 'hub', wallId, name })),
    );
    // Each wall's screen now by the schedule, as its beat reports it (the 墙面 list shows it while the wall is online).
    const beatAll = () =>
      Promise.all(
        credentials.map(({ wallId, authorization }) =>
          fetch(`${server.url}/api/walls/${wallId}/beat`, {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body: JSON.stringify(
              beat('hub', { screen: wallId === 'hub-left' ? { off: false, daypart: '夜间' } : { off: true } }),
            ),
          }),
        ),
      );
    await beatAll();
    const night = {
      width: 1920,
      height: 980,
      slots: [{ id: 'headline', x: 0, y: 0, w: 1920, h: 980, panels: ['hub/headline'] }],
    };
    const week = [1, 2, 3, 4, 5];
    await saveGroupSchedule(server.db, {
      group: 'hub',
      by: 'admin',
      at: Date.now(),
      own: {},
      ip: '127.0.0.1',
      detail: '预览数据',
      schedule: {
        timezone: 'Asia/Shanghai',
        offStyle: 'clock',
        dayparts: [{ name: '夜间', days: week, from: '18:00', to: '23:00', pages: { hub: night } }],
        screenOff: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '23:00', to: '07:00' }],
      },
    });
    await server.alerts.engine.sweep(Date.now() + 125_000);
    await receiver.waitFor(3, 20_000);
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    for (const size of [
      { width: 1920, height: 1080 },
      { width: 1366, height: 768 },
    ]) {
      const page = await browser.newPage({ viewport: size });
      page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
      await page.goto(`${server.url}/login`);
      await page.getByLabel('用户名').fill('admin');
      await page.getByLabel('密码').fill('Preview-password');
      await page.getByRole('button', { name: '登录' }).click();
      await page.getByText('退出登录').waitFor();
      await page.goto(`${server.url}/alerts`);
      await page.getByRole('table', { name: '投递记录' }).waitFor();
      await page.screenshot({ path: join(out, `alerts-${size.width}.png`), fullPage: true });
      await page.getByRole('button', { name: '编辑 运维值班群' }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: join(out, `alerts-channel-${size.width}.png`) });
      await page.keyboard.press('Escape');
      await page.goto(`${server.url}/schedules`);
      await page.getByText('夜间').first().waitFor();
      await page.screenshot({ path: join(out, `schedules-${size.width}.png`), fullPage: true });
      await beatAll();
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { name: '墙面' }).waitFor();
      await page.screenshot({ path: join(out, `walls-${size.width}.png`) });
      await page.close();
    }
    await browser.close();
  } finally {
    await server.close();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
