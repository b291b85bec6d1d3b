import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RunningStack } from '../tools';
import type { PlayerStatus } from '../player/src/status-file';
import { consoleApi, provisioningToken } from './fleet-enrol';
import { OPERATOR, startFleetStack } from './fleet-stack';
import { displayFor, growHeap, lookFromOutside, renderersOf, signal, startPlayer, startXvfb, type RunningPlayer } from './player-harness';

// The real player (the systemd unit's own command line) runs Debian's Chromium, not headless, on Xvfb, against a real
// stack with its fleet service. Short watchdog figures by configuration: the same code path as a wall's defaults.
test.describe.configure({ mode: 'serial' });

const OFFSET = 3500;
const WALL = 'player-1';
const TIMINGS = {
  probeMs: 400, probeTimeoutMs: 1500, hungAfterMs: 3000, stepWaitMs: 6000, navigationTimeoutMs: 8000, notDrawingMs: 6000,
  backoffBaseMs: 1000, backoffMaxMs: 8000, reportMs: 4000, plannedCooldownMs: 600_000,
};
const MEMORY_BUDGET_MB = 300;
/**
 * The targets are 10 s (crash, killed browser) and 30 s (hang) on a wall's PC; this shared 2-core machine,
 * loaded by other sessions, takes up to 1.5× as long for the shell alone to load (docs/wall-pc.md has the figures).
 */
const LOADED = 1.5;

let stack: RunningStack;
let xvfb: { close: () => void };
let player: RunningPlayer;
let api: APIRequestContext;
const stopped: number[] = [];

const status = (): PlayerStatus => player.status()!;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startFleetStack(OFFSET);
  const token = await provisioningToken(stack, 'hub');
  xvfb = await startXvfb(displayFor(OFFSET));
  player = startPlayer(`${stack.shellUrl}/?wall=${WALL}`, token, displayFor(OFFSET), TIMINGS, MEMORY_BUDGET_MB);
  await expect.poll(() => `${player.status()?.state}:${player.status()?.wallId}:${player.status()?.lastReportAt ? 'reported' : ''}`, {
    timeout: 120_000, message: `the player draws the enrolled wall (log: ${player.output().slice(-2000)})`,
  }).toBe(`drawing:${WALL}:reported`);
  api = await consoleApi(stack, OPERATOR);
});
test.afterAll(async () => {
  signal(stopped, 'SIGCONT');
  await player?.stop();
  xvfb?.close();
  await api?.dispose();
  await stack?.close();
});

/** Does `fault`, then waits until the shell reports ready again (seen by the test's own DevTools client) and returns the time. */
async function recover(reason: string, fault: (s: PlayerStatus) => void | Promise<void>): Promise<{ ms: number; recovery: PlayerStatus['recoveries'][number] }> {
  const before = status().recoveries.length;
  const started = Date.now();
  await fault(status());
  await expect.poll(async () => {
    const s = status();
    if (s.recoveries.length <= before || !s.wsEndpoint) return `waiting (${s.state})`;
    return lookFromOutside(s.wsEndpoint, stack.shellUrl);
  }, { timeout: 45_000, intervals: [250], message: `back after ${reason}` }).toBe('ready').catch((error: Error) => {
    throw new Error(`${error.message}\n播放器日志：${player.output().slice(-1500)}\n状态：${JSON.stringify({ ...status(), recoveries: status().recoveries.length })}`);
  });
  const recovery = status().recoveries.at(-1)!;
  expect(recovery.reason).toBe(reason);
  // From the fault to the player's look that found the shell ready (same machine clock), confirmed by the test's own look.
  const ms = recovery.at - started;
  console.log(`player: ${reason} → ready again ${ms} ms after the fault (seen by the test ${Date.now() - started} ms after; player's dark time ${recovery.darkMs} ms, steps ${recovery.steps.join(' → ')})`);
  // The console's record of it, under the wall's own credential.
  await expect.poll(async () => {
    const reply = await api.get(`/api/walls/${WALL}/player`);
    const body = (await reply.json()) as { recoveries?: { at: number; reason: string; darkMs: number }[] };
    return body.recoveries?.some((r) => r.at === recovery.at && r.reason === reason && r.darkMs === recovery.darkMs) ?? false;
  }, { timeout: 10_000, message: 'the console has the recovery' }).toBe(true);
  return { ms, recovery };
}

test('kill -9 of the browser: relaunched and drawing within 10 s', async () => {
  const { ms, recovery } = await recover('browser-exit', (s) => signal([s.browserPid!], 'SIGKILL'));
  expect(recovery.steps).toEqual(['restart-browser']);
  expect(ms).toBeLessThan(10_000 * LOADED);
});

test('kill -9 of the renderer: the page is drawing again within 10 s', async () => {
  const { ms } = await recover('crash', (s) => {
    const renderers = renderersOf(s.browserPid!);
    expect(renderers.length).toBeGreaterThan(0);
    signal(renderers, 'SIGKILL');
  });
  expect(ms).toBeLessThan(10_000 * LOADED);
});

test('SIGSTOP of the renderer (a hang): reload, new tab, then a browser restart; drawing within 30 s', async () => {
  const { ms, recovery } = await recover('hang', (s) => {
    const renderers = renderersOf(s.browserPid!);
    stopped.push(...renderers);
    signal(renderers, 'SIGSTOP');
  });
  expect(recovery.steps[0]).toBe('reload');
  expect(ms).toBeLessThan(30_000 * LOADED);
});

test('a heap past the memory budget: one planned reload, and the page draws again', async () => {
  const { recovery } = await recover('memory', (s) => growHeap(s.wsEndpoint!, stack.shellUrl, MEMORY_BUDGET_MB + 100));
  expect(recovery.steps).toEqual(['reload']);
});
