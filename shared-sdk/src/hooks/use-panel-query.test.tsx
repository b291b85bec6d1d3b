import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { keptAnswerStoredAt, noteKeptAnswer } from '../http/kept-answers';
import { noteStale } from '../http/shared-cache';
import { REFRESH_SPACING_MS } from './refresh-turns';
import { usePanelQuery } from './use-panel-query';

const STORED_AT = Date.parse('2026-11-20T08:00:00+08:00');

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

test("the worker's stamp is read from an answer's headers, and only a positive number counts", () => {
  expect(keptAnswerStoredAt({ 'x-cockpit-stored-at': String(STORED_AT) })).toBe(STORED_AT);
  expect(keptAnswerStoredAt({ get: (name: string) => (name === 'x-cockpit-stored-at' ? '12' : null) })).toBe(12);
  expect(keptAnswerStoredAt({})).toBeUndefined();
  expect(keptAnswerStoredAt({ 'x-cockpit-stored-at': 'junk' })).toBeUndefined();
});

test("data the wall's cache answered with is stale since it was stored, and live again with the next network answer", async () => {
  let fromCache = true;
  const fetcher = async (signal: AbortSignal) => {
    if (fromCache) noteKeptAnswer(signal, STORED_AT);
    return { rows: [fromCache ? 'kept' : 'live'] };
  };
  const { result } = renderHook(() => usePanelQuery(['kept-test'], fetcher, 0), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual({ rows: ['kept'] }));
  expect((result.current.error as Error).name).toBe('KeptAnswer');
  expect((result.current.error as Error).message).toMatch(/离线缓存（11-20 \d\d:00:00 的数据）/);
  expect(result.current.dataUpdatedAt).toBe(STORED_AT);

  fromCache = false;
  await result.current.refetch();
  await waitFor(() => expect(result.current.data).toEqual({ rows: ['live'] }));
  expect(result.current.error).toBeNull();
  expect(result.current.dataUpdatedAt).toBeGreaterThan(STORED_AT);
});

test("data the shared cache served while the API failed is the panel's data, stale, aged from when it was fetched", async () => {
  const fetchedAt = Date.now() - 90_000;
  const fetcher = async (signal: AbortSignal) => {
    noteStale(signal, fetchedAt);
    return [1, 2];
  };
  const { result } = renderHook(() => usePanelQuery(['t', 'stale'], fetcher, 0), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual([1, 2]));
  expect(result.current.error).toMatchObject({ name: 'UpstreamStale' });
  expect(result.current.dataUpdatedAt).toBe(fetchedAt);
});

test("a copy the shared cache served past its freshness (UPDATING, STALE) is stale once older than the panel's freshness limit", async () => {
  let fetchedAt = Date.now() - 20_000;
  const fetcher = async (signal: AbortSignal) => {
    noteStale(signal, fetchedAt);
    return [fetchedAt];
  };
  // Refreshed every 4 s: the limit is 30 s. A 20 s old copy is as good as the panel asks for; a 31 s old one is not.
  const { result } = renderHook(() => usePanelQuery(['t', 'updating'], fetcher, 4000), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual([fetchedAt]));
  expect(result.current.error).toBeNull();
  fetchedAt = Date.now() - 31_000;
  await result.current.refetch();
  await waitFor(() => expect(result.current.error).toMatchObject({ name: 'UpstreamStale' }));
  expect(result.current.dataUpdatedAt).toBe(fetchedAt);
});

test('a fresh answer is plain data with no error', async () => {
  const { result } = renderHook(() => usePanelQuery(['t', 'fresh'], async () => ({ n: 1 }), 0), { wrapper });
  await waitFor(() => expect(result.current.data).toEqual({ n: 1 }));
  expect(result.current.error).toBeNull();
  expect(result.current.dataUpdatedAt).toBeGreaterThan(Date.now() - 5000);
});

test('panels that load together load at once, and refresh spaced out: each refresh a turn after the one before', async () => {
  const calls: { key: string; at: number }[] = [];
  const fetcherOf = (key: string) => async () => {
    calls.push({ key, at: performance.now() });
    return key;
  };
  const client = new QueryClient();
  const shared = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const panels = ['a', 'b', 'c'].map((key) =>
    renderHook(() => usePanelQuery(['spaced', key], fetcherOf(key), 0), { wrapper: shared }),
  );
  await waitFor(() => panels.forEach(({ result }) => expect(result.current.data).toBeDefined()));
  const firstLoads = calls.map((c) => c.at);
  expect(Math.max(...firstLoads) - Math.min(...firstLoads)).toBeLessThan(REFRESH_SPACING_MS);

  calls.length = 0;
  await act(async () => void (await Promise.all(panels.map(({ result }) => result.current.refetch()))));
  expect(calls.map((c) => c.key)).toEqual(['a', 'b', 'c']);
  const gaps = calls.slice(1).map((c, i) => c.at - calls[i].at);
  // The turns space the refreshes' starts; a fetcher is called a little after its start (later on a loaded machine:
  // one called 25 ms late left a 128 ms gap to the next). Without the turns the three are called within a millisecond.
  gaps.forEach((gap) => expect(gap).toBeGreaterThanOrEqual(REFRESH_SPACING_MS / 2));
  expect(calls[2].at - calls[0].at).toBeGreaterThanOrEqual(1.5 * REFRESH_SPACING_MS);
  panels.forEach(({ unmount }) => unmount());
});
