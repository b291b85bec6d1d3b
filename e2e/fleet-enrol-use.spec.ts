import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { buildVariant, REPO_ROOT, type RunningStack } from '../tools';
import { openEnrolledWall } from './fleet-enrol';
import { OPERATOR, startFleetStack } from './fleet-stack';
import { privatePublished } from './rollout-builds';

// A kiosk enrolled right after `npm run remote -- use`: its first ready frame already runs its group's version,
// never the display's own remotes.json (teams@1.0.0).
test.describe.configure({ mode: 'serial' });

const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
/** Two builds the group switches between; neither is the display's default. */
const VERSIONS = ['9.5.0', '9.6.0'];
const ENROLMENTS = 10;
let stack: RunningStack;
let publishedDir: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(600_000);
  publishedDir = privatePublished();
  stack = await startFleetStack(13350, { publishedDir });
  for (const version of VERSIONS) await buildVariant({ remote: 'teams', version, publishedDir, edits: [] });
});
test.afterAll(async () => {
  await stack?.close();
  if (publishedDir) rmSync(dirname(publishedDir), { recursive: true, force: true });
});

/** The command as an operator types it (asynchronous: the stack's fleet service runs in this process). */
/** Each round signs in twice from this address (the CLI's `use`, the enrolment's console call), and the service takes at
 * most 10 sign-ins a minute from one address: a round every 13 s. */
const SIGN_IN_PACE_MS = 13_000;
let lastUse = 0;
const use = async (version: string) => {
  await new Promise((paced) => setTimeout(paced, Math.max(0, lastUse + SIGN_IN_PACE_MS - Date.now())));
  lastUse = Date.now();
  return new Promise<string>((done) => {
    const env = {
      ...process.env,
      COCKPIT_RUNTIME_DIR: stack.runtimeDir,
      COCKPIT_CONSOLE_USER: OPERATOR.username,
      COCKPIT_CONSOLE_PASSWORD: OPERATOR.password,
    };
    execFile(
      TSX,
      ['tools/cli/remote-version.ts', 'use', 'teams', version],
      { cwd: REPO_ROOT, env, encoding: 'utf8', timeout: 120_000 },
      (_error, stdout, stderr) => done(stdout + stderr),
    );
  });
};

/** Before the page's own code: records the build of the first teams panel to turn ready (`window.__firstTeamsBuild`). */
const watchFirstReady = async (context: BrowserContext) => {
  await context.addInitScript(() => {
    const seen = window as unknown as { __firstTeamsBuild?: string };
    const look = () => {
      const frame = document.querySelector('[data-panel^="teams/"][data-state="ready"]');
      if (frame && seen.__firstTeamsBuild === undefined)
        seen.__firstTeamsBuild = frame.getAttribute('data-build') ?? '';
    };
    new MutationObserver(look).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
  });
};

test("ten walls, each enrolled right after a use, draw their group's teams build from their first ready frame", async ({
  browser,
}) => {
  test.setTimeout(900_000);
  // The builds are published while the fleet runs: its rescan registers them (every 15 s, or at once when asked).
  await expect.poll(() => use(VERSIONS[0]), { timeout: 60_000, intervals: [3000] }).toContain('舰队模式');
  const firsts: string[] = [];
  for (let n = 1; n <= ENROLMENTS; n += 1) {
    const version = VERSIONS[n % 2];
    expect(await use(version)).toContain('舰队模式');
    const wall = await openEnrolledWall(browser, stack, { name: `fresh-${n}`, group: 'hub', before: watchFirstReady });
    const first = await expect
      .poll(() => wall.evaluate(() => (window as unknown as { __firstTeamsBuild?: string }).__firstTeamsBuild), {
        timeout: 120_000,
      })
      .not.toBeUndefined()
      .then(() => wall.evaluate(() => (window as unknown as { __firstTeamsBuild?: string }).__firstTeamsBuild ?? ''));
    firsts.push(`${version}: ${first}`);
    expect(first, `fresh-${n} after use teams ${version}`).toMatch(
      new RegExp(`teams@${version.replace(/\./g, '\\.')}\\+|/teams/${version.replace(/\./g, '\\.')}/`),
    );
    await wall.context().close();
  }
  console.log(`first ready teams frame of each new wall: ${firsts.join('; ')}`);
});
