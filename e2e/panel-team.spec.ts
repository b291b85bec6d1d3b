import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packPackages, panelTeam, REPO_ROOT, type RunningStack } from '../tools';
import { expectFrames, isTeams, notTeams, openReadyHub, startFaultStack } from './fault-stack';

// A panel team outside this repository: packed SDK + build config, a scaffolded remote in a temporary
// folder, installed from the tarballs, edited, tested, built, published, swapped in by one manifest edit.
let stack: RunningStack;
let work: string;
let manifestUrl: string;
const TEAM_TEXT = '科学城外部团队自主发布';

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(900_000);
  work = mkdtempSync(join(tmpdir(), 'cockpit-team-'));
  const published = join(work, 'static');
  cpSync(join(REPO_ROOT, 'published'), published, { recursive: true });
  const packs = packPackages(join(work, 'packs'));
  const remote = join(work, 'acme-teams');
  panelTeam.create(remote, packs, 'teams', ['running-teams', 'team-directory', 'institutions']);
  for (const panel of readdirSync(join(remote, 'src/panels'))) {
    for (const file of [`${panel}-view.tsx`, `${panel}.test.tsx`]) {
      const path = join(remote, 'src/panels', panel, file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/团队概况：本面板由 teams 团队独立发布/g, TEAM_TEXT));
    }
  }
  panelTeam.install(remote);
  panelTeam.test(remote);
  panelTeam.build(remote, '3.0.0');
  stack = await startFaultStack(1200, published);
  manifestUrl = await panelTeam.publish(remote, published, stack.remoteUrls.teams);
});
test.afterAll(async () => {
  await stack?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

test('a remote scaffolded, built and published outside the workspace shows on a running display after one manifest edit', async ({
  page,
}) => {
  expect(manifestUrl).toBe(`${stack.remoteUrls.teams}/3.0.0/mf-manifest.json`);
  await openReadyHub(page, stack);
  await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
  await expect(page.getByText(TEAM_TEXT)).toHaveCount(0);
  const file = join(stack.runtimeDir, 'remotes.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, JSON.stringify({ remotes: { ...manifest.remotes, teams: manifestUrl } }, null, 2));
  await expect(page.locator('[data-panel="teams/institutions"]').getByText(TEAM_TEXT)).toBeVisible({ timeout: 30_000 });
  await expectFrames(page, isTeams, 'ready');
  await expect(page.locator('[data-panel="teams/running-teams"]')).toHaveAttribute(
    'data-build',
    /^teams@3\.0\.0\+[0-9a-f]{10}$/,
  );
  await expectFrames(page, notTeams, 'ready');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
