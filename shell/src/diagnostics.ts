import { liveChartCount, runningBuilds, SDK_VERSION } from '@cockpit/shared-sdk';
import type { QueryClient } from '@tanstack/react-query';
import type { WallStatus } from './fleet/heartbeat';
import { wallStatus } from './fleet/wall-status';
import { slotReport, type SlotReport } from './ops/slot-report';
import { SHELL_BUILD } from './fleet/shell-build';
import { cacheStartNow, type CacheStart } from './offline/cache-start';
import { watchFirstDrawn } from './ops/first-drawn';

/** Figures an operator (or the soak benchmark) can read from the console: `window.__cockpit`. */
export interface CockpitDiagnostics {
  /** Panel data fetches that succeeded since start-up. */
  refreshes: number;
  /** Chart instances alive now. */
  liveCharts: () => number;
  /** Every mounted panel and index page with the build whose code it runs (`<remote>@<version>+<hash>`). */
  builds: () => Record<string, string>;
  /** The shared-sdk version this display provides to its remotes. */
  sdkVersion: string;
  /** Each remote's manifest URL, as the registry has it now. */
  remotes: () => Record<string, string>;
  /** Every slot of the page: the panel shown, the panels skipped and why, each panel's state, data age, last error and build. */
  slotStatus: () => SlotReport[];
  /** This wall to the fleet service: its id and group, when its last beat was taken and why the last one failed. */
  wall: WallStatus;
  /** The shell build this page runs. */
  shellBuild: string;
  /** Set when the page started from the wall's cache (its worker answered for a server that was down). */
  cacheStart: () => CacheStart | undefined;
  /** When this page was first drawn (every slot showing data), ms since the epoch: the end of a fault's dark time for the player. */
  drawnAt: () => number | undefined;
}

/** Counts successful data refreshes and exposes live figures on `window.__cockpit`. */
export function exposeDiagnostics(queryClient: QueryClient, remotes: () => Record<string, string>): CockpitDiagnostics {
  const diagnostics: CockpitDiagnostics = {
    refreshes: 0,
    liveCharts: liveChartCount,
    builds: runningBuilds,
    sdkVersion: SDK_VERSION,
    remotes,
    slotStatus: () => slotReport(),
    wall: wallStatus(),
    shellBuild: SHELL_BUILD,
    cacheStart: cacheStartNow,
    drawnAt: watchFirstDrawn(),
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') diagnostics.refreshes += 1;
  });
  (window as unknown as { __cockpit: CockpitDiagnostics }).__cockpit = diagnostics;
  return diagnostics;
}
