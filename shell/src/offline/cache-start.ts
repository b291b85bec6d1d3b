import { BehaviorSubject } from 'rxjs';
import { CACHED_PAGE_META } from './worker-plugins';
import { STORED_AT_HEADER } from './response-checks';

/** A page the wall's worker answered from its cache: since when, and whether the display server answers again. */
export interface CacheStart {
  /** When the worker stored the page it started from, epoch ms. */
  pageStoredAt: number;
  /** The display server answered since (its runtime file came from the network). */
  live: boolean;
}

/** When the page this document was started from was stored by the worker (undefined: it came from the network). */
export function pageStoredAt(doc: Pick<Document, 'querySelector'>): number | undefined {
  const at = Number(doc.querySelector(`meta[name="${CACHED_PAGE_META}"]`)?.getAttribute('content'));
  return Number.isFinite(at) && at > 0 ? at : undefined;
}

const start = new BehaviorSubject<CacheStart | undefined>(undefined);

/** The page's cache start, if it had one (read by the ops overlay, the beat and the diagnostics). */
export const cacheStart$ = start.asObservable();
export const cacheStartNow = (): CacheStart | undefined => start.value;

/**
 * Reads the document's mark and, for a page started from the cache, asks the display server every `everyMs`
 * for `config.json` until an answer comes from the network (not stamped by the worker): the wall is live again.
 */
export function watchCacheStart(
  doc: Pick<Document, 'querySelector'>,
  everyMs: number,
  fetchFile = (url: string) => fetch(url, { cache: 'no-store' }),
): () => void {
  const storedAt = pageStoredAt(doc);
  if (storedAt === undefined) return () => undefined;
  start.next({ pageStoredAt: storedAt, live: false });
  const check = async () => {
    try {
      const response = await fetchFile('/config.json');
      if (response.ok && !response.headers.get(STORED_AT_HEADER)) {
        start.next({ pageStoredAt: storedAt, live: true });
        clearInterval(timer);
      }
    } catch {
      // Still offline: the next check tries again.
    }
  };
  const timer = setInterval(() => void check(), everyMs);
  return () => clearInterval(timer);
}
