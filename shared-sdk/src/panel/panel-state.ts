import type { PanelData, PanelState } from './panel-types';

/** Default emptiness: null/undefined, an empty array, or a page with no rows. */
export function defaultIsEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object' && Array.isArray((data as { rows?: unknown }).rows)) {
    return (data as { rows: unknown[] }).rows.length === 0;
  }
  return false;
}

/**
 * The frame state of a panel's data: loading → error → empty → data; stale when data is kept through
 * a failure, or is older than its freshness limit (`overAge`, e.g. while a request hangs).
 */
export function panelState<T>(
  result: PanelData<T>,
  isEmpty: (data: T) => boolean = defaultIsEmpty,
  overAge = false,
): PanelState {
  if (result.data === undefined) return result.error ? 'error' : 'loading';
  if (result.error) return 'stale';
  if (isEmpty(result.data)) return 'empty';
  return overAge ? 'stale' : 'ready';
}
