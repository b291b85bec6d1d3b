import { firstValueFrom } from 'rxjs';
import { cacheStartNow, pageStoredAt, watchCacheStart } from './cache-start';
import { STORED_AT_HEADER } from './response-checks';
import { CACHED_PAGE_META } from './worker-plugins';

const page = (storedAt?: number) => {
  document.head.innerHTML = storedAt === undefined ? '' : `<meta name="${CACHED_PAGE_META}" content="${storedAt}">`;
  return document;
};
const answer = (kept: boolean) =>
  ({
    ok: true,
    headers: { get: (name: string) => (kept && name === STORED_AT_HEADER ? '1' : null) },
  }) as unknown as Response;

afterEach(() => jest.useRealTimers());

test('a page from the network carries no mark; one from the cache says when it was stored', () => {
  expect(pageStoredAt(page())).toBeUndefined();
  expect(pageStoredAt(page(1_790_000_000_000))).toBe(1_790_000_000_000);
});

test('a cache start stays offline while config.json comes from the cache, and is live once the server answers', async () => {
  jest.useFakeTimers();
  const answers = [answer(true), answer(true), answer(false)];
  const fetchFile = jest.fn(async () => answers.shift()!);
  const stop = watchCacheStart(page(42), 1000, fetchFile);
  expect(cacheStartNow()).toEqual({ pageStoredAt: 42, live: false });
  await jest.advanceTimersByTimeAsync(2000);
  expect(cacheStartNow()?.live).toBe(false);
  await jest.advanceTimersByTimeAsync(1000);
  expect(cacheStartNow()).toEqual({ pageStoredAt: 42, live: true });
  await jest.advanceTimersByTimeAsync(5000);
  expect(fetchFile).toHaveBeenCalledTimes(3);
  stop();
  await expect(firstValueFrom((await import('./cache-start')).cacheStart$)).resolves.toEqual({
    pageStoredAt: 42,
    live: true,
  });
});
