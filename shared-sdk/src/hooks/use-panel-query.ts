import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import dayjs from 'dayjs';
import { keptQueryStoredAt, settleKeptQuery } from '../http/kept-answers';

/** Retry delay with exponential backoff: 1 s, 2 s, 4 s … capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

/** Retries per fetch before a panel is marked error/stale (the next refresh tries again). */
export const PANEL_QUERY_RETRIES = 2;

/**
 * A panel's data: fetched through react-query, refreshed every `refreshMs`, retried with backoff,
 * the last good data kept while refreshing or failing (the frame shows it as stale).
 */
export function usePanelQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  refreshMs: number,
): UseQueryResult<T> {
  const result = useQuery({
    queryKey: key,
    queryFn: async ({ signal, queryKey }) => {
      const data = await fetcher(signal);
      settleKeptQuery(queryKey, signal);
      return data;
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
  const keptAt = result.data === undefined ? undefined : keptQueryStoredAt(key);
  const offline = useMemo(() => (keptAt === undefined ? undefined : keptAnswerError(keptAt)), [keptAt]);
  // The frame calls data stale when its result carries an error: the worker's copy is shown as such, aged from when it was stored.
  return offline && keptAt !== undefined ? { ...result, error: result.error ?? offline, dataUpdatedAt: keptAt } as UseQueryResult<T> : result;
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
