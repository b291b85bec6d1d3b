import { expect, test, type Page } from '@playwright/test';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishIntoDist, writeNginxConfig } from '../tools/deploy/dist';
import { headersOf, startNginxStack, type NginxStack } from './nginx-stack';
import { collectErrors, expectAllPanelsReady } from './panels';
import { buildChangedTeams, SWAP_VERSION, SWAPPED_TITLE } from './swap-build';

let stack: NginxStack;
let swapBuild: string;
test.beforeAll(async () => {
  test.setTimeout(600_000);
  [stack, swapBuild] = await Promise.all([startNginxStack(), buildChangedTeams()]);
});
test.afterAll(async () => stack?.close());

const IMMUTABLE = 'public, max-age=31536000, immutable';
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false);
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));

function pointRemoteAt(remote: string, url: string): void {
  const manifest = stack.readRuntime('remotes.json') as { remotes: Record<string, string> };
  stack.writeRuntime('remotes.json', { remotes: { ...manifest.remotes, [remote]: url } });
}

test('behind nginx every panel of / and /xndx gets ready, with the API on the same origin', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${stack.origin}/`);
  expect(await expectAllPanelsReady(page, 15)).toBeGreaterThanOrEqual(15);
  await page.goto(`${stack.origin}/xndx`);
  expect(await expectAllPanelsReady(page, 7)).toBeGreaterThanOrEqual(7);
  expect(errors).toEqual([]);
});

test('the routes send the CSP of exactly the configured origins, uncached', async () => {
  for (const route of ['/', '/xndx', '/preview?panel=teams/running-teams']) {
    const headers = await headersOf(`${stack.origin}${route}`);
    expect(headers.get('content-type')).toContain('text/html');
    expect(headers.get('cache-control')).toBe('no-cache');
    // Everything (remotes and API) is on the display's own origin: nothing else may run or be called.
    expect(headers.get('content-security-policy')).toContain("script-src 'self';");
    expect(headers.get('content-security-policy')).toContain("connect-src 'self';");
  }
});

test('runtime files, manifests and entries are revalidated; content-hashed chunks are immutable and precompressed', async () => {
  for (const path of [
    '/config.json',
    '/remotes.json',
    '/layouts.json',
    '/main.js',
    '/remotes/teams/1.0.0/mf-manifest.json',
    '/remotes/teams/1.0.0/remoteEntry.js',
  ]) {
    expect((await headersOf(`${stack.origin}${path}`)).get('cache-control'), path).toBe('no-cache');
  }
  const chunk = readdirSync(join(stack.dir, 'www/remotes/teams/1.0.0')).find((name) =>
    /^[\w-]+\.[0-9a-f]{8}\.js$/.test(name),
  );
  const shellChunk = readdirSync(join(stack.dir, 'www')).find((name) => /^[\w-]+\.[0-9a-f]{8}\.js$/.test(name));
  for (const path of [`/remotes/teams/1.0.0/${chunk}`, `/${shellChunk}`]) {
    expect((await headersOf(`${stack.origin}${path}`)).get('cache-control'), path).toBe(IMMUTABLE);
    expect((await headersOf(`${stack.origin}${path}`, 'gzip')).get('content-encoding')).toBe('gzip');
    expect((await headersOf(`${stack.origin}${path}`, 'br, gzip')).get('content-encoding')).toBe('br');
  }
  const api = await headersOf(`${stack.origin}/cockpit/jsc/index?year=2026`);
  expect(api.get('content-type')).toContain('application/json');
  expect(api.get('cache-control')).toBe('no-store');
});

test("a manifest edit runs the new build's code on a live display, and a rollback the old again", async ({ page }) => {
  await publishIntoDist(stack.dir, 'teams', SWAP_VERSION, swapBuild);
  await page.goto(`${stack.origin}/`);
  await expectAllPanelsReady(page, 15);
  await markDocument(page);
  const frame = page.locator('[data-panel="teams/running-teams"]');
  await expect(frame).not.toContainText(SWAPPED_TITLE);
  pointRemoteAt('teams', `/remotes/teams/${SWAP_VERSION}/mf-manifest.json`);
  await expect(frame).toHaveAttribute('data-build', new RegExp(`^teams@${SWAP_VERSION.replace(/\./g, '\\.')}\\+`), {
    timeout: 30_000,
  });
  await expect(frame).toContainText(SWAPPED_TITLE, { timeout: 30_000 });
  await expectAllPanelsReady(page, 15);
  pointRemoteAt('teams', '/remotes/teams/1.0.0/mf-manifest.json');
  await expect(frame).toHaveAttribute('data-build', /^teams@1\.0\.0\+/, { timeout: 30_000 });
  await expect(frame).not.toContainText(SWAPPED_TITLE, { timeout: 30_000 });
  expect(await sameDocument(page)).toBe(true);
});

test('a remote moved to a second nginx origin loads from there once the CSP names it', async ({ page }) => {
  const notices = `${stack.remotesOrigin}/remotes/notices/1.0.0/mf-manifest.json`;
  const next = join(stack.dir, 'next-remotes.json');
  const good = stack.readRuntime('remotes.json') as { remotes: Record<string, string> };
  writeFileSync(next, JSON.stringify({ remotes: { ...good.remotes, notices } }));
  // The documented order: the policy allows the new origin first, then the manifest goes live.
  writeNginxConfig(stack.dir, next);
  stack.nginx.reload();
  await expect
    .poll(async () => (await headersOf(`${stack.origin}/`)).get('content-security-policy'))
    .toContain(`script-src 'self' ${stack.remotesOrigin};`);
  await page.goto(`${stack.origin}/`);
  await expectAllPanelsReady(page, 15);
  const fromSecondOrigin: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(`${stack.remotesOrigin}/remotes/notices/`)) fromSecondOrigin.push(request.url());
  });
  pointRemoteAt('notices', notices);
  // The same build from the other origin: its entry and exposed chunks come from there, and the slots run it.
  await expect
    .poll(() => fromSecondOrigin.some((url) => url.endsWith('/remoteEntry.js')), { timeout: 30_000 })
    .toBe(true);
  const entries = () =>
    page.evaluate(() =>
      (window as unknown as { __cockpit: { remotes: () => Record<string, string> } }).__cockpit.remotes(),
    );
  expect((await entries()).notices).toBe(notices);
  await expect(page.locator('[data-panel^="notices/"]').first()).toHaveAttribute('data-build', /^notices@1\.0\.0\+/);
  await expectAllPanelsReady(page, 15);
  expect((await fetch(`${stack.remotesOrigin}/`)).status).toBe(404);
  stack.writeRuntime('remotes.json', good);
  writeNginxConfig(stack.dir);
  stack.nginx.reload();
});
