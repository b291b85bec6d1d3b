import { expect, test } from '@playwright/test';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, type RunningStack } from '../tools';
import { expectFrames, openReadyHub, startFaultStack } from './fault-stack';

let stack: RunningStack;
const NEXT = '1.0.0-swap';
test.beforeAll(async () => {
  // A second build of the teams remote, published beside the first.
  cpSync(join(REPO_ROOT, 'published/teams/1.0.0'), join(REPO_ROOT, 'published/teams', NEXT), { recursive: true });
  cpSync(join(REPO_ROOT, 'published/hub/1.0.0'), join(REPO_ROOT, 'published/hub', NEXT), { recursive: true });
  stack = await startFaultStack(4800);
});
test.afterAll(async () => {
  await stack?.close();
  for (const remote of ['teams', 'hub']) rmSync(join(REPO_ROOT, 'published', remote, NEXT), { recursive: true, force: true });
});

function pointTeamsAt(version: string, remote = 'teams') {
  const file = join(stack.runtimeDir, 'remotes.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  manifest.remotes[remote] = manifest.remotes[remote].replace(/\/[^/]+\/mf-manifest\.json$/, `/${version}/mf-manifest.json`);
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

test('editing the manifest swaps a panel remote on a running display, without a page load', async ({ page }) => {
  await openReadyHub(page, stack);
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  const frame = page.locator('[data-panel="teams/running-teams"]');
  await expect(frame).toHaveAttribute('data-build', /\/1\.0\.0\/mf-manifest\.json$/);
  pointTeamsAt(NEXT);
  await expect(frame).toHaveAttribute('data-build', new RegExp(`/${NEXT}/mf-manifest\\.json$`), { timeout: 30_000 });
  await expectFrames(page, () => true, 'ready');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  pointTeamsAt('1.0.0');
  await expect(frame).toHaveAttribute('data-build', /\/1\.0\.0\/mf-manifest\.json$/, { timeout: 30_000 });
  await expectFrames(page, () => true, 'ready');
});

test('the index-page remote swaps the same way, the shell and its header untouched', async ({ page }) => {
  await openReadyHub(page, stack);
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  const indexPage = page.locator('[data-index-page="hub/index-page"]');
  pointTeamsAt(NEXT, 'hub');
  await expect(indexPage).toHaveAttribute('data-build', new RegExp(`/${NEXT}/mf-manifest\\.json$`), { timeout: 30_000 });
  await expectFrames(page, () => true, 'ready');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  pointTeamsAt('1.0.0', 'hub');
  await expect(indexPage).toHaveAttribute('data-build', /\/1\.0\.0\/mf-manifest\.json$/, { timeout: 30_000 });
});

test('a remote moved to a new origin is picked up with one reload, since the CSP must name it', async ({ page }) => {
  await openReadyHub(page, stack);
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  const file = join(stack.runtimeDir, 'remotes.json');
  const good = readFileSync(file, 'utf8');
  const manifest = JSON.parse(good);
  manifest.remotes.teams = manifest.remotes.teams.replace('127.0.0.1', 'localhost');
  writeFileSync(file, JSON.stringify(manifest, null, 2));
  await expect.poll(() => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false), { timeout: 30_000 }).toBe(false);
  await expect(page.locator('[data-panel="teams/running-teams"]')).toHaveAttribute('data-build', /^http:\/\/localhost:/, { timeout: 30_000 });
  await expectFrames(page, () => true, 'ready');
  writeFileSync(file, good);
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
  await expect(page.locator('[data-toast]', { hasText: 'config.json 中的 manifestPollMs' })).toBeVisible({ timeout: 15_000 });
  await expectFrames(page, () => true, 'ready');
  writeFileSync(file, good);
});
