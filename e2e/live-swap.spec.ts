import { SDK_VERSION } from '../shared-sdk/src/version';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildVariant, REPO_ROOT, type RunningStack } from '../tools';
import { expectFrames, isTeams, notTeams, openReadyHub, startFaultStack } from './fault-stack';

let stack: RunningStack;
const NEXT = '1.0.0-swap';
const NEWER_SDK = '2.0.0-sdk3';
const OLD_TITLE = '专业服务机构';
const NEW_TITLE = '专业服务机构·二期';
const NEW_CAPTION = '布局二期';

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(600_000);
  // Second builds that differ in what they render, published beside the workspace builds.
  await buildVariant({
    remote: 'teams',
    version: NEXT,
    edits: [{ file: 'src/panels/institutions/index.ts', from: `title: '${OLD_TITLE}'`, to: `title: '${NEW_TITLE}'` }],
  });
  await buildVariant({
    remote: 'hub',
    version: NEXT,
    edits: [
      {
        file: 'src/index-page.tsx',
        from: 'return <SlotLayout layout={usePageLayout()} />;',
        to: `return (<><SlotLayout layout={usePageLayout()} /><div data-caption style={{ position: 'absolute', right: 8, bottom: 0, color: '#7fb2ff' }}>${NEW_CAPTION}</div></>);`,
      },
    ],
  });
  // Built against a shared-sdk with a newer major than the display provides.
  await buildVariant({ remote: 'teams', version: NEWER_SDK, sdkVersion: '3.0.0', edits: [] });
  stack = await startFaultStack(800);
});
test.afterAll(async () => {
  await stack?.close();
  for (const [remote, version] of [
    ['teams', NEXT],
    ['hub', NEXT],
    ['teams', NEWER_SDK],
  ])
    rmSync(join(REPO_ROOT, 'published', remote, version), { recursive: true, force: true });
});

function pointAt(version: string, remote = 'teams') {
  const file = join(stack.runtimeDir, 'remotes.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.remotes[remote] = manifest.remotes[remote].replace(
    /\/[^/]+\/mf-manifest\.json$/,
    `/${version}/mf-manifest.json`,
  );
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

const institutions = (page: Page) => page.locator('[data-panel="teams/institutions"]');
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
const runningBuild = (page: Page, id: string) =>
  page.evaluate(
    (slot) => (window as unknown as { __cockpit: { builds: () => Record<string, string> } }).__cockpit.builds()[slot],
    id,
  );

async function expectInstitutionsRuns(page: Page, title: string, version: string) {
  await expect(institutions(page).locator('h2')).toHaveText(title, { timeout: 30_000 });
  await expect(institutions(page)).toHaveAttribute(
    'data-build',
    new RegExp(`^teams@${version.replace(/\./g, '\\.')}\\+[0-9a-f]{10}$`),
  );
  expect(await runningBuild(page, 'teams/institutions')).toBe(await institutions(page).getAttribute('data-build'));
}

test("a swap runs the new build's code and a rollback the old one, without a page load", async ({ page }) => {
  await openReadyHub(page, stack);
  await markDocument(page);
  await expectInstitutionsRuns(page, OLD_TITLE, '1.0.0');
  pointAt(NEXT);
  await expectInstitutionsRuns(page, NEW_TITLE, NEXT);
  await expectFrames(page, isTeams, 'ready');
  pointAt('1.0.0');
  await expectInstitutionsRuns(page, OLD_TITLE, '1.0.0');
  await expectFrames(page, () => true, 'ready');
  expect(await sameDocument(page)).toBe(true);
});

test('swapping back and forth many times runs the named build every time and leaves no chart behind', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openReadyHub(page, stack);
  await markDocument(page);
  // Every live chart instance has its element on the page: a swapped-out build's charts are disposed, not left behind.
  // (A count taken before would not do: a rotation keeps each panel it has shown mounted, so a turn during the
  // swaps may add a chart that is rightly there.)
  const charts = () =>
    page.evaluate(() => ({
      live: (window as unknown as { __cockpit: { liveCharts: () => number } }).__cockpit.liveCharts(),
      mounted: document.querySelectorAll('[data-chart]').length,
    }));
  expect((await charts()).live).toBeGreaterThan(0);
  for (let round = 0; round < 4; round += 1) {
    pointAt(NEXT);
    await expectInstitutionsRuns(page, NEW_TITLE, NEXT);
    pointAt('1.0.0');
    await expectInstitutionsRuns(page, OLD_TITLE, '1.0.0');
  }
  await expectFrames(page, () => true, 'ready');
  const after = await charts();
  expect(after.live, 'live charts without an element on the page').toBeLessThanOrEqual(after.mounted);
  expect(await sameDocument(page)).toBe(true);
});

test('the index-page remote swaps the same way: the new layout code renders, the rollback removes it', async ({
  page,
}) => {
  await openReadyHub(page, stack);
  await markDocument(page);
  const indexPage = page.locator('[data-index-page="hub/index-page"]');
  await expect(page.getByText(NEW_CAPTION)).toHaveCount(0);
  pointAt(NEXT, 'hub');
  await expect(page.getByText(NEW_CAPTION)).toBeVisible({ timeout: 30_000 });
  await expect(indexPage).toHaveAttribute('data-build', /^hub@1\.0\.0-swap\+/);
  await expectFrames(page, () => true, 'ready');
  pointAt('1.0.0', 'hub');
  await expect(page.getByText(NEW_CAPTION)).toHaveCount(0, { timeout: 30_000 });
  await expect(indexPage).toHaveAttribute('data-build', /^hub@1\.0\.0\+/);
  await expect(page.locator('header')).toContainText('返回');
  expect(await sameDocument(page)).toBe(true);
});

test('a remote built against a newer shared-sdk major says so in its own slots while the rest stays ready', async ({
  page,
}) => {
  await openReadyHub(page, stack);
  pointAt(NEWER_SDK);
  const message = `teams 需要 shared-sdk ^3.0.0，大屏提供 ${SDK_VERSION}`;
  await expect(institutions(page).getByText(message)).toBeVisible({ timeout: 30_000 });
  await expectFrames(page, isTeams, 'error');
  await expectFrames(page, notTeams, 'ready');
  await expect(page.getByText('is not a function')).toHaveCount(0);
  pointAt('1.0.0');
  await expectFrames(page, isTeams, 'ready');
});

test('a remote moved to a new origin is picked up with one reload, since the CSP must name it', async ({ page }) => {
  await openReadyHub(page, stack);
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  const file = join(stack.runtimeDir, 'remotes.json');
  const good = readFileSync(file, 'utf8');
  const manifest = JSON.parse(good);
  manifest.remotes.teams = manifest.remotes.teams.replace('127.0.0.1', 'localhost');
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  // An evaluate that meets the reload half-way throws: poll again until the new document answers.
  const stillSameDocument = () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false).catch(() => true);
  const teamsEntry = () =>
    page
      .evaluate(
        () =>
          (window as unknown as { __cockpit?: { remotes: () => Record<string, string> } }).__cockpit?.remotes().teams ??
          '',
      )
      .catch(() => '');
  try {
    await expect.poll(stillSameDocument, { timeout: 30_000 }).toBe(false);
    // The reloaded page's registry names the new origin (polled: the reload may still be under way).
    await expect.poll(teamsEntry, { timeout: 30_000 }).toMatch(/^http:\/\/localhost:/);
    await expectFrames(page, () => true, 'ready');
    await expect(page.locator('[data-panel="teams/running-teams"]')).toHaveAttribute('data-build', /^teams@1\.0\.0\+/);
  } finally {
    writeFileSync(file, good);
  }
  // Moving back is a second reload: let it finish here, not while the context is torn down.
  await expect.poll(teamsEntry, { timeout: 30_000 }).toMatch(/^http:\/\/127\.0\.0\.1:/);
});

test('an invalid manifest edit keeps the last good one running and says why', async ({ page }) => {
  await openReadyHub(page, stack);
  const file = join(stack.runtimeDir, 'remotes.json');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, '{ "remotes": { "teams": 42 } }');
  await expect(page.locator('[data-toast]', { hasText: 'remotes.json' })).toBeVisible({ timeout: 15_000 });
  await expectFrames(page, () => true, 'ready');
  writeFileSync(file, good);
});

test('an invalid config.json edit keeps the running display on its last good config and says why', async ({ page }) => {
  await openReadyHub(page, stack);
  const file = join(stack.runtimeDir, 'config.json');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(good), manifestPollMs: 'soon' }));
  await expect(page.locator('[data-toast]', { hasText: 'config.json 中的 manifestPollMs' })).toBeVisible({
    timeout: 15_000,
  });
  await expectFrames(page, () => true, 'ready');
  writeFileSync(file, good);
});
