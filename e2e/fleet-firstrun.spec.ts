import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fleetDataDir, REPO_ROOT, type RunningStack } from '../tools';
import { openEnrolledWall } from './fleet-enrol';
import { openConsole, OPERATOR, startFleetStack } from './fleet-stack';
import { buildVariant } from '../tools';
import { NEW_TITLE, privatePublished } from './rollout-builds';
import { expectEveryPanel } from './wall-stack';

// The first day, with the stack running: the first administrator from the command line, and the README's swap
// (`npm run remote -- use`, then `rollback`) through the fleet service onto every enrolled wall of the group.
test.describe.configure({ mode: 'serial' });

const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
const SWAP_VERSION = '9.3.0';
let stack: RunningStack;
let publishedDir: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  publishedDir = privatePublished();
  stack = await startFleetStack(1950, { manifestPollMs: 2000, publishedDir });
  await buildVariant({
    remote: 'teams',
    version: SWAP_VERSION,
    publishedDir,
    edits: [{ file: 'src/panels/running-teams/index.ts', from: "title: '在孵团队'", to: `title: '${NEW_TITLE}'` }],
  });
});
test.afterAll(async () => {
  await stack?.close();
  if (publishedDir) rmSync(dirname(publishedDir), { recursive: true, force: true });
});

/**
 * A command as an operator types it in the repository, with `env` added. Asynchronous: the stack's fleet service runs
 * in this very process and must go on answering while the command runs.
 */
function run(args: string[], env: Record<string, string>): Promise<{ stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      TSX,
      args,
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 },
      (_error, stdout, stderr) => done({ stdout, stderr }),
    );
  });
}

test('the first administrator is created while the stack runs, and signs in to its console', async ({ browser }) => {
  const created = await run(
    ['console/src/server/cli.ts', 'create-admin', 'first-admin', '--data', fleetDataDir(stack.runtimeDir)],
    { COCKPIT_ADMIN_PASSWORD: 'Lobby-keeper-2026!' },
  );
  expect(created.stderr).toBe('');
  expect(created.stdout.trim()).toBe('已创建用户 first-admin（admin）');
  const console = await openConsole(browser, stack.fleetUrl!, {
    username: 'first-admin',
    password: 'Lobby-keeper-2026!',
  });
  await expect(console.getByLabel('当前用户')).toHaveText('first-admin');
  await console.context().close();
});

const runningTeams = (page: Page) => page.locator('[data-panel="teams/running-teams"]');
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test("the README's use, then rollback, put the new build on every enrolled hub wall and then the old one, with no page load", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // One after the other: each exchanges its token and loads every panel on a shared machine.
  const walls: Page[] = [];
  for (const name of ['hall-left', 'hall-right'])
    walls.push(await openEnrolledWall(browser, stack, { name, group: 'hub' }));
  for (const wall of walls) await expectEveryPanel(wall, 'ready', 120_000);
  const oldBuild = await runningTeams(walls[0]).getAttribute('data-build');
  for (const wall of walls) await markDocument(wall);
  const env = {
    COCKPIT_RUNTIME_DIR: stack.runtimeDir,
    COCKPIT_CONSOLE_USER: OPERATOR.username,
    COCKPIT_CONSOLE_PASSWORD: OPERATOR.password,
  };
  // Published while the fleet runs: its rescan (every 15 s, or at once on request) registers the build.
  await expect
    .poll(async () => (await run(['tools/cli/remote-version.ts', 'use', 'teams', SWAP_VERSION], env)).stdout, {
      timeout: 60_000,
      intervals: [3000],
    })
    .toContain('舰队模式');
  for (const wall of walls) {
    await expect(runningTeams(wall)).toHaveAttribute(
      'data-build',
      new RegExp(`^teams@${SWAP_VERSION.replace(/\./g, '\\.')}\\+`),
      { timeout: 60_000 },
    );
    await expect(runningTeams(wall).locator('h2')).toHaveText(NEW_TITLE);
  }
  const back = await run(['tools/cli/remote-version.ts', 'rollback', 'teams'], env);
  expect(back.stdout).toContain(`teams ${SWAP_VERSION} →`);
  for (const wall of walls) {
    await expect(runningTeams(wall)).toHaveAttribute('data-build', oldBuild!, { timeout: 60_000 });
    expect(await sameDocument(wall)).toBe(true);
  }
});
