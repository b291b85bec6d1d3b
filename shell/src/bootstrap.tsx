import {
  ApiError,
  cockpitBaseUrl,
  configureHttp,
  describeError,
  getBus,
  loadChartEngine,
  setPositionsFromFleetClock,
  setMapReader,
  setSourceReader,
  watchStaleRecovery,
} from '@cockpit/shared-sdk';
import { QueryClient, QueryCache } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigErrorScreen } from './config/config-error-screen';
import { configUrl, loadRemotesManifest, loadRuntimeConfig } from './config/load-config';
import { LayoutStore } from './layouts/layout-store';
import { checkMinimums, loadLayouts } from './layouts/load-layouts';
import { exposeDiagnostics } from './diagnostics';
import { restoreMotion } from './fleet/motion-memory';
import { isWallPage, takeEnrolToken } from './fleet/wall-identity';
import { fedWidget$, isConsoleFedPreview, listenToConsole } from './preview/console-feed';
import { fedSourceReader } from './preview/fed-readings';
import { fedMapReader } from './preview/fed-maps';
import { watchManifest } from './remotes/manifest-watcher';
import { readPageOverrides, setPagePlacements, withOverrides } from './remotes/page-overrides';
import { decidePlacements, placeOnLayouts, unknownSlots } from './remotes/preview-placements';
import { createPanelHost } from './remotes/panel-host';
import { pageRemoteOrigins } from './remotes/remote-origins';
import { RemoteRegistry } from './remotes/remote-registry';
import { App } from './routes/app';
import { registerWallWorker } from './offline/register-worker';
import { cacheStart$, watchCacheStart } from './offline/cache-start';
import { listenForNetworkBack } from './offline/network-back';

// A kiosk's provisioning token leaves the address bar before anything draws (nor screenshot nor screen shows it).
let enrolToken = takeEnrolToken(window.location, window.history);

const root = createRoot(document.getElementById('root') as HTMLElement);

// The document title follows the bus title from start-up on (seed §1).
getBus().system.title$.subscribe((title) => {
  document.title = title;
});

window.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  console.warn('未处理的异步错误', event.reason);
});

function createQueryClient(): QueryClient {
  return new QueryClient({
    // One toast per distinct failure reason (the bus de-duplicates), never a storm.
    queryCache: new QueryCache({
      onError: (error, query) => {
        const moduleLoad = query.queryKey[0] === 'panel-module' || query.queryKey[0] === 'index-page';
        const alreadyToasted = error instanceof ApiError && error.kind === 'business';
        if (!moduleLoad && !alreadyToasted) getBus().toast.error(describeError(error));
      },
    }),
  });
}

/** How often a display that could not start tries again, so fixing a file heals it without a touch. */
const START_RETRY_MS = 15_000;

/** While most panels are stale, one is asked again this often: the first live answer refetches all the others. */
const RECOVERY_PROBE_MS = 5000;

const queryClient = createQueryClient();
// For the page's life: back from an outage (the worker says the network answers, the display server answers, a panel
// gets a live answer), every stale panel refetches at once instead of at its own next refresh.
const recovery = watchStaleRecovery(queryClient, RECOVERY_PROBE_MS);
listenForNetworkBack(() => recovery.refetchStale());
cacheStart$.subscribe((start) => {
  if (start?.live) recovery.refetchStale();
});
const startedAt = Date.now();
let registry: RemoteRegistry | undefined;
let stopWorkerUpdates: (() => void) | undefined;
exposeDiagnostics(queryClient, () => registry?.entriesNow() ?? {});
// A wall draws its first view in the profile it last ran (light stays light across reloads and restarts).
if (isWallPage(window.location.pathname)) restoreMotion();

async function start(): Promise<void> {
  try {
    const config = await loadRuntimeConfig();
    // A kiosk with a provisioning token learns its group before it reads a runtime file (fleet/enrol-first.ts).
    if (config.fleetUrl && enrolToken && isWallPage(window.location.pathname)) {
      const { fleetUrl } = config;
      const token = enrolToken;
      const known = await import(/* webpackChunkName: "fleet" */ './fleet/enrol-first').then(
        (m) => m.enrolBeforeFirstDraw(fleetUrl, token, window.location),
        () => undefined,
      );
      if (known) enrolToken = undefined;
    }
    const [manifest, readLayouts] = await Promise.all([loadRemotesManifest(config), loadLayouts(config)]);
    // A preview tab may put a panel into a slot (`?place=`); a wall route never does.
    const placements = decidePlacements(window.location.pathname, window.location.search);
    setPagePlacements({
      ...placements,
      refused: [...placements.refused, ...unknownSlots(readLayouts, placements.placed)],
    });
    const layoutsFile = placeOnLayouts(readLayouts, placements.placed);
    registry = new RemoteRegistry(config.remoteTimeoutMs);
    const overrides = readPageOverrides(config, manifest);
    registry.apply(withOverrides(manifest, overrides.active));
    const running = registry;
    const layouts = new LayoutStore(readLayouts, Date.now, (file) => placeOnLayouts(file, placements.placed));
    // The schedule runs by this wall's clock for the page's life, fleet or no fleet.
    const stopClock = layouts.runClock();
    // On a tile of a canvas, boards and pagers stand where the fleet clock says: every tile shows the same rows.
    const followTile = layouts.shape$().subscribe((shape) => setPositionsFromFleetClock(shape.tile !== undefined));
    configureHttp({ apiHost: config.apiHost, serviceApiBase: config.serviceApiBase });
    // Once per page (a failed start retries): the wall routes keep their last page and data for a start without the network.
    if (!stopWorkerUpdates) {
      const worker = registerWallWorker({
        location: window.location,
        dataBases: [cockpitBaseUrl(), config.serviceApiBase],
        updateEveryMs: config.manifestPollMs,
        alsoKeep: () => [
          configUrl(),
          config.manifestUrl,
          config.layoutsUrl,
          ...Object.values(registry?.entriesNow() ?? {}),
        ],
      });
      const cacheWatch = watchCacheStart(document, config.manifestPollMs);
      stopWorkerUpdates = () => {
        worker();
        cacheWatch();
      };
    }
    let stopFleet: (() => void) | undefined;
    let refused = false;
    if (isConsoleFedPreview(window.location)) {
      // The console's preview: the group's builds and the draft come from the parent, never from a file a wall reads.
      // Its widgets read what the console sent: no credential in here, and no request to the fleet.
      setSourceReader(fedSourceReader([]));
      setMapReader(fedMapReader([]));
      listenToConsole({
        self: window,
        parent: window.parent,
        allowedOrigins: pageRemoteOrigins(Object.values(manifest.remotes), config),
        applyRemotes: (fed) => running.apply(withOverrides(fed, overrides.active)),
        applyLayouts: (fed) => layouts.apply({ pages: { ...layoutsFile.pages, ...fed.pages } }),
        applyReadings: (readings) => setSourceReader(fedSourceReader(readings)),
        applyMaps: (maps) => setMapReader(fedMapReader(maps)),
        applyWidget: (widget) => fedWidget$.next(widget),
      });
    }
    const watcher = isConsoleFedPreview(window.location)
      ? { refresh: () => undefined, stop: () => undefined }
      : watchManifest(
          config,
          registry,
          () => {
            stopFleet?.();
            window.location.reload();
          },
          layouts,
          overrides.active,
        );
    // Only a wall in a fleet loads the fleet code (its own chunk, not main.js).
    if (config.fleetUrl) {
      import(/* webpackChunkName: "fleet" */ './fleet/wall-session')
        .then(({ startFleet }) => {
          if (refused) return;
          stopFleet = startFleet({
            config,
            remotes: () => running.entriesNow(),
            startedAt,
            screen: () => layouts.screen(),
            enrolToken,
            refreshFiles: watcher.refresh,
          });
        })
        .catch((error: unknown) => console.warn('大屏心跳模块加载失败', error));
    }
    const panelHost = createPanelHost(registry, config);
    // A transition: React renders the page in slices between frames instead of one long task (total blocking time).
    startTransition(() =>
      root.render(
        <App queryClient={queryClient} runtime={{ panelHost, registry: running, backUrl: config.backUrl, layouts }} />,
      ),
    );
    // A slot smaller than a panel's declared minimum refuses the file. The minimums come from the remotes'
    // manifests, so the check runs beside the first draw: one slow remote must not hold back the whole page.
    checkMinimums(layoutsFile, (remotes, panels) => running.panelMinimums(remotes, panels)).catch((error: unknown) => {
      refused = true;
      watcher.stop();
      stopFleet?.();
      stopClock();
      followTile.unsubscribe();
      root.render(<ConfigErrorScreen error={error} />);
      setTimeout(() => void start(), START_RETRY_MS);
    });
    // echarts is not needed for the header: it loads while the remotes do.
    loadChartEngine().catch((error: unknown) => console.warn('图表组件加载失败', error));
  } catch (error) {
    root.render(<ConfigErrorScreen error={error} />);
    setTimeout(() => void start(), START_RETRY_MS);
  }
}

// The shell's own frame (header, logo, clock, 返回) paints at once; the index page follows once the runtime files are read.
startTransition(() => root.render(<App queryClient={queryClient} />));
void start();
