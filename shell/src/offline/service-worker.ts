// The wall's service worker (built by workbox-webpack-plugin's InjectManifest into `sw.js`).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { NetworkVerdict } from './network-verdict';
import { SharedNetworkFirst } from './shared-network-first';
import {
  goodDataPlugin,
  goodJsonPlugin,
  goodScriptPlugin,
  markCachedPagePlugin,
  pathOnlyKeyPlugin,
  readableScriptPlugin,
  shellPagePlugin,
} from './worker-plugins';
import { NETWORK_BACK_MESSAGE } from './network-back';
import {
  DATA_TIMEOUT_S,
  dataBasesOf,
  FILE_TIMEOUT_S,
  isDataCall,
  isHashedChunk,
  isRuntimeFile,
  isUnhashedBuildFile,
  isWallMap,
  isWallPage,
} from './worker-routes';

declare const __COCKPIT_SHELL_BUILD__: string | undefined;
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  clients: { matchAll(options: { type: 'window' }): Promise<Array<{ postMessage(message: unknown): void }>> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
const worker = self as unknown as WorkerScope;
const DAY_S = 24 * 3600;

// A kiosk tab never closes: the new worker takes over at once, and the page reloads itself onto its build.
worker.addEventListener('install', () => void worker.skipWaiting());
clientsClaim();
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'cockpit-build')
    event.ports[0]?.postMessage(typeof __COCKPIT_SHELL_BUILD__ === 'string' ? __COCKPIT_SHELL_BUILD__ : 'unknown');
});

const router = new Router();
// The shell's own hashed chunks (the list the build injects): each name is its content, a rollback is another name.
const precache = new PrecacheController();
precache.addToCacheList((self as unknown as WorkerScope).__WB_MANIFEST);
// Each keeps the worker alive with the event's waitUntil itself.
self.addEventListener('install', (event) => void precache.install(event as never));
self.addEventListener('activate', (event) => void precache.activate(event as never));
router.registerRoute(new PrecacheRoute(precache));

const origin = worker.location.origin;
const dataBases = dataBasesOf(worker.location.href);
// One verdict for every route: past the first timeout, every request with a kept copy answers from it at once.
const verdict = new NetworkVerdict();
const fileTimeout = { networkTimeoutSeconds: FILE_TIMEOUT_S, verdict };
const expiry = (maxEntries: number, days: number) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY_S, purgeOnQuotaError: true });

router.registerRoute(
  new Route(
    ({ request, url }) => request.method === 'GET' && url.origin === origin && isWallPage(url),
    new SharedNetworkFirst({
      cacheName: 'cockpit-pages',
      ...fileTimeout,
      plugins: [pathOnlyKeyPlugin, shellPagePlugin({ cacheName: 'cockpit-pages' }), markCachedPagePlugin],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => isRuntimeFile(url, origin),
    new SharedNetworkFirst({
      cacheName: 'cockpit-runtime',
      ...fileTimeout,
      plugins: [goodJsonPlugin({ cacheName: 'cockpit-runtime' })],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => isUnhashedBuildFile(url, origin) && url.pathname.endsWith('.json'),
    new SharedNetworkFirst({
      cacheName: 'cockpit-manifests',
      ...fileTimeout,
      plugins: [goodJsonPlugin({ cacheName: 'cockpit-manifests' }), expiry(100, 60)],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => isUnhashedBuildFile(url, origin),
    new SharedNetworkFirst({
      cacheName: 'cockpit-entries',
      ...fileTimeout,
      plugins: [readableScriptPlugin, goodScriptPlugin({ cacheName: 'cockpit-entries' }), expiry(100, 60)],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => isHashedChunk(url),
    new CacheFirst({
      cacheName: 'cockpit-chunks',
      plugins: [readableScriptPlugin, goodScriptPlugin({ cacheName: 'cockpit-chunks' }), expiry(400, 60)],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, request }) => isDataCall(url, request.method, dataBases),
    new SharedNetworkFirst({
      cacheName: 'cockpit-data',
      networkTimeoutSeconds: DATA_TIMEOUT_S,
      verdict,
      plugins: [goodDataPlugin({ cacheName: 'cockpit-data' }), expiry(500, 30)],
    }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, request }) => isWallMap(url, request.method),
    new SharedNetworkFirst({
      cacheName: 'cockpit-maps',
      networkTimeoutSeconds: DATA_TIMEOUT_S,
      verdict,
      plugins: [goodJsonPlugin({ cacheName: 'cockpit-maps' }), expiry(20, 60)],
    }),
  ),
);
router.addFetchListener();
// The pages hear when the network answers again: their stale panels refetch at once (shell/src/offline/recovery.ts).
verdict.onBack(() => {
  void worker.clients
    .matchAll({ type: 'window' })
    .then((pages) => pages.forEach((page) => page.postMessage({ type: NETWORK_BACK_MESSAGE })));
});
// What the page loaded before this worker controlled it (its first start): the page lists it, the routes above keep it.
router.addCacheListener();
