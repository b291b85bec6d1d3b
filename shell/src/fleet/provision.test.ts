import { FleetRequestError } from './post-json';
import { isTokenRefusal, startProvisioning } from './provision';

const credential = { wallId: 'w1', secret: 'cwc_secret', group: 'hub', name: '大厅' };

test('only an answer about the token is a refusal: 401, 403, 404, 410 and 422, not 429, a 5xx or no answer', () => {
  for (const status of [400, 401, 403, 404, 410, 422])
    expect(isTokenRefusal(new FleetRequestError('x', status))).toBe(true);
  for (const status of [429, 500, 502, 503]) expect(isTokenRefusal(new FleetRequestError('x', status))).toBe(false);
  expect(isTokenRefusal(new FleetRequestError('超时'))).toBe(false);
  expect(isTokenRefusal(new TypeError('Failed to fetch'))).toBe(false);
});

describe('exchanging a provisioning token', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('retries after each backoff until the service answers, then stops', async () => {
    const replies: (() => Promise<unknown>)[] = [
      () => Promise.reject(new FleetRequestError('没有答复（超时）')),
      () => Promise.reject(new FleetRequestError('HTTP 429', 429)),
      () => Promise.resolve(credential),
    ];
    const post = jest.fn(() => replies.shift()!());
    const onEnrolled = jest.fn();
    const onTrouble = jest.fn();
    startProvisioning({ post, onEnrolled, onRefused: jest.fn(), onTrouble, backoffMs: (n) => 1000 * (n + 1) });
    await jest.advanceTimersByTimeAsync(0);
    expect(onTrouble).toHaveBeenLastCalledWith('没有答复（超时）', 1000);
    await jest.advanceTimersByTimeAsync(999);
    expect(post).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(onTrouble).toHaveBeenLastCalledWith('HTTP 429', 2000);
    await jest.advanceTimersByTimeAsync(2000);
    expect(onEnrolled).toHaveBeenCalledWith(credential);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(post).toHaveBeenCalledTimes(3);
  });

  test('a refusal ends it at once, and a stop releases the pending retry', async () => {
    const onRefused = jest.fn();
    startProvisioning({
      post: () => Promise.reject(new FleetRequestError('HTTP 401：预配令牌已过期', 401)),
      onEnrolled: jest.fn(),
      onRefused,
      onTrouble: jest.fn(),
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(onRefused).toHaveBeenCalledWith('HTTP 401：预配令牌已过期');

    const post = jest.fn(() => Promise.reject(new FleetRequestError('超时')));
    const stop = startProvisioning({
      post,
      onEnrolled: jest.fn(),
      onRefused: jest.fn(),
      onTrouble: jest.fn(),
      backoffMs: () => 1000,
    });
    await jest.advanceTimersByTimeAsync(0);
    stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(post).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});
