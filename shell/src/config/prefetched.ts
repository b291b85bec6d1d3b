declare global {
  interface Window {
    /** Responses `public/prefetch.js` started before the app ran, by absolute URL. */
    __cockpitPrefetched?: Record<string, Promise<Response> | undefined>;
  }
}

/**
 * The response `public/prefetch.js` started for `url` while main.js was loading, handed out once:
 * the first read of each runtime file takes it, every later read (the watcher, a retry) fetches anew.
 */
export function takePrefetched(url: string): Promise<Response> | undefined {
  const table = window.__cockpitPrefetched;
  if (!table) return undefined;
  const key = new URL(url, window.location.href).href;
  const response = table[key];
  delete table[key];
  return response;
}
