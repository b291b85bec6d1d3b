import { cockpitTheme, getBus, PanelHostContext, type PanelHost } from '@cockpit/shared-sdk';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HubLayout } from '../layout/hub-layout';
import { XndxLayout } from '../layout/xndx-layout';
import type { LayoutStore } from '../layouts/layout-store';
import { LayoutStoreContext } from '../layouts/layout-store-context';
import { OpsOverlay } from '../ops/ops-overlay';
import type { RemoteRegistry } from '../remotes/remote-registry';
import { ScreenGate } from '../schedule/screen-gate';
import { ToastArea } from '../toasts/toast-area';
import { NotFound } from './not-found';
import { OverrideBanner } from './override-banner';
import { PanelPreview } from './panel-preview';
import { KNOWN_PARAMS, unknownParams } from './unknown-params';

/** What the shell knows once its runtime files are read. */
export interface ShellRuntime {
  panelHost: PanelHost;
  registry: RemoteRegistry;
  backUrl: string;
  /** The pages' layouts (`layouts.json`), kept current by the manifest watcher. */
  layouts: LayoutStore;
}

interface AppProps {
  queryClient: QueryClient;
  /** Absent until `config.json`, `remotes.json` and `layouts.json` are read: the layouts draw their header meanwhile. */
  runtime?: ShellRuntime;
}

/** The shell: theme, data cache, panel host, routes and toasts. */
export function App({ queryClient, runtime }: AppProps) {
  useEffect(() => {
    // Runs after the toast area (a child) has subscribed, so the warning is seen.
    const unknown = unknownParams(window.location.pathname, window.location.search);
    if (unknown.length)
      getBus().toast.show(
        'warning',
        `未知的查询参数：${unknown.join('、')}（已忽略；可用：${KNOWN_PARAMS.join('、')}）`,
      );
  }, []);
  return (
    <ThemeProvider theme={cockpitTheme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <PanelHostContext.Provider value={runtime?.panelHost ?? null}>
          <LayoutStoreContext.Provider value={runtime?.layouts ?? null}>
            <ScreenGate store={runtime?.layouts}>
              <BrowserRouter>
                <Routes>
                  <Route path="/" element={<HubLayout registry={runtime?.registry} backUrl={runtime?.backUrl} />} />
                  <Route path="/xndx" element={<XndxLayout registry={runtime?.registry} />} />
                  <Route
                    path="/preview"
                    element={<PanelPreview registry={runtime?.registry} backUrl={runtime?.backUrl} />}
                  />
                  <Route path="*" element={<NotFound />} />
                </Routes>
              </BrowserRouter>
              <ToastArea />
            </ScreenGate>
          </LayoutStoreContext.Provider>
          <OpsOverlay />
          {runtime && <OverrideBanner />}
        </PanelHostContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
