import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  buildVariant,
  discoverRemotes,
  REPO_ROOT,
  remoteManifestUrl,
  startShellServer,
  type RunningStack,
} from '../tools';
import { keptDataCodes, missingFromCache, startHostileApi } from './offline-cache';
import { expectEveryPanel, privatePortBase, shownFrames, startWallStack } from './wall-stack';

// A wall whose page reloads (or whose PC starts) while the display server, the remotes' servers and the API
// are all down: its service worker draws the last page with the last data, stale, and heals by itself.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

const NEWER = '1.1.0-offline';
const NEWER_TITLE = '在孵团队 · 离线前';
/** How soon after the browser starts loading the wall draws its last page from the cache (the bound). */
const CACHE_START_MS = 10_000;

let stack: RunningStack;
let published: string;
const work: string[] = [];
const teams = discoverRemotes().find((remote) => remote.name === 'teams')!;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  published = mkdtempSync(join(tmpdir(), 'cockpit-offline-published-'));
  work.push(published);
  cpSync(join(REPO_ROOT, 'published'), published, { recursive: true });
  await buildVariant({
    remote: 'teams',
    version: NEWER,
    edits: [{ file: 'src/panels/running-teams/index.ts', from: "title: '在孵团队'", to: `title: '${NEWER_TITLE}'` }],
    publishedDir: published,
  });
  stack = await startWallStack(privatePortBase(3900), {
    refreshMs: 2000,
    manifestPollMs: 2000,
    publishedDir: published,
    fleet: {},
  });
  setTeams(NEWER);
});
test.afterAll(async () => {
  await stack?.close();
  for (const dir of work) rmSync(dir, { recursive: true, force: true });
});

function setTeams(version: string): void {
  const file = join(stack.runtimeDir, 'remotes.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { remotes: Record<string, string> };
  manifest.remotes.teams = remoteManifestUrl(teams, stack.ports, version);
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

const registrations = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
const servers = () => ['shell', 'api', ...Object.keys(stack.remoteUrls)];
const runningTeams = (page: Page) => page.locator('[data-panel="teams/running-teams"]');

/** Every shown slot draws data under a stale badge (what is still missing, else nothing). */
async function expectAllStaleWithData(page: Page, timeout: number, step: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const frames = await shownFrames(page);
        const badges = await page.locator('[data-slot] [data-badge="stale"]').count();
        const missing = frames
          .filter((f) => f.state !== 'stale' || !f.withData)
          .map((f) => `${f.slot}:${f.panel}=${f.state}${f.withData ? '' : '（无数据）'}`);
        return frames.length === 0
          ? ['还没有槽位']
          : badges < frames.length
            ? [...missing, `过期标记 ${badges}/${frames.length}`]
            : missing;
      },
      { timeout, intervals: [250], message: `${step}: every slot shows its last data, stale` },
    )
    .toEqual([]);
}

test('/preview and the console register no worker; the wall route does', async ({ page }) => {
  await page.goto(`${stack.shellUrl}/preview`);
  await expectEveryPanel(page, 'ready', 60_000);
  await page.waitForFunction(() => document.readyState === 'complete');
  expect(await registrations(page), '/preview').toBe(0);
  await page.goto(`${stack.fleetUrl}/`);
  await expect(page.getByLabel('用户名')).toBeVisible();
  expect(await registrations(page), 'the console').toBe(0);
  await page.goto(`${stack.shellUrl}/xndx`);
  await expect.poll(() => registrations(page), { message: 'the wall route registers its worker' }).toBe(1);
});

test('a reload with every server down draws the last page and data, stale, within 10 s; bad answers never replace it; it heals onto the rollback', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto(`${stack.shellUrl}/?ops=1`);
  await expectEveryPanel(page, 'ready', 60_000);
  await expect(runningTeams(page)).toContainText(NEWER_TITLE);
  await expect
    .poll(() => missingFromCache(page, stack.apiUrl), {
      timeout: 30_000,
      message: 'the worker kept everything the page loaded',
    })
    .toEqual([]);

  for (const name of servers()) await stack.stopServer(name);
  setTeams(teams.version); // the operator rolls teams back while the wall is cut off
  const reloaded = Date.now();
  await page.reload({ waitUntil: 'commit' });
  await expectAllStaleWithData(page, CACHE_START_MS, 'every server down');
  test.info().annotations.push({ type: 'cache start', description: `${Date.now() - reloaded} ms` });
  expect(Date.now() - reloaded, 'the last page and data within 10 s').toBeLessThan(CACHE_START_MS);
  await expect(page.locator('[data-clock]')).toBeVisible();
  await expect(runningTeams(page)).toContainText(NEWER_TITLE);
  await expect(page.locator('[data-ops-cache-start="offline"]')).toContainText('离线启动');
  await expect(page.locator('[data-slot] [data-badge="stale"]').first()).toContainText('数据未更新');

  // The API's port answers again, HTTP 200 with an error, then with a portal's HTML page: the kept data stays.
  const hostile = await startHostileApi(stack.ports.apiPort);
  for (const mode of ['error-200', 'html'] as const) {
    hostile.mode = mode;
    const before = hostile.hits;
    await page.reload({ waitUntil: 'commit' });
    await expect
      .poll(() => hostile.hits - before, { message: `${mode}: the page asked the API again` })
      .toBeGreaterThan(30);
    await expectAllStaleWithData(page, CACHE_START_MS, mode);
    expect(
      (await keptDataCodes(page)).filter((kept) => kept.code !== 200),
      `${mode} never replaces kept data`,
    ).toEqual([]);
  }
  await hostile.close();
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  for (const name of servers()) await stack.startServer(name);
  await expectEveryPanel(page, 'ready', 30_000);
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    'healed with no reload',
  ).toBe(true);
  await expect(runningTeams(page)).toContainText('在孵团队');
  await expect(runningTeams(page)).not.toContainText(NEWER_TITLE);
  await expect(runningTeams(page)).toHaveAttribute(
    'data-build',
    new RegExp(`^teams@${teams.version.replace(/\./g, '\\.')}\\+`),
  );
  await expect(page.locator('[data-ops-cache-start="live"]')).toBeVisible();
});

test('a new shell build reaches a tab that never closes', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${stack.shellUrl}/`);
  await expectEveryPanel(page, 'ready', 60_000);
  const build = await page.evaluate(
    () => (window as unknown as { __cockpit: { shellBuild: string } }).__cockpit.shellBuild,
  );
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // The same shell under another build identity, served where the old one was.
  const dist = mkdtempSync(join(tmpdir(), 'cockpit-offline-shell-'));
  work.push(dist);
  cpSync(join(REPO_ROOT, 'shell/dist'), dist, { recursive: true });
  const newBuild = `${build.split('+')[0]}+0ff1ine000`;
  for (const file of readdirSync(dist).filter((name) => name === 'main.js' || name === 'sw.js')) {
    writeFileSync(join(dist, file), readFileSync(join(dist, file), 'utf8').replaceAll(build, newBuild));
    rmSync(join(dist, `${file}.gz`), { force: true });
  }
  await stack.stopServer('shell');
  const shell = await startShellServer(dist, stack.runtimeDir, 'localhost', stack.ports.portBase);
  try {
    await expect
      .poll(
        () =>
          page
            .evaluate(() => (window as unknown as { __cockpit?: { shellBuild: string } }).__cockpit?.shellBuild)
            .catch(() => 'reloading'),
        { timeout: 30_000, message: 'the tab runs the new shell build' },
      )
      .toBe(newBuild);
    await expectEveryPanel(page, 'ready', 30_000);
  } finally {
    await shell.close();
    await stack.startServer('shell');
  }
});
