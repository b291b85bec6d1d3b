import { getBus } from '@cockpit/shared-sdk';
import type { WallBeat } from '@cockpit/protocol';
import { startHeartbeat, type WallStatus } from './heartbeat';
import { postJson } from './post-json';

/** A fleet service behind a fake fetch: `down` hangs every request (it times out), `refusing` answers 503. */
function fakeFleet() {
  const fleet = {
    mode: 'up' as 'up' | 'down' | 'refusing',
    bodies: [] as WallBeat[],
    inFlight: 0,
    maxInFlight: 0,
    signals: [] as AbortSignal[],
    reply: {} as Record<string, unknown>,
  };
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    fleet.bodies.push(JSON.parse(init.body as string) as WallBeat);
    fleet.signals.push(init.signal!);
    fleet.inFlight += 1;
    fleet.maxInFlight = Math.max(fleet.maxInFlight, fleet.inFlight);
    try {
      if (fleet.mode === 'down')
        await new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      // jsdom has no Response: the part of one postJson reads.
      if (fleet.mode === 'refusing') return { ok: false, status: 503, json: async () => ({}) };
      const reply = { ok: true, ...fleet.reply };
      return { ok: true, status: 200, json: async () => reply };
    } finally {
      fleet.inFlight -= 1;
    }
  }) as unknown as typeof fetch;
  return { fleet, fetchImpl };
}

function start(fetchImpl: typeof fetch, extra: { onScreenshotRequest?: (id: string) => void } = {}) {
  const status: WallStatus = { id: 'lobby-1', group: 'hub', notices: [] };
  const warn = jest.fn();
  const delivered = jest.fn();
  const heartbeat = startHeartbeat({
    intervalMs: 1_000,
    firstDelayMs: 2_000,
    // uptimeMs is the clock when the beat was assembled: the test can tell which beat went.
    assemble: (screenshotFor) => ({
      beat: { uptimeMs: Date.now(), ...(screenshotFor ? { screenshotFor } : {}) } as WallBeat,
      delivered,
    }),
    post: (beat, signal) => postJson('http://fleet.test/api/walls/lobby-1/beat', beat, { key: 'k', signal, fetchImpl }),
    status,
    warn,
    ...extra,
  });
  return { status, warn, delivered, heartbeat };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

test('the first beat goes 2 s after start, then one per interval', async () => {
  const { fleet, fetchImpl } = fakeFleet();
  const { status, heartbeat } = start(fetchImpl);
  await jest.advanceTimersByTimeAsync(1_999);
  expect(fleet.bodies).toHaveLength(0);
  await jest.advanceTimersByTimeAsync(1);
  expect(fleet.bodies).toHaveLength(1);
  expect(status.lastBeatAt).toBe(2_000);
  await jest.advanceTimersByTimeAsync(3_000);
  expect(fleet.bodies.length).toBeGreaterThanOrEqual(3);
  heartbeat.stop();
});

test('with the service down nothing queues: one request at a time, and the newest wall state goes when it recovers', async () => {
  const { fleet, fetchImpl } = fakeFleet();
  const toasts: string[] = [];
  const subscription = getBus().toast.toasts$.subscribe((toast) => toasts.push(toast.message));
  fleet.mode = 'down';
  const { status, warn, delivered, heartbeat } = start(fetchImpl);
  await jest.advanceTimersByTimeAsync(60_000); // 58 ticks while the service hangs
  expect(fleet.maxInFlight).toBe(1);
  expect(fleet.bodies.length).toBeLessThanOrEqual(6); // one per 10 s timeout, never one per tick
  expect(status.lastBeatError).toBe('超时（10 秒）');
  fleet.mode = 'up';
  const before = fleet.bodies.length;
  await jest.advanceTimersByTimeAsync(11_000);
  const recovered = fleet.bodies[before];
  expect(recovered.uptimeMs).toBeGreaterThan(60_000); // assembled when sent, not a beat kept from the outage
  expect(status.lastBeatError).toBeUndefined();
  expect(delivered).toHaveBeenCalled();
  expect(warn).toHaveBeenCalledTimes(1); // one warning for the whole outage
  expect(toasts).toEqual([]);
  subscription.unsubscribe();
  heartbeat.stop();
});

test('each distinct refusal warns once and is recorded for operators', async () => {
  const { fleet, fetchImpl } = fakeFleet();
  fleet.mode = 'refusing';
  const { status, warn, delivered, heartbeat } = start(fetchImpl);
  await jest.advanceTimersByTimeAsync(10_000);
  expect(status.lastBeatError).toBe('HTTP 503');
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0][0]).toContain('HTTP 503');
  expect(delivered).not.toHaveBeenCalled();
  heartbeat.stop();
});

test('stop releases every timer and aborts the request in flight', async () => {
  const { fleet, fetchImpl } = fakeFleet();
  fleet.mode = 'down';
  const { heartbeat, warn } = start(fetchImpl);
  await jest.advanceTimersByTimeAsync(2_500);
  heartbeat.stop();
  await jest.advanceTimersByTimeAsync(0);
  expect(fleet.signals[0].aborted).toBe(true);
  expect(jest.getTimerCount()).toBe(0);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fleet.bodies).toHaveLength(1);
  expect(warn).not.toHaveBeenCalled();
});

test('a reply asking for a screenshot is handed on once, and the next beat names the posted screenshot', async () => {
  const { fleet, fetchImpl } = fakeFleet();
  fleet.reply = { screenshotRequest: 'req-1' };
  const requests: string[] = [];
  const { heartbeat } = start(fetchImpl, { onScreenshotRequest: (id) => requests.push(id) });
  await jest.advanceTimersByTimeAsync(2_000);
  expect(requests).toEqual(['req-1']);
  heartbeat.screenshotPosted('req-1');
  fleet.reply = {};
  await jest.advanceTimersByTimeAsync(1_000);
  expect(fleet.bodies[1].screenshotFor).toBe('req-1');
  await jest.advanceTimersByTimeAsync(1_000);
  expect(fleet.bodies[2].screenshotFor).toBeUndefined();
  heartbeat.stop();
});
