/** The shortest freshness limit, ms: a panel refreshing every few seconds is not stale after one slow reply. */
export const MIN_FRESHNESS_MS = 30_000;

/**
 * How old a panel's data may get before the frame calls it stale even though no request failed
 * (a hanging API): the descriptor's own `maxAgeMs`, else twice the refresh interval, at least
 * {@link MIN_FRESHNESS_MS}. A panel that does not refresh (`refreshMs` ≤ 0) never ages.
 */
export function freshnessLimit(refreshMs: number, maxAgeMs?: number): number {
  if (maxAgeMs !== undefined && maxAgeMs > 0) return maxAgeMs;
  if (refreshMs <= 0) return Infinity;
  return Math.max(MIN_FRESHNESS_MS, 2 * refreshMs);
}

/** True when data that arrived at `dataUpdatedAt` is older than `limitMs` at `now` (no data is never over age). */
export function isOverAge(dataUpdatedAt: number, limitMs: number, now: number): boolean {
  return dataUpdatedAt > 0 && now - dataUpdatedAt > limitMs;
}

/** The frame's reason for data that is stale by age: how long it has not been updated, and why. */
export function overAgeReason(limitMs: number, requestPending: boolean): string {
  const limit =
    limitMs >= 60_000 && limitMs % 60_000 === 0 ? `${limitMs / 60_000} 分钟` : `${Math.round(limitMs / 1000)} 秒`;
  return `数据超过 ${limit}未更新${requestPending ? '（请求仍未返回）' : ''}`;
}
