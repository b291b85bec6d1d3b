import { TextEncoder } from 'node:util';
import { credentialKey } from './wall-credential';
import { SHARED_KEYS_RETIRED, startFleet } from './wall-session';
import { wallStatus } from './wall-status';

// jsdom has no TextEncoder; the browser and node do.
Object.assign(globalThis, { TextEncoder });

interface Call {
  path: string;
  auth?: string;
  body: Record<string, unknown>;
}

/** The fleet's wall-facing routes behind a fake fetch. `beatReply` is what a beat gets; `refuse` makes beats 401. */
function fakeFleet() {
  const calls: Call[] = [];
  const fleet = {
    calls,
    claimed: false,
    refuse: undefined as string | undefined,
    beatReply: { ok: true, group: 'hub', name: '大厅左屏' } as Record<string, unknown>,
    provisionOk: true,
    provisionDown: 0,
    codes: 0,
  };
  const credential = { wallId: 'wall-lobby', secret: 'cwc_own_secret', group: 'hub', name: '大厅左屏' };
  const json = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname.replace(/^\/fleet-\d+/, '');
    calls.push({
      path,
      auth: (init.headers as Record<string, string>).Authorization,
      body: JSON.parse(init.body as string) as Record<string, unknown>,
    });
    if (path === '/api/enrol/pairing')
      return json(200, {
        code: `ACDEF${(fleet.codes += 1)}`,
        pairingSecret: `ps-${fleet.codes}`,
        expiresAt: Date.now() + 600_000,
        pollMs: 1000,
        fleetName: '测试车队',
      });
    if (path === '/api/enrol/pairing/poll')
      return json(200, fleet.claimed ? { status: 'claimed', credential } : { status: 'pending' });
    if (path === '/api/enrol/provision' && fleet.provisionDown > 0) {
      fleet.provisionDown -= 1;
      return json(503, { error: '服务正忙' });
    }
    if (path === '/api/enrol/provision')
      return fleet.provisionOk ? json(200, credential) : json(401, { error: '预配令牌已过期' });
    if (fleet.refuse) return json(401, { error: '凭据已撤销', reason: fleet.refuse });
    return json(200, fleet.beatReply);
  }) as unknown as typeof fetch;
  return fleet;
}

let serial = 0;
function start(options: { enrolToken?: string; fleetKeys?: unknown } = {}) {
  const fleetUrl = `http://fleet.test/fleet-${(serial += 1)}`;
  const refreshFiles = jest.fn();
  const stop = startFleet({
    config: { fleetUrl, fleetHeartbeatMs: 1000, fleetKeys: options.fleetKeys },
    remotes: () => ({}),
    startedAt: 0,
    enrolToken: options.enrolToken,
    refreshFiles,
  });
  return { fleetUrl, refreshFiles, stop: stop! };
}
const beats = (calls: Call[]) => calls.filter((c) => c.path.endsWith('/beat'));

beforeEach(() => {
  jest.useFakeTimers({ now: 0 });
  window.history.replaceState(null, '', '/?wall=lobby-1');
});
afterEach(() => jest.useRealTimers());

test("a wall without a credential shows a code, and asks with its address's suggestions only", async () => {
  const fleet = fakeFleet();
  const { stop } = start();
  await jest.advanceTimersByTimeAsync(0);
  expect(wallStatus().pairing).toMatchObject({ code: 'ACDEF1', fleetName: '测试车队' });
  expect(fleet.calls[0].body).toMatchObject({ route: '/', suggestedName: 'lobby-1', suggestedGroup: 'hub' });
  stop();
});

test('once claimed it keeps its credential, re-reads its files, beats under its own id and the code is gone within 5 s', async () => {
  const fleet = fakeFleet();
  const { fleetUrl, refreshFiles, stop } = start();
  await jest.advanceTimersByTimeAsync(1500);
  fleet.claimed = true;
  await jest.advanceTimersByTimeAsync(5000);
  expect(wallStatus()).toMatchObject({ id: 'wall-lobby', name: '大厅左屏', group: 'hub', pairing: undefined });
  expect(JSON.parse(localStorage.getItem(credentialKey(fleetUrl))!)).toMatchObject({
    wallId: 'wall-lobby',
    secret: 'cwc_own_secret',
  });
  expect(refreshFiles).toHaveBeenCalled();
  expect(beats(fleet.calls)[0]).toMatchObject({ path: '/api/walls/wall-lobby/beat', auth: 'Bearer cwc_own_secret' });
  stop();
});

test('a credential refused at a beat is forgotten; the wall shows a new code and says why', async () => {
  const fleet = fakeFleet();
  fleet.claimed = true;
  const { fleetUrl, stop } = start();
  await jest.advanceTimersByTimeAsync(4000);
  fleet.claimed = false;
  fleet.refuse = 'retired';
  await jest.advanceTimersByTimeAsync(2000);
  expect(localStorage.getItem(credentialKey(fleetUrl))).toBeNull();
  expect(wallStatus()).toMatchObject({ id: undefined, pairing: { code: 'ACDEF2' } });
  expect(wallStatus().notices.join()).toContain('这块大屏已被停用');
  const beatsThen = beats(fleet.calls).length;
  await jest.advanceTimersByTimeAsync(10_000);
  expect(beats(fleet.calls)).toHaveLength(beatsThen);
  stop();
});

test('the group is what the beat reply says: a move re-reads the files once, without a page load', async () => {
  const fleet = fakeFleet();
  fleet.claimed = true;
  const { fleetUrl, refreshFiles, stop } = start();
  await jest.advanceTimersByTimeAsync(4000);
  refreshFiles.mockClear();
  fleet.beatReply = { ok: true, group: 'meeting', name: '大厅左屏' };
  await jest.advanceTimersByTimeAsync(3000);
  expect(wallStatus().group).toBe('meeting');
  expect(refreshFiles).toHaveBeenCalledTimes(1);
  expect(JSON.parse(localStorage.getItem(credentialKey(fleetUrl))!).group).toBe('meeting');
  stop();
});

test("a provisioning token is exchanged once for the wall's own credential", async () => {
  const fleet = fakeFleet();
  const { stop } = start({ enrolToken: 'cpt_token' });
  await jest.advanceTimersByTimeAsync(0);
  expect(fleet.calls.map((c) => c.path)).toEqual(['/api/enrol/provision']);
  expect(fleet.calls[0].body).toMatchObject({ token: 'cpt_token', route: '/', suggestedName: 'lobby-1' });
  expect(fleet.calls[0].body).not.toHaveProperty('suggestedGroup');
  expect(wallStatus()).toMatchObject({ id: 'wall-lobby', pairing: undefined });
  stop();
});

test('a refused token says why on the ops overlay and the wall pairs instead', async () => {
  const fleet = fakeFleet();
  fleet.provisionOk = false;
  const { stop } = start({ enrolToken: 'cpt_old' });
  await jest.advanceTimersByTimeAsync(0);
  expect(wallStatus().notices.join()).toContain('预配令牌已过期');
  expect(wallStatus().pairing?.code).toBe('ACDEF1');
  stop();
});

test('a token that got no answer (service busy or down) is tried again with backoff, never given up for a pairing code', async () => {
  const fleet = fakeFleet();
  fleet.provisionDown = 2;
  const { stop } = start({ enrolToken: 'cpt_token' });
  await jest.advanceTimersByTimeAsync(0);
  expect(wallStatus().lastBeatError).toMatch(/^预配请求没有得到答复（HTTP 503：服务正忙），\d+ 秒后重试$/);
  await jest.advanceTimersByTimeAsync(5_000);
  expect(fleet.calls.filter((c) => c.path.startsWith('/api/enrol')).map((c) => c.path)).toEqual([
    '/api/enrol/provision',
    '/api/enrol/provision',
    '/api/enrol/provision',
  ]);
  expect(wallStatus()).toMatchObject({ id: 'wall-lobby', pairing: undefined });
  expect(fleet.calls.some((c) => c.path.startsWith('/api/enrol/pairing'))).toBe(false);
  stop();
});

test('shared keys in config.json are never sent, and the overlay says they are retired', async () => {
  const fleet = fakeFleet();
  const { stop } = start({ fleetKeys: { hub: 'cwk_shared' } });
  await jest.advanceTimersByTimeAsync(3000);
  expect(wallStatus().notices).toContain(SHARED_KEYS_RETIRED);
  expect(fleet.calls.every((c) => c.auth !== 'Bearer cwk_shared')).toBe(true);
  stop();
});

test('a preview never enrols nor beats', async () => {
  const fleet = fakeFleet();
  window.history.replaceState(null, '', '/preview?panel=teams/overview&group=hub');
  expect(
    startFleet({
      config: { fleetUrl: 'http://fleet.test/x', fleetHeartbeatMs: 1000 },
      remotes: () => ({}),
      startedAt: 0,
      refreshFiles: jest.fn(),
    }),
  ).toBeUndefined();
  await jest.advanceTimersByTimeAsync(5000);
  expect(fleet.calls).toEqual([]);
});

test('stop releases every timer, whether pairing or beating', async () => {
  const fleet = fakeFleet();
  const pairing = start();
  await jest.advanceTimersByTimeAsync(1500);
  pairing.stop();
  expect(jest.getTimerCount()).toBe(0);
  fleet.claimed = true;
  const beating = start();
  await jest.advanceTimersByTimeAsync(4000);
  beating.stop();
  expect(jest.getTimerCount()).toBe(0);
});
