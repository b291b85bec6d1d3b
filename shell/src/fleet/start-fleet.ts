import { getSlotBoard, SDK_VERSION } from '@cockpit/shared-sdk';
import type { RuntimeConfig } from '../config/config-schemas';
import { slotReport } from '../ops/slot-report';
import { startHeartbeat, type WallStatus } from './heartbeat';
import { canvasElement } from './page-probe';
import { postJson } from './post-json';
import { createScreenshotTaker } from './screenshot';
import { SHELL_BUILD } from './shell-build';
import { ShownPanels } from './shown-panels';
import { ErrorTally } from './slot-beats';
import { assembleBeat } from './wall-beat';
import { isWallPage } from './wall-identity';

export interface FleetStart {
  config: Pick<RuntimeConfig, 'fleetUrl' | 'fleetKeys' | 'fleetHeartbeatMs'>;
  /** The wall's id and group; beats and screenshots record their outcome here (`window.__cockpit.wall`). */
  status: WallStatus;
  /** The remotes manifest the registry runs now. */
  remotes: () => Record<string, string>;
  /** When the wall started, epoch ms. */
  startedAt: number;
  /** The screen now by the group's schedule, reported in each beat. */
  screen?: () => { off: boolean; daypart?: string };
}

/** The fleet endpoints of one wall: `{fleetUrl}/api/walls/{wallId}/…`. */
export const wallEndpoint = (fleetUrl: string, wallId: string, what: 'beat' | 'screenshot'): string =>
  `${fleetUrl.replace(/\/+$/, '')}/api/walls/${encodeURIComponent(wallId)}/${what}`;

/**
 * Starts reporting the wall to the fleet service, with screenshots on request. Without `fleetUrl`, on a
 * page that is no wall (`/preview`, even with `?group=`) or without a key for the wall's group, nothing is sent (undefined).
 * Returns the stop function.
 */
export function startFleet({ config, status, remotes, startedAt, screen }: FleetStart): (() => void) | undefined {
  const { fleetUrl } = config;
  const group = status.group;
  const key = group ? config.fleetKeys[group] : undefined;
  if (!fleetUrl || !group || !key || !isWallPage(window.location.pathname)) return undefined;
  const tally = new ErrorTally();
  const shownPanels = new ShownPanels();
  const stopWatching = shownPanels.watch(getSlotBoard());
  const shown = shownPanels.isShown.bind(shownPanels);
  const sources = { group, route: window.location.pathname, shellBuild: SHELL_BUILD, sdkVersion: SDK_VERSION, startedAt, beatIntervalMs: config.fleetHeartbeatMs, remotes, slots: () => slotReport(), shown, canvas: () => canvasElement(), screen };
  const stopping = new AbortController();
  const heartbeat = startHeartbeat({
    intervalMs: config.fleetHeartbeatMs,
    assemble: (screenshotFor) => assembleBeat(sources, tally, screenshotFor),
    post: (beat, signal) => postJson(wallEndpoint(fleetUrl, status.id, 'beat'), beat, { key, signal }),
    onScreenshotRequest: createScreenshotTaker({
      canvas: () => canvasElement(),
      post: (body) => postJson(wallEndpoint(fleetUrl, status.id, 'screenshot'), body, { key, signal: stopping.signal, timeoutMs: 30_000 }),
      posted: (requestId) => heartbeat.screenshotPosted(requestId),
    }),
    status,
  });
  return () => {
    stopping.abort();
    heartbeat.stop();
    stopWatching();
  };
}
