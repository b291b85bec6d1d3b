import { DEFAULT_TIMINGS } from './config';
import { backoffMs, decide, nextStep, stepWaitOf, type Observation, type WatchState } from './watchdog-steps';

const t = {
  ...DEFAULT_TIMINGS,
  probeMs: 1000,
  hungAfterMs: 5000,
  stepWaitMs: 4000,
  navigationTimeoutMs: 30_000,
  notDrawingMs: 10_000,
  backoffBaseMs: 2000,
  backoffMaxMs: 60_000,
  plannedCooldownMs: 600_000,
  memoryBudgetMb: 500,
};
const fresh: WatchState = { failures: 0 };
const look = (now: number, page: Observation['page'], more: Partial<Observation> = {}): Observation => ({
  now,
  browserGone: false,
  crashed: false,
  page,
  ...more,
});

/** Runs looks in order and returns every decision. */
function run(looks: Observation[], state: WatchState = fresh) {
  return looks.map((obs) => {
    const d = decide(state, obs, t);
    state = d.state;
    return d;
  });
}

test('a drawing page needs nothing', () => {
  expect(run([look(0, 'ready'), look(1000, 'ready')]).map((d) => d.act)).toEqual([undefined, undefined]);
});

test('a renderer crash reloads at once and reports the dark time when the shell is ready again', () => {
  const [crash, waiting, back] = run([
    look(0, 'no-answer', { crashed: true }),
    look(1000, 'shell'),
    look(2500, 'ready'),
  ]);
  expect(crash.act).toEqual({ step: 'reload', reason: 'crash' });
  expect(waiting.act).toBeUndefined();
  expect(back.recovered).toEqual({ reason: 'crash', at: 2500, darkMs: 2500, steps: ['reload'] });
});

test('a hang is only a hang after the page stayed silent for hungAfterMs, then reload → new tab → restart browser', () => {
  const looks = [0, 1000, 4000, 5000, 8000, 9000, 13_000, 14_000].map((now) => look(now, 'no-answer'));
  const acts = run(looks).map((d) => d.act && `${d.act.step}@${d.act.reason}`);
  expect(acts).toEqual([
    undefined,
    undefined,
    undefined,
    'reload@hang',
    undefined,
    'new-tab@hang',
    'restart-browser@hang',
    undefined,
  ]);
  // Then it keeps restarting the browser, each time after the backoff.
  const state = run(looks).at(-1)!.state;
  expect(decide(state, look(17_000, 'no-answer'), t).act).toEqual({ step: 'restart-browser', reason: 'hang' });
});

test('the hang is measured from the first silent look, not from the step', () => {
  const d = run([look(0, 'no-answer'), look(5000, 'no-answer'), look(7000, 'ready')]);
  expect(d[2].recovered?.darkMs).toBe(7000);
});

test('a killed browser is relaunched at once; a new crash during an incident restarts its ladder', () => {
  const d = run([look(0, 'no-answer', { browserGone: true }), look(500, 'no-answer', { crashed: true })]);
  expect(d[0].act).toEqual({ step: 'restart-browser', reason: 'browser-exit' });
  expect(d[1].act).toEqual({ step: 'reload', reason: 'crash' });
  expect(d[1].state.incident?.since).toBe(0);
});

test('a navigation that never commits is retried after the navigation timeout, not before', () => {
  const d = run([
    look(0, 'ready', { navigatingSince: 0 }),
    look(29_000, 'ready', { navigatingSince: 0 }),
    look(30_000, 'ready', { navigatingSince: 0 }),
  ]);
  expect(d.map((x) => x.act?.reason)).toEqual([undefined, undefined, 'stalled-navigation']);
});

test('an error page or a blank page is reloaded after one retry interval', () => {
  expect(
    run([look(0, 'error-page'), look(9999, 'error-page'), look(10_000, 'error-page')]).map((d) => d.act?.reason),
  ).toEqual([undefined, undefined, 'error-page']);
  expect(run([look(0, 'blank'), look(10_000, 'blank')])[1].act).toEqual({ step: 'reload', reason: 'blank-page' });
});

test('repeated failures back off exponentially up to the ceiling', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => backoffMs(n, t))).toEqual([
    4000, 4000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
  ]);
  let state: WatchState = fresh;
  const stepsAt: number[] = [];
  for (let now = 0; now < 200_000; now += 1000) {
    const d = decide(state, look(now, 'no-answer', { browserGone: true }), t);
    if (d.act) stepsAt.push(now);
    state = d.state;
  }
  const gaps = stepsAt.slice(1).map((at, i) => at - stepsAt[i]);
  expect(gaps.slice(0, 7)).toEqual([4000, 4000, 4000, 8000, 16_000, 32_000, 60_000]);
  expect(Math.max(...gaps)).toBe(60_000);
});

test('memory past the budget reloads once the page is drawing, then cools down', () => {
  const d = run([
    look(0, 'ready', { heapMb: 600 }),
    look(1000, 'shell', { heapMb: 100 }),
    look(2000, 'ready', { heapMb: 100 }),
    look(3000, 'ready', { heapMb: 900 }),
  ]);
  expect(d[0].act).toEqual({ step: 'reload', reason: 'memory' });
  expect(d[2].recovered).toMatchObject({ reason: 'memory', darkMs: 2000 });
  expect(d[3].act).toBeUndefined();
});

test('a planned reload waits for a drawing page (never during a fault or a navigation)', () => {
  expect(decide(fresh, look(0, 'shell', { heapMb: 900 }), t).act).toBeUndefined();
  expect(decide(fresh, look(0, 'ready', { heapMb: 900, navigatingSince: 0 }), t).act).toBeUndefined();
  expect(decide(fresh, look(0, 'ready', { dailyDue: true }), t).act).toEqual({ step: 'reload', reason: 'daily' });
});

test('the operator restart goes straight to a browser restart', () => {
  expect(decide(fresh, look(0, 'ready', { operatorRestart: true }), t).act).toEqual({
    step: 'restart-browser',
    reason: 'operator',
  });
  expect(nextStep('operator', 3)).toBe('restart-browser');
});

test('a shell that runs again but whose panels stay unready (API down) closes the incident instead of escalating', () => {
  const d = run([
    look(0, 'no-answer', { crashed: true }),
    look(5000, 'shell'),
    look(9000, 'shell'),
    look(10_000, 'shell'),
  ]);
  expect(d.map((x) => x.act?.step)).toEqual(['reload', undefined, undefined, undefined]);
  expect(d[3].recovered).toMatchObject({ reason: 'crash', darkMs: 10_000 });
});

test('a planned reload whose navigation stalls keeps the old picture: navigated again after the timeout, never a browser restart', () => {
  const d = run([
    look(0, 'ready', { heapMb: 900 }),
    look(5000, 'ready', { navigatingSince: 0 }),
    look(29_000, 'ready', { navigatingSince: 0 }),
    look(30_000, 'ready', { navigatingSince: 0 }),
    look(45_000, 'ready', { navigatingSince: 30_000 }),
    look(60_000, 'ready', { navigatingSince: 30_000 }),
  ]);
  expect(d.map((x) => x.act?.step)).toEqual(['reload', undefined, undefined, 'reload', undefined, 'reload']);
  expect(d.map((x) => x.act?.reason).filter(Boolean)).toEqual(['memory', 'memory', 'memory']);
});

test('a hang whose reload never commits (the renderer is stopped) still climbs to a new tab and a browser restart', () => {
  // Chromium reports the reload's request as out and unanswered: the stopped renderer never takes the answer.
  const looks = [0, 5000, 7000, 9000, 13_000].map((now) =>
    look(now, 'no-answer', now > 5000 ? { navigatingSince: 5000, awaitingServer: true } : {}),
  );
  expect(run(looks).map((d) => d.act?.step)).toEqual([undefined, 'reload', undefined, 'new-tab', 'restart-browser']);
});

test('an error page is retried every retry interval however long the server stays away: one browser restart, never the backoff ceiling', () => {
  let state: WatchState = fresh;
  const steps: string[] = [];
  const stepsAt: number[] = [];
  for (let now = 0; now < 300_000; now += 1000) {
    const d = decide(state, look(now, 'error-page'), t);
    if (d.act) [steps, stepsAt].forEach((list, i) => (list as unknown[]).push(i ? now : d.act!.step));
    state = d.state;
  }
  const gaps = stepsAt.slice(1).map((at, i) => at - stepsAt[i]);
  expect(stepsAt[0]).toBe(t.notDrawingMs);
  expect(Math.max(...gaps)).toBeLessThanOrEqual(t.notDrawingMs);
  expect(steps.slice(0, 5)).toEqual(['reload', 'reload', 'restart-browser', 'reload', 'reload']);
  expect(steps.filter((s) => s === 'restart-browser')).toHaveLength(1);
  expect(stepWaitOf('blank-page', 10, t)).toBe(t.notDrawingMs);
  expect(stepWaitOf('hang', 10, t)).toBe(t.backoffMaxMs);
});

test('the picture is back within one retry interval of the server answering after a long outage', () => {
  let state: WatchState = fresh;
  let back: number | undefined;
  // The server is away for 10 minutes; each step after that brings the page back.
  for (let now = 0; back === undefined && now < 900_000; now += 1000) {
    const d = decide(
      state,
      look(now, now > 600_000 && state.incident && state.incident.lastStepAt > 600_000 ? 'ready' : 'error-page'),
      t,
    );
    if (d.recovered) back = now;
    state = d.state;
  }
  expect(back! - 600_000).toBeLessThanOrEqual(t.notDrawingMs + t.probeMs);
});

test('a page load awaiting a server that never answers is not a hang (its tab cannot answer looks meanwhile): retried after the timeout, never a restart', () => {
  const waiting = { navigatingSince: 0, awaitingServer: true };
  const retried = { navigatingSince: 30_000, awaitingServer: true };
  const d = run([
    look(0, 'no-answer', waiting),
    look(10_000, 'no-answer', waiting),
    look(30_000, 'no-answer', waiting),
    look(31_000, 'no-answer', retried),
    look(40_000, 'no-answer', retried),
    look(50_000, 'no-answer', retried),
    look(60_000, 'no-answer', retried),
    look(62_000, 'ready'),
  ]);
  expect(d.map((x) => x.act && `${x.act.step}@${x.act.reason}`)).toEqual([
    undefined,
    undefined,
    'reload@stalled-navigation',
    undefined,
    undefined,
    undefined,
    'reload@stalled-navigation',
    undefined,
  ]);
  expect(d[7].recovered).toMatchObject({ reason: 'stalled-navigation', darkMs: 62_000, steps: ['reload', 'reload'] });
});

test('the dark time of a crash, a killed browser and a hang counts from the last good look, not from the look that noticed it', () => {
  const crash = run([
    look(0, 'ready'),
    look(1000, 'ready'),
    look(2000, 'no-answer', { crashed: true }),
    look(3000, 'shell'),
    look(4700, 'ready'),
  ]);
  expect(crash.at(-1)!.recovered).toMatchObject({ reason: 'crash', darkMs: 3700 });
  const gone = run([look(0, 'ready'), look(1000, 'no-answer', { browserGone: true }), look(2700, 'ready')]);
  expect(gone.at(-1)!.recovered).toMatchObject({ reason: 'browser-exit', darkMs: 2700 });
  const hang = run([
    look(0, 'ready'),
    ...[2000, 3000, 7000, 8000].map((now) => look(now, 'no-answer')),
    look(22_000, 'ready'),
  ]);
  expect(hang.at(-1)!.recovered).toMatchObject({ reason: 'hang', darkMs: 22_000 });
});

test('the dark time runs from when the crash or the exit was heard to when the new page was first drawn, not from look to look', () => {
  // Crashed at 1400 (heard then), the reloaded page drawn at 3100, found drawn by the look at 3800.
  const crash = run([
    look(0, 'ready'),
    look(1000, 'ready'),
    look(2000, 'no-answer', { crashed: true, faultAt: 1400 }),
    look(3000, 'shell'),
    look(3800, 'ready', { drawnAt: 3100 }),
  ]);
  expect(crash.at(-1)!.recovered).toMatchObject({ reason: 'crash', at: 3800, darkMs: 1700 });
  const gone = run([
    look(0, 'ready'),
    look(1000, 'no-answer', { browserGone: true, faultAt: 600 }),
    look(2700, 'ready', { drawnAt: 2000 }),
  ]);
  expect(gone.at(-1)!.recovered).toMatchObject({ reason: 'browser-exit', darkMs: 1400 });
  // A page drawn before the fault (the old one, still there) is no return: the look that found it drawing is.
  const stale = run([
    look(0, 'ready'),
    look(1000, 'no-answer', { crashed: true, faultAt: 900 }),
    look(2500, 'ready', { drawnAt: 100 }),
  ]);
  expect(stale.at(-1)!.recovered).toMatchObject({ darkMs: 1600 });
});

test("a load whose server answered the player's own later request is navigated again one look later, not after the navigation timeout", () => {
  const waiting = { navigatingSince: 0, awaitingServer: true };
  const d = run([
    look(1000, 'no-answer', waiting),
    look(8000, 'no-answer', { ...waiting, serverAnsweredAt: 7500 }),
    look(8500, 'no-answer', { ...waiting, serverAnsweredAt: 7500 }),
  ]);
  expect(d.map((x) => x.act?.step)).toEqual([undefined, undefined, 'reload']);
  expect(d[2].act?.reason).toBe('stalled-navigation');
  // An answer to a request sent before this load began says nothing of it.
  expect(
    decide(fresh, look(9000, 'no-answer', { navigatingSince: 8000, awaitingServer: true, serverAnsweredAt: 7500 }), t)
      .act,
  ).toBeUndefined();
  // During an incident (the player's own reload waits) too.
  const incident = run([
    look(0, 'ready'),
    look(1000, 'no-answer', { crashed: true }),
    look(2000, 'no-answer', { navigatingSince: 1000, awaitingServer: true }),
    look(5000, 'no-answer', { navigatingSince: 1000, awaitingServer: true, serverAnsweredAt: 3000 }),
  ]);
  expect(incident.at(-1)!.act).toEqual({ step: 'reload', reason: 'crash' });
});
