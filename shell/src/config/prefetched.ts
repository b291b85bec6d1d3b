/** What `public/prefetch.js` leaves for the app (see there). */
interface Prefetch {
  /** Responses started before the app ran, by absolute URL (undefined: not read, fetch it). */
  responses: Record<string, Promise<Response | undefined> | undefined>;
  /** Settles once prefetch.js has started every file it will (or given up): a file not started by then never will be. */
  started: Promise<unknown>;
}

declare global {
  interface Window {
    __cockpitPrefetch?: Prefetch;
  }
}

/**
 * The response `public/prefetch.js` started for `url` while main.js was loading, handed out once:
 * the first read of each runtime file takes it, every later read (the watcher, a retry) fetches anew.
 * A file prefetch.js has yet to start (it waits for the one that names it) is waited for, so it is
 * never fetched twice. Resolves undefined when there is none: the caller fetches.
 */
export async function takePrefetched(url: string): Promise<Response | undefined> {
  // Outside a page (a node test, a worker) nothing was prefetched.
  const prefetch = typeof window === 'undefined' ? undefined : window.__cockpitPrefetch;
  if (!prefetch) return undefined;
  const key = new URL(url, window.location.href).href;
  if (!(key in prefetch.responses)) await prefetch.started;
  const response = prefetch.responses[key];
  delete prefetch.responses[key];
  return response;
}
