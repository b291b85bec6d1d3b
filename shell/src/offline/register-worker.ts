import { messageSW, Workbox } from 'workbox-window';
import { SHELL_BUILD } from '../fleet/shell-build';
import { isWallPage } from './worker-routes';

/** What registering the wall's worker needs from the page. */
export interface WallWorkerOptions {
  location: Pick<Location, 'pathname' | 'origin' | 'href' | 'reload'>;
  /** The API bases whose answers the worker keeps (`apiHost/cockpit`, `serviceApiBase`). */
  dataBases: string[];
  /** How often a tab that never navigates asks for a new worker, ms. */
  updateEveryMs: number;
  /** Files the page read without showing them in its own resource list (the prefetch worker's runtime files and manifests). */
  alsoKeep: () => string[];
}

/** The worker's script URL: the API bases ride in its query (a changed base is a new worker). */
export function workerUrl(dataBases: readonly string[]): string {
  const query = new URLSearchParams(dataBases.filter(Boolean).map((base) => ['data', base]));
  return `/sw.js?${query}`;
}

/** What the page fetched without a worker in between (before one controlled it): the worker keeps what it routes. */
export function unkeptLoads(
  entries: readonly Pick<PerformanceResourceTiming, 'name' | 'workerStart'>[],
  from: number,
): string[] {
  return entries
    .slice(from)
    .filter((entry) => entry.workerStart === 0 && /^https?:/.test(entry.name))
    .map((entry) => entry.name);
}

/**
 * Registers `sw.js` on the wall routes only (never `/preview`, never in development). A kiosk tab never closes,
 * so the browser's own update check (at navigations) never comes: the page asks every `updateEveryMs`, and when a
 * worker of another shell build takes over (it skips waiting), the page reloads onto that build from the network.
 */
export function registerWallWorker({ location, dataBases, updateEveryMs, alsoKeep }: WallWorkerOptions): () => void {
  if (
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !isWallPage(new URL(location.pathname, location.origin))
  )
    return () => undefined;
  const workbox = new Workbox(workerUrl(dataBases), { scope: '/', updateViaCache: 'none' });
  const pageKept = !!navigator.serviceWorker.controller;
  const sent = new Set<string>();
  // Workbox's own `isUpdate` is decided at registration: a kiosk whose first page had no worker would never call a later one an update.
  let controlled = pageKept;
  const keepLoads = () => {
    if (!navigator.serviceWorker.controller) return;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const named = [...(pageKept ? [] : [location.href]), ...alsoKeep()]
      .map((url) => new URL(url, location.href).href)
      .filter((url) => !sent.has(url));
    named.forEach((url) => sent.add(url));
    // Entries come sorted by start: one that ended late sits among older ones, so what was sent is told by name.
    const loads = unkeptLoads(entries, 0).filter((url) => !sent.has(url));
    loads.forEach((url) => sent.add(url));
    const urls = [...named, ...loads];
    if (urls.length)
      void workbox.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }).catch(() => undefined);
  };
  const onControllerChange = () => {
    const controller = navigator.serviceWorker.controller;
    const wasControlled = controlled;
    controlled = !!controller;
    // The first worker to control this page keeps what the page loaded before it, now: not at the next tick.
    if (!wasControlled && controller) keepLoads();
    if (!wasControlled || !controller) return;
    void messageSW(controller, { type: 'cockpit-build' }).then((build) => {
      if (build !== SHELL_BUILD) location.reload();
    });
  };
  navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
  workbox.register().catch((error: unknown) => console.warn('离线缓存（service worker）注册失败', error));
  const timer = setInterval(() => {
    void workbox.update().catch(() => undefined);
    keepLoads();
  }, updateEveryMs);
  // Loads that started before the worker controlled the page and end after: kept as they end.
  const observer =
    typeof PerformanceObserver === 'undefined'
      ? undefined
      : new PerformanceObserver((list) => {
          if (controlled && unkeptLoads(list.getEntries() as PerformanceResourceTiming[], 0).length) keepLoads();
        });
  observer?.observe({ type: 'resource' });
  if (pageKept) keepLoads();
  return () => {
    clearInterval(timer);
    observer?.disconnect();
    navigator.serviceWorker.removeEventListener('controllerchange', onControllerChange);
  };
}
