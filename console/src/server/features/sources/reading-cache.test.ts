import { ReadingCache } from './reading-cache';

describe('the reading cache', () => {
  test('one load per key within its time, a new one after; bounded in size', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ReadingCache(1000, 2, () => now);
    const load = async () => ({ value: ++loads, intervalMs: 5000, stale: false });
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(loads).toBe(1);
    now = 999;
    expect(await cache.get('a', load)).toMatchObject({ value: 1 });
    now = 1000;
    expect(await cache.get('a', load)).toMatchObject({ value: 2 });
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('a', load)).toMatchObject({ value: 5 });
  });

  test('a failed load is not kept', async () => {
    const cache = new ReadingCache(1000, 10, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('a', async () => ({ value: 1, intervalMs: 5000, stale: false }))).toMatchObject({
      value: 1,
    });
  });
});
