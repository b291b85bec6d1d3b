import { keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import dayjs from 'dayjs';
import { keptQueryStoredAt, settleKeptQuery } from '../http/kept-answers';
import { takeStale, UpstreamStaleError } from '../http/shared-cache';
import { freshnessLimit, MIN_FRESHNESS_MS } from '../panel/freshness';
import { refreshTurns } from './refresh-turns';

/** One fetch's data, and when it was fetched upstream if the shared cache served it as its last good answer. */
interface Fetched<T> {
  value: T;
  staleSince?: number;
}

/** Retry delay with exponential backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

/** Retries per fetch before a panel is marked error/stale (the next refresh tries again). */
export const PANEL_QUERY_RETRIES = 2;

/**
 * A panel's data: fetched through react-query, refreshed every `refreshMs`, retried with backoff,
 * the last good data kept while refreshing or failing (the frame shows it as stale). Data the shared cache
 * served while the business API failed is shown as stale too, aged from when it was fetched upstream.
 */
export function usePanelQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  refreshMs: number,
): UseQueryResult<T> {
  const client = useQueryClient();
  const result = useQuery({
    queryKey: key,
    queryFn: async ({ signal, queryKey }): Promise<Fetched<T>> => {
      // A refresh takes its turn among the page's refreshes. A first load (no data yet) never waits, nor a retry: it
      // has waited its backoff, and in an outage every panel's retries taking turns made a wall heal late.
      const state = client.getQueryState(queryKey);
      // A panel polling faster than every 10 s is a live figure: it never waits (the bursts are the minute refreshes).
      const live = refreshMs > 0 && refreshMs < 10_000;
      if (!live && state?.data !== undefined && !state.fetchFailureCount) await refreshTurns().take(signal);
      const value = await fetcher(signal);
      settleKeptQuery(queryKey, signal);
      const staleSince = takeStale(signal);
      // A copy the shared cache served past its freshness (refreshed behind, or the upstream failing) is stale
      // data once it is older than this panel's freshness limit; younger, it is as good as the panel asks for.
      const tooOld =
        staleSince !== undefined &&
        Date.now() - staleSince > (refreshMs > 0 ? freshnessLimit(refreshMs) : MIN_FRESHNESS_MS);
      return tooOld ? { value, staleSince } : { value };
    },
    refetchInterval: refreshMs > 0 ? refreshMs : false,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    retry: PANEL_QUERY_RETRIES,
    retryDelay: backoffDelay,
    placeholderData: keepPreviousData,
    staleTime: Math.max(0, refreshMs - 100),
    // Pages a table has moved past are dropped after a minute: a wall's cache stays small for weeks.
    gcTime: 60_000,
  });
  const fetched = useMemo(() => unwrap(result), [result]);
  const keptAt = fetched.data === undefined ? undefined : keptQueryStoredAt(key);
  const offline = useMemo(() => (keptAt === undefined ? undefined : keptAnswerError(keptAt)), [keptAt]);
  // The frame calls data stale when its result carries an error: the worker's copy is shown as such, aged from when it was stored.
  return offline && keptAt !== undefined
    ? ({ ...fetched, error: fetched.error ?? offline, dataUpdatedAt: keptAt } as UseQueryResult<T>)
    : fetched;
}

/** The shared cache's last good answer (served while the business API failed) is stale data, aged from its upstream fetch. */
function unwrap<T>(result: UseQueryResult<Fetched<T>>): UseQueryResult<T> {
  const fetched = result.data;
  const staleSince = fetched?.staleSince;
  const stale =
    staleSince === undefined ? {} : { error: result.error ?? new UpstreamStaleError(), dataUpdatedAt: staleSince };
  return { ...result, data: fetched?.value, ...stale } as UseQueryResult<T>;
}

/** The frame's reason for data the wall's cache answered with while the API was out of reach (the fleet reports its class, `KeptAnswer`). */
export function keptAnswerError(storedAt: number): Error {
  const error = new Error(`数据接口不可达，显示离线缓存（${dayjs(storedAt).format('MM-DD HH:mm:ss')} 的数据）`);
  error.name = 'KeptAnswer';
  return error;
}

/** A one-off query for a dialog or detail view (no polling); disabled while `enabled` is false. */
export function useDetailQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  enabled = true,
): UseQueryResult<T> {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetcher(signal),
    enabled,
    retry: 1,
    retryDelay: backoffDelay,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  });
}
