// Screenshots of every console view against preview-server.ts: `pnpm exec tsx console/src/web/dev/preview-shots.ts [port] [outDir]`.
// Prints any page error, CSP violation or alert (an alert would mean wall text ran as HTML).
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const port = Number(process.argv[2] ?? 18080);
const out = process.argv[3] ?? '/tmp/console-shots';
const base = `http://127.0.0.1:${port}`;
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
];

async function login(page: Page, user: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByLabel('用户名').fill(user);
  await page.getByLabel('密码').fill('preview');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByText('退出登录').waitFor();
}

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  for (const size of SIZES) {
    const tag = `${size.width}`;
    const page = await browser.newPage({ viewport: size });
    page.on('pageerror', (error) => console.log(`[${tag}] page error: ${error.message}`));
    page.on('console', (message) => message.type() === 'error' && console.log(`[${tag}] console: ${message.text()}`));
    page.on('dialog', (dialog) => {
      console.log(`[${tag}] ALERT: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(`${base}/`);
    await page.getByLabel('用户名').waitFor();
    await page.screenshot({ path: join(out, `login-${tag}.png`) });
    await login(page, 'admin');
    for (const [name, path, ready] of [
      ['walls', '/', 'lobby-1'],
      ['wall', '/walls/lobby-1', '墙面布局'],
      ['remotes', '/remotes', '版本不一致'],
      ['audit', '/audit', 'screenshot.request'],
      ['releases', '/releases', '烘烤中'],
      ['layouts', '/layouts', '服务港简介'],
      ['layouts-xndx', '/layouts?group=xndx&page=xndx', '仪器运行状态'],
      ['users', '/users', 'operator'],
      ['publish-tokens', '/publish-tokens', '已吊销'],
    ]) {
      await page.goto(`${base}${path}`);
      await page.getByText(ready).first().waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: join(out, `${name}-${tag}.png`) });
    }
    await page.goto(`${base}/walls/lobby-1`);
    await page.getByRole('button', { name: '截图' }).click();
    await page.getByText('等待墙面响应').waitFor();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: join(out, `shot-waiting-${tag}.png`) });
    await page.getByText('截图时间').waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(out, `shot-done-${tag}.png`), fullPage: true });
    await page.getByRole('tab', { name: /状态变化/ }).click();
    await page.screenshot({ path: join(out, `history-${tag}.png`), fullPage: true });
    await page.goto(`${base}/releases`);
    await page.getByRole('button', { name: '开始发布' }).first().click();
    await page.getByText('hub（2 面墙）').click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `start-rollout-${tag}.png`) });
    await page.keyboard.press('Escape');
    await page.getByRole('row').filter({ hasText: 'acme@0.1.0' }).getByRole('button', { name: '加入分组' }).click();
    await page.getByRole('combobox', { name: '分组' }).click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `add-to-group-${tag}.png`) });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.goto(`${base}/layouts`);
    // PREVIEW_WALL_URL: a wall (or a stand-in) whose /preview the editor frames; needs PREVIEW_FRAME_SRC on the server.
    if (process.env.PREVIEW_WALL_URL)
      await page.getByRole('textbox', { name: '大屏地址' }).fill(process.env.PREVIEW_WALL_URL);
    await page.getByRole('button', { name: '槽位 teams' }).click();
    await page.getByRole('spinbutton', { name: 'x' }).fill('600');
    if (process.env.PREVIEW_WALL_URL) await page.frameLocator('iframe').locator('body').waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: join(out, `layout-overlap-${tag}.png`), fullPage: true });
    await page.close();
  }
  const viewer = await browser.newPage({ viewport: SIZES[1] });
  await login(viewer, 'viewer');
  await viewer.goto(`${base}/walls/lobby-1`);
  await viewer.getByText('墙面布局').waitFor();
  await viewer.getByRole('button', { name: '截图' }).hover({ force: true });
  await viewer.waitForTimeout(600);
  await viewer.screenshot({ path: join(out, 'wall-viewer-1366.png') });
  await viewer.goto(`${base}/releases`);
  await viewer.getByRole('button', { name: '暂停' }).first().hover({ force: true });
  await viewer.waitForTimeout(600);
  await viewer.screenshot({ path: join(out, 'releases-viewer-1366.png') });
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
