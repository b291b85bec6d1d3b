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

/** The frame state of a panel's data: loading → error → empty → data, stale when data is old and failing. */
export function panelState<T>(result: PanelData<T>, isEmpty: (data: T) => boolean = defaultIsEmpty): PanelState {
  if (result.data === undefined) return result.error ? 'error' : 'loading';
  if (result.error) return 'stale';
  return isEmpty(result.data) ? 'empty' : 'ready';
}
