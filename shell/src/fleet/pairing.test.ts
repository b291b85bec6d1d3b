import { PAIRING_RETRY_MS, startPairing, type EnrolPath } from './pairing';
import { FleetRequestError } from './post-json';

const credential = { wallId: 'wall-lobby', secret: 'cwc_own', group: 'hub', name: '大厅左屏' };

/** A fleet's enrolment routes: codes numbered in order, each expiring 60 s after it was issued. */
function fakeEnrolment() {
  const calls: { path: EnrolPath; bearer?: string }[] = [];
  const fleet = { issued: 0, claimed: false, expired: false, down: false, calls };
  const post = async (path: EnrolPath, _body: unknown, bearer: string | undefined) => {
    calls.push({ path, bearer });
    if (fleet.down) throw new FleetRequestError('无法连接');
    if (path === '/api/enrol/pairing') {
      fleet.issued += 1;
      fleet.expired = false;
      return {
        code: `ACDEF${fleet.issued}`,
        pairingSecret: `ps-${fleet.issued}`,
        expiresAt: Date.now() + 60_000,
        pollMs: 1000,
        fleetName: '驾驶舱车队',
      };
    }
    if (fleet.expired) throw new FleetRequestError('HTTP 404', 404, 'expired');
    return fleet.claimed
      ? { status: 'claimed', credential }
      : { status: 'pending', code: `ACDEF${fleet.issued}`, expiresAt: 0 };
  };
  return { fleet, post };
}

function start(post: ReturnType<typeof fakeEnrolment>['post']) {
  const codes: string[] = [];
  const claimed = jest.fn();
  const stop = startPairing({
    request: { route: '/' },
    post,
    onCode: (shown) => codes.push(`${shown.code}@${shown.fleetName}`),
    onClaimed: claimed,
  });
  return { codes, claimed, stop };
}

beforeEach(() => jest.useFakeTimers({ now: 0 }));
afterEach(() => jest.useRealTimers());

test("a wall shows the code with the fleet's name and polls with its pairing secret, never the code", async () => {
  const { fleet, post } = fakeEnrolment();
  const { codes, stop } = start(post);
  await jest.advanceTimersByTimeAsync(3_100);
  expect(codes).toEqual(['ACDEF1@驾驶舱车队']);
  expect(fleet.calls.slice(1).map((c) => `${c.path} ${c.bearer}`)).toEqual(
    Array(3).fill('/api/enrol/pairing/poll ps-1'),
  );
  stop();
});

test("once claimed it hands on the wall's own credential and stops polling", async () => {
  const { fleet, post } = fakeEnrolment();
  const { claimed, stop } = start(post);
  await jest.advanceTimersByTimeAsync(1_000);
  fleet.claimed = true;
  await jest.advanceTimersByTimeAsync(1_000);
  expect(claimed).toHaveBeenCalledWith(credential);
  const calls = fleet.calls.length;
  await jest.advanceTimersByTimeAsync(30_000);
  expect(fleet.calls).toHaveLength(calls);
  expect(jest.getTimerCount()).toBe(0);
  stop();
});

test('an expired code (the service says so, or its time is past) gives a new code', async () => {
  const { fleet, post } = fakeEnrolment();
  const { codes, stop } = start(post);
  await jest.advanceTimersByTimeAsync(1_000);
  fleet.expired = true;
  await jest.advanceTimersByTimeAsync(1_000);
  expect(codes).toEqual(['ACDEF1@驾驶舱车队', 'ACDEF2@驾驶舱车队']);
  await jest.advanceTimersByTimeAsync(61_000);
  expect(codes.at(-1)).toBe('ACDEF3@驾驶舱车队');
  stop();
});

test('with the service down the wall asks again every 10 s, one request at a time', async () => {
  const { fleet, post } = fakeEnrolment();
  fleet.down = true;
  const { codes, stop } = start(post);
  await jest.advanceTimersByTimeAsync(PAIRING_RETRY_MS * 3 + 500);
  expect(fleet.calls).toHaveLength(4);
  fleet.down = false;
  await jest.advanceTimersByTimeAsync(PAIRING_RETRY_MS);
  expect(codes).toEqual(['ACDEF1@驾驶舱车队']);
  stop();
});

test('refused a code (too many waiting), the wall says why and what to do, asks again, and a code clears it', async () => {
  const { fleet, post } = fakeEnrolment();
  let refusal: FleetRequestError | undefined = new FleetRequestError(
    'HTTP 429：这个地址等待认领的配对码太多',
    429,
    'address-full',
  );
  const refusing: typeof post = async (path, body, bearer) => {
    if (path === '/api/enrol/pairing' && refusal) {
      fleet.calls.push({ path, bearer });
      throw refusal;
    }
    return post(path, body, bearer);
  };
  const shown: string[] = [];
  const stop = startPairing({
    request: { route: '/' },
    post: refusing,
    onCode: (code) => shown.push(code.code),
    onClaimed: jest.fn(),
    onRefused: (words) => shown.push(`${words.why}｜${words.todo}`),
  });
  await jest.advanceTimersByTimeAsync(0);
  expect(shown).toEqual([
    '本网络等待认领的屏太多｜请在控制台「墙面 → 添加墙面」认领已显示配对码的屏，本屏每 10 秒自动重试',
  ]);
  refusal = new FleetRequestError('HTTP 503', 503, 'full');
  await jest.advanceTimersByTimeAsync(PAIRING_RETRY_MS);
  expect(shown.at(-1)).toMatch(/^集群里等待认领的屏太多｜/);
  refusal = undefined;
  await jest.advanceTimersByTimeAsync(PAIRING_RETRY_MS);
  expect(shown.at(-1)).toBe('ACDEF1');
  stop();
});

test('stop releases the timer: nothing more is asked', async () => {
  const { fleet, post } = fakeEnrolment();
  const { stop } = start(post);
  await jest.advanceTimersByTimeAsync(1_500);
  stop();
  const calls = fleet.calls.length;
  expect(jest.getTimerCount()).toBe(0);
  await jest.advanceTimersByTimeAsync(60_000);
  expect(fleet.calls).toHaveLength(calls);
});
