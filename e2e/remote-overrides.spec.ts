import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildVariant, REPO_ROOT, startRemoteServer, type RunningStack } from '../tools';
import { startFaultStack } from './fault-stack';
import { privatePortBase } from './wall-stack';

// A developer tries a locally served build of one remote on a real page, in their own tab only: /preview takes the
// override under a banner; a wall route ignores it; a host off the allowlist is refused with a message.
const LOCAL_TITLE = '在孵团队 · 本地构建';
let stack: RunningStack;
let localBuild: Awaited<ReturnType<typeof startRemoteServer>>;
let override: string;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const port = privatePortBase(1990);
  const [dir, running] = await Promise.all([
    buildVariant({
      remote: 'teams',
      version: '1.1.0-local',
      edits: [{ file: 'src/panels/running-teams/index.ts', from: "title: '在孵团队'", to: `title: '${LOCAL_TITLE}'` }],
      publishedDir: join(REPO_ROOT, 'test-results/override-published'),
    }),
    startFaultStack(7200),
  ]);
  stack = running;
  localBuild = await startRemoteServer(dir, '127.0.0.1', port);
  override = `teams=http://localhost:${port}/mf-manifest.json`;
  // The page's CSP decides what loads: the developer's origin is one the page's server allows.
  const file = join(stack.runtimeDir, 'config.json');
  writeFileSync(
    file,
    JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), remoteOrigins: [`http://localhost:${port}`] }, null, 2),
  );
});
test.afterAll(async () => {
  await localBuild?.close();
  await stack?.close();
});

const runningTeams = (page: import('@playwright/test').Page) => page.locator('[data-panel="teams/running-teams"]');

test("a preview page runs the tab's override of one remote under a banner, and the tab keeps it", async ({ page }) => {
  await page.goto(`${stack.shellUrl}/preview?group=hub&override=${encodeURIComponent(override)}`);
  await expect(page.locator('[data-override-banner]')).toContainText(
    '本地覆盖（仅此浏览器标签页，不影响任何大屏）：teams ← http://localhost:',
  );
  await expect(runningTeams(page)).toContainText(LOCAL_TITLE, { timeout: 30_000 });
  await expect(runningTeams(page)).toHaveAttribute('data-build', /^teams@1\.1\.0-local\+/);
  await page.goto(`${stack.shellUrl}/preview?group=hub`);
  await expect(runningTeams(page)).toContainText(LOCAL_TITLE, { timeout: 30_000 });
  // Another tab of the same browser keeps its own sessionStorage: the page's own build, no banner.
  const otherTab = await page.context().newPage();
  await otherTab.goto(`${stack.shellUrl}/preview?group=hub`);
  await expect(runningTeams(otherTab)).toHaveAttribute('data-build', /^teams@1\.0\.0\+/, { timeout: 30_000 });
  await expect(otherTab.locator('[data-override-banner]')).toHaveCount(0);
  await otherTab.close();
  await page.getByRole('button', { name: '清除覆盖' }).click();
  await expect(runningTeams(page)).toHaveAttribute('data-build', /^teams@1\.0\.0\+/, { timeout: 30_000 });
  await expect(page.locator('[data-override-banner]')).toHaveCount(0);
});

test('a wall route ignores the override and says so on the ops overlay', async ({ page }) => {
  await page.goto(`${stack.shellUrl}/?ops=1&override=${encodeURIComponent(override)}`);
  await expect(runningTeams(page)).toHaveAttribute('data-build', /^teams@1\.0\.0\+/, { timeout: 30_000 });
  await expect(page.locator('[data-ops-override-ignored]')).toContainText('本页是大屏：已忽略地址中的 override 参数');
  await expect(page.locator('[data-override-banner]')).toHaveCount(0);
});

test('an override from a host off the allowlist is refused with a message, and the page runs its own build', async ({
  page,
}) => {
  const offList = 'teams=http://127.0.0.2:9/mf-manifest.json';
  await page.goto(`${stack.shellUrl}/preview?group=hub&override=${encodeURIComponent(offList)}`);
  await expect(page.locator('[data-override-refused]')).toHaveText(
    '已拒绝覆盖 teams：来源 http://127.0.0.2:9 不在 config.json 的 overrideHosts 允许列表中（localhost、127.0.0.1）',
  );
  await expect(runningTeams(page)).toHaveAttribute('data-build', /^teams@1\.0\.0\+/, { timeout: 30_000 });
});
