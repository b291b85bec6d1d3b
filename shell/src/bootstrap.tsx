import { ApiError, configureHttp, describeError, getBus } from '@cockpit/shared-sdk';
import { QueryClient, QueryCache } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { ConfigErrorScreen } from './config/config-error-screen';
import { loadRemotesManifest, loadRuntimeConfig } from './config/load-config';
import { exposeDiagnostics } from './diagnostics';
import { watchManifest } from './remotes/manifest-watcher';
import { createPanelHost } from './remotes/panel-host';
import { RemoteRegistry } from './remotes/remote-registry';
import { App } from './routes/app';

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

async function start(): Promise<void> {
  try {
    const config = await loadRuntimeConfig();
    const manifest = await loadRemotesManifest(config);
    configureHttp({ apiHost: config.apiHost, serviceApiBase: config.serviceApiBase });
    const registry = new RemoteRegistry(config.remoteTimeoutMs);
    registry.apply(manifest);
    watchManifest(config, registry, () => window.location.reload());
    const panelHost = createPanelHost(registry, config);
    const queryClient = createQueryClient();
    exposeDiagnostics(queryClient, () => registry.entriesNow());
    root.render(<App queryClient={queryClient} panelHost={panelHost} registry={registry} backUrl={config.backUrl} />);
  } catch (error) {
    root.render(<ConfigErrorScreen error={error} />);
    setTimeout(() => void start(), START_RETRY_MS);
  }
}

void start();
