// Every page of the console's navigation at 1920×1080 and 1366×768 against a real fleet service with two walls, plus
// one empty state (数据源 with none) and one failed write (a user name already taken):
// `pnpm exec tsx console/src/web/dev/console-shots.ts [outDir]` (needs console/dist-web: tools/build/build.ts console).
import { chromium } from '@playwright/test';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startConsoleServer } from '../../server/index';
import { createUser } from '../../server/features/users/users';
import { beat } from '../../server/testing/harness';
import { freshDataDir } from '../../server/testing/data-dir';
import { enrolTestWall } from '../../server/testing/enrol';
import { NAV_GROUPS } from '../layout/side-nav';

const out = process.argv[2] ?? '/tmp/console-shots';
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
];

async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const dataDir = await freshDataDir();
  const server = await startConsoleServer({ port: 0, dataDir });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await createUser(server.db, { username: 'admin', password: 'Preview-password', role: 'admin', createdBy: 'shots' });
    for (const wallId of ['hub-left', 'hub-right']) {
      const { authorization } = await enrolTestWall(server.db, {
        group: 'hub',
        wallId,
        name: wallId === 'hub-left' ? '大厅左屏' : '大厅右屏',
      });
      await fetch(`${server.url}/api/walls/${wallId}/beat`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(beat('hub')),
      });
    }
    const pages = [...NAV_GROUPS.flatMap((group) => group.items.map((item) => item.path)), '/walls/hub-left'];
    for (const size of SIZES) {
      const page = await browser.newPage({ viewport: size, locale: 'zh-CN' });
      page.on('pageerror', (error) => console.log(`[${size.width}] page error: ${error.message}`));
      await page.goto(`${server.url}/login`);
      await page.getByLabel('用户名').fill('admin');
      await page.getByLabel('密码').fill('Preview-password');
      await page.getByRole('button', { name: '登录' }).click();
      await page.getByText('退出登录').waitFor();
      for (const path of pages) {
        await page.goto(`${server.url}${path}`);
        // Past loading: the page's heading is drawn and no progress bar is left.
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page
          .locator('[role="progressbar"]')
          .first()
          .waitFor({ state: 'detached', timeout: 10_000 })
          .catch(() => undefined);
        const name = path === '/' ? 'walls' : path.slice(1).replaceAll('/', '-');
        await page.screenshot({ path: join(out, `${name}-${size.width}.png`) });
      }
      await page.goto(`${server.url}/users`);
      await page.getByRole('button', { name: '新建用户' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('用户名').fill('admin');
      await dialog.getByLabel('初始密码').fill('another-password-1');
      await page.getByRole('button', { name: '创建', exact: true }).click();
      await dialog.getByRole('alert').waitFor();
      await page.screenshot({ path: join(out, `failed-write-users-${size.width}.png`) });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
