// The wall's service worker (built by workbox-webpack-plugin's InjectManifest into `sw.js`).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { goodDataPlugin, goodJsonPlugin, goodScriptPlugin, markCachedPagePlugin, pathOnlyKeyPlugin, readableScriptPlugin, shellPagePlugin } from './worker-plugins';
import { DATA_TIMEOUT_S, dataBasesOf, FILE_TIMEOUT_S, isDataCall, isHashedChunk, isRuntimeFile, isUnhashedBuildFile, isWallPage } from './worker-routes';

declare const __COCKPIT_SHELL_BUILD__: string | undefined;
interface WorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
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
  if (event.data?.type === 'cockpit-build') event.ports[0]?.postMessage(typeof __COCKPIT_SHELL_BUILD__ === 'string' ? __COCKPIT_SHELL_BUILD__ : 'unknown');
});

const router = new Router();
// The shell's own hashed chunks (the list the build injects): each name is its content, a rollback is another name.
const precache = new PrecacheController();
precache.addToCacheList((self as unknown as WorkerScope).__WB_MANIFEST);
self.addEventListener('install', (event) => precache.install(event as never));
self.addEventListener('activate', (event) => precache.activate(event as never));
router.registerRoute(new PrecacheRoute(precache));

const origin = worker.location.origin;
const dataBases = dataBasesOf(worker.location.href);
const fileTimeout = { networkTimeoutSeconds: FILE_TIMEOUT_S };
const expiry = (maxEntries: number, days: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds: days * DAY_S, purgeOnQuotaError: true });

router.registerRoute(new Route(
  ({ request, url }) => request.method === 'GET' && url.origin === origin && isWallPage(url),
  new NetworkFirst({ cacheName: 'cockpit-pages', ...fileTimeout, plugins: [pathOnlyKeyPlugin, shellPagePlugin({ cacheName: 'cockpit-pages' }), markCachedPagePlugin] }),
));
router.registerRoute(new Route(({ url }) => isRuntimeFile(url, origin), new NetworkFirst({ cacheName: 'cockpit-runtime', ...fileTimeout, plugins: [goodJsonPlugin({ cacheName: 'cockpit-runtime' })] })));
router.registerRoute(new Route(
  ({ url }) => isUnhashedBuildFile(url, origin) && url.pathname.endsWith('.json'),
  new NetworkFirst({ cacheName: 'cockpit-manifests', ...fileTimeout, plugins: [goodJsonPlugin({ cacheName: 'cockpit-manifests' }), expiry(100, 60)] }),
));
router.registerRoute(new Route(
  ({ url }) => isUnhashedBuildFile(url, origin),
  new NetworkFirst({ cacheName: 'cockpit-entries', ...fileTimeout, plugins: [readableScriptPlugin, goodScriptPlugin({ cacheName: 'cockpit-entries' }), expiry(100, 60)] }),
));
router.registerRoute(new Route(
  ({ url }) => isHashedChunk(url),
  new CacheFirst({ cacheName: 'cockpit-chunks', plugins: [readableScriptPlugin, goodScriptPlugin({ cacheName: 'cockpit-chunks' }), expiry(400, 60)] }),
));
router.registerRoute(new Route(
  ({ url, request }) => isDataCall(url, request.method, dataBases),
  new NetworkFirst({ cacheName: 'cockpit-data', networkTimeoutSeconds: DATA_TIMEOUT_S, plugins: [goodDataPlugin({ cacheName: 'cockpit-data' }), expiry(500, 30)] }),
));
router.addFetchListener();
// What the page loaded before this worker controlled it (its first start): the page lists it, the routes above keep it.
router.addCacheListener();
