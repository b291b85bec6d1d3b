/**
 * What the shared cache in front of the business API (the deployment's nginx) tells a wall, in headers:
 * `X-Cockpit-Cache: STALE` (the upstream failed: this is its last good answer, fetched at `X-Cockpit-Fetched-At`)
 * and, on a 502, `X-Cockpit-Upstream-Status: 200` (the upstream answered an error inside HTTP 200; the body is its).
 */
export const CACHE_STATUS_HEADER = 'x-cockpit-cache';
export const FETCHED_AT_HEADER = 'x-cockpit-fetched-at';
export const UPSTREAM_STATUS_HEADER = 'x-cockpit-upstream-status';
/** Sent with a blob or arraybuffer call to the display's own origin: the cache passes it through, unshared. */
export const PRIVATE_HEADER = 'X-Cockpit-Private';

/** Data the shared cache kept for a panel while the business API failed: the frame shows it stale, with this reason. */
export class UpstreamStaleError extends Error {
  constructor() {
    super('数据接口暂时不可用，显示的是缓存的最后一次数据');
    this.name = 'UpstreamStale';
  }
}

type HeaderBag = { get?: (name: string) => unknown } | Record<string, unknown> | undefined;

function header(headers: HeaderBag, name: string): string | undefined {
  if (!headers) return undefined;
  const value =
    typeof headers.get === 'function'
      ? (headers.get as (name: string) => unknown)(name)
      : (headers as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : Array.isArray(value)
      ? value.join(', ')
      : undefined;
}

/** Served past its freshness: the upstream failed (STALE), or the copy is refreshed behind it (STALE, UPDATING). */
const PAST_FRESHNESS = new Set(['STALE', 'UPDATING']);

/**
 * When a reply is a copy the cache served past its freshness: the time it was fetched upstream (epoch ms), else
 * undefined. The panel calls it stale once that is older than its own freshness limit (usePanelQuery).
 */
export function staleSince(headers: HeaderBag, now = Date.now()): number | undefined {
  if (!PAST_FRESHNESS.has(header(headers, CACHE_STATUS_HEADER) ?? '')) return undefined;
  const fetchedAt = Number(header(headers, FETCHED_AT_HEADER));
  return Number.isFinite(fetchedAt) && fetchedAt > 0 && fetchedAt <= now ? fetchedAt : now;
}

/** True for the cache's 502 that carries an error the upstream answered inside HTTP 200. */
export function isErrorInside200(status: number | undefined, headers: HeaderBag): boolean {
  return status === 502 && header(headers, UPSTREAM_STATUS_HEADER) === '200';
}

const STALE_MARK = Symbol('cockpit.staleSince');
const staleBySignal = new WeakMap<AbortSignal, number>();

/** Marks a reply body as the cache's last good answer (kept off JSON and off the data a panel sees). */
export function markStale<T extends object>(body: T, since: number): T {
  Object.defineProperty(body, STALE_MARK, { value: since, enumerable: false });
  return body;
}

/** The time a marked reply body was fetched, else undefined. */
export function staleMarkOf(body: unknown): number | undefined {
  return typeof body === 'object' && body !== null ? (body as { [STALE_MARK]?: number })[STALE_MARK] : undefined;
}

/** Notes that a call made with `signal` got a stale answer: its panel's fetch shows its data as stale. */
export function noteStale(signal: AbortSignal | undefined, since: number): void {
  if (!signal) return;
  staleBySignal.set(signal, Math.min(since, staleBySignal.get(signal) ?? Infinity));
}

/** The oldest stale answer any call of this fetch got (and forgets it), else undefined. */
export function takeStale(signal: AbortSignal): number | undefined {
  const since = staleBySignal.get(signal);
  staleBySignal.delete(signal);
  return since;
}
