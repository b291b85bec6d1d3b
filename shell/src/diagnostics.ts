import { liveChartCount } from '@cockpit/shared-sdk';
import type { QueryClient } from '@tanstack/react-query';

/** Figures an operator (or the soak benchmark) can read from the console: `window.__cockpit`. */
export interface CockpitDiagnostics {
  /** Panel data fetches that succeeded since start-up. */
  refreshes: number;
  /** Chart instances alive now. */
  liveCharts: () => number;
}

/** Counts successful data refreshes and exposes live figures on `window.__cockpit`. */
export function exposeDiagnostics(queryClient: QueryClient): CockpitDiagnostics {
  const diagnostics: CockpitDiagnostics = { refreshes: 0, liveCharts: liveChartCount };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') diagnostics.refreshes += 1;
  });
  (window as unknown as { __cockpit: CockpitDiagnostics }).__cockpit = diagnostics;
  return diagnostics;
}
