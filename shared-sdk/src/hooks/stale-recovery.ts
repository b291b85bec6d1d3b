// Back from an outage, a wall should not wait for each panel's own next refresh (up to 5 minutes on `/`): when it
// sees its servers again, every stale panel refetches at once. While most panels are stale, one of them is asked again
// every `probeEveryMs` (the probe); the first live answer, or the worker's word that the network answers, sets off the rest.
import type { Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { keptQueryStoredAt } from '../http/kept-answers';

/** Queries that load code, not data (a remote's module, a page's index): left to their own retries. */
const CODE_QUERIES = new Set(['panel-module', 'index-page']);
/** The share of data queries that must be stale for the wall to count as cut off (one failing panel is not an outage). */
export const OUTAGE_SHARE = 1 / 3;

const isDataQuery = (query: Query) => !CODE_QUERIES.has(String(query.queryKey[0])) && query.getObserversCount() > 0;

/** A shown panel's data that is no live answer: its last fetch failed, or the worker or the shared cache served a kept copy. */
export function isStaleQuery(query: Query): boolean {
  if (!isDataQuery(query)) return false;
  const { status, error, fetchFailureCount, data } = query.state;
  const staleSince = (data as { staleSince?: number } | undefined)?.staleSince;
  return (
    status === 'error' ||
    error !== null ||
    fetchFailureCount > 0 ||
    keptQueryStoredAt(query.queryKey) !== undefined ||
    staleSince !== undefined
  );
}

/** True when at least {@link OUTAGE_SHARE} of the shown data queries are stale. */
export function inOutage(queries: readonly Query[]): boolean {
  const data = queries.filter(isDataQuery);
  return data.length > 0 && data.filter(isStaleQuery).length >= data.length * OUTAGE_SHARE;
}

export interface StaleRecovery {
  /** Refetches every stale panel now (once at a time). */
  refetchStale(): void;
  stop(): void;
}

/** Watches `client`'s queries: probes while the wall is cut off, and refetches every stale panel when it is back. */
export function watchStaleRecovery(client: QueryClient, probeEveryMs: number): StaleRecovery {
  const cache = client.getQueryCache();
  let refetching = false;
  const refetchStale = () => {
    if (refetching || !cache.findAll({ predicate: isStaleQuery }).length) return;
    refetching = true;
    void client.refetchQueries({ predicate: isStaleQuery }).finally(() => (refetching = false));
  };
  const unsubscribe = cache.subscribe((event: QueryCacheNotifyEvent) => {
    // react-query types an event's query with `any` for its data; the check reads only its state.
    if (event.type !== 'updated' || event.action.type !== 'success' || isStaleQuery(event.query as Query)) return;
    if (inOutage(cache.getAll())) refetchStale();
  });
  const timer = setInterval(() => {
    const all = cache.getAll();
    if (refetching || !inOutage(all)) return;
    const probe = all.find((query) => isStaleQuery(query) && query.state.fetchStatus === 'idle');
    void probe?.fetch().catch(() => undefined);
  }, probeEveryMs);
  return {
    refetchStale,
    stop() {
      unsubscribe();
      clearInterval(timer);
    },
  };
}
