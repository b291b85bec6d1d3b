import { expect, test } from '@playwright/test';
import type { RunningStack } from '../tools';
import { provisioningToken } from './fleet-enrol';
import { startFleetStack } from './fleet-stack';
import { openPlayerTab } from './player-faults';
import { displayFor, startPlayer, startXvfb, type RunningPlayer } from './player-harness';

// What the player's own DevTools session turns on in the wall's tab, read off the real player's protocol log (Node's
// NODE_DEBUG for Puppeteer's channel: every command it sends). A wall's tab lives for weeks: a domain that records
// per request (Network keeps every request's record and body in the renderer) grew the renderer by megabytes per
// simulated day in `npm run bench:soak` (docs/benchmark.md, issue 42).
test.describe.configure({ mode: 'serial' });

const OFFSET = 17400;
const WALL = 'devtools-1';
const TIMINGS = {
  probeMs: 400,
  probeTimeoutMs: 1500,
  hungAfterMs: 3000,
  stepWaitMs: 6000,
  navigationTimeoutMs: 8000,
  notDrawingMs: 6000,
  backoffBaseMs: 1000,
  backoffMaxMs: 8000,
  reportMs: 4000,
  plannedCooldownMs: 600_000,
};
/** Domains that keep something per request or per event for the tab's life. */
const RECORDING_DOMAINS = ['Network.enable', 'Audits.enable', 'Fetch.enable'];

let stack: RunningStack;
let xvfb: { close: () => void };
let player: RunningPlayer;

/** The DevTools commands the player has sent so far, by method, in order. */
const sentMethods = (log: string): string[] =>
  log
    .split('\n')
    .filter((line) => line.includes('SEND'))
    .map((line) => /"method":"([A-Za-z]+\.[A-Za-z]+)"/.exec(line)?.[1])
    .filter((m): m is string => !!m);

test.beforeAll(async () => {
  test.setTimeout(150_000);
  stack = await startFleetStack(OFFSET);
  const token = await provisioningToken(stack, 'hub');
  xvfb = await startXvfb(displayFor(OFFSET));
  player = startPlayer(`${stack.shellUrl}/?wall=${WALL}`, token, displayFor(OFFSET), TIMINGS, 1024, {
    NODE_DEBUG: 'puppeteer:protocol:SEND*',
  });
  await expect
    .poll(() => `${player.status()?.state}:${player.status()?.wallId}`, {
      timeout: 120_000,
      message: `the player draws the enrolled wall (log: ${player.output().slice(-2000)})`,
    })
    .toBe(`drawing:${WALL}`);
});
test.afterAll(async () => {
  await player?.stop();
  xvfb?.close();
  await stack?.close();
});

test("the player turns on no recording DevTools domain in the wall's tab, before or after a reload the page starts itself", async () => {
  const before = sentMethods(player.output());
  // The log is the player's own: its tab's Page domain (frames, navigations) is there.
  expect(before).toContain('Page.enable');
  expect(before.filter((m) => RECORDING_DOMAINS.includes(m))).toEqual([]);
  // The page reloads itself (as the console's 重新加载 does): the player watches that navigation too, still without them.
  const tab = await openPlayerTab(player.status()!.wsEndpoint!, stack.shellUrl);
  try {
    const document = (await tab.look())?.document;
    await tab.page.evaluate(() => location.reload());
    await expect
      .poll(
        async () => {
          const look = await tab.look();
          return look && look.document !== document ? look.page : 'the old document';
        },
        { timeout: 60_000, message: 'the wall draws again after its reload' },
      )
      .toBe('ready');
  } finally {
    await tab.close();
  }
  const all = sentMethods(player.output());
  expect(all.length).toBeGreaterThan(before.length);
  expect(all.filter((m) => RECORDING_DOMAINS.includes(m))).toEqual([]);
  expect(player.status()!.recoveries).toEqual([]);
});
