// A wall's service worker answers a data call from its cache when the API cannot be reached, and stamps the
// answer with when it stored it. The data is then shown as stale, "since" that time: a page that starts
// without the network draws its last data with stale badges instead of empty frames.
import { hashKey, type QueryKey } from '@tanstack/react-query';

/** The header the worker stamps on an answer from its cache (epoch ms it stored it). */
export const KEPT_ANSWER_HEADER = 'x-cockpit-stored-at';

const keptBySignal = new WeakMap<AbortSignal, number>();
// One number per query key a panel ran (bounded like the queries themselves), cleared by its next live answer.
const keptByQuery = new Map<string, number>();

/** When the worker stored an answer, from its headers (undefined for an answer from the network). */
export function keptAnswerStoredAt(headers: unknown): number | undefined {
  const raw =
    (headers as { get?: (name: string) => unknown } | undefined)?.get?.(KEPT_ANSWER_HEADER) ??
    (headers as Record<string, unknown> | undefined)?.[KEPT_ANSWER_HEADER];
  const at = Number(raw);
  return Number.isFinite(at) && at > 0 ? at : undefined;
}

/** Notes a kept answer for the fetch `signal` belongs to; a fetch of several calls is as old as its oldest. */
export function noteKeptAnswer(signal: AbortSignal | undefined, storedAt: number): void {
  if (!signal) return;
  const before = keptBySignal.get(signal);
  keptBySignal.set(signal, before === undefined ? storedAt : Math.min(before, storedAt));
}

/** After a query's fetch: remembers whether its data came from the worker's cache, and since when. */
export function settleKeptQuery(key: QueryKey, signal: AbortSignal): void {
  const at = keptBySignal.get(signal);
  const hash = hashKey(key);
  if (at === undefined) keptByQuery.delete(hash);
  else keptByQuery.set(hash, at);
}

/** When the shown data of a query was stored by the worker, or undefined when it is live. */
export function keptQueryStoredAt(key: QueryKey): number | undefined {
  return keptByQuery.get(hashKey(key));
}
