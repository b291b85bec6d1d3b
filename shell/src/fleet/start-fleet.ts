import {
  getSlotBoard,
  pushSourceReading,
  SDK_VERSION,
  setMapReader,
  setReadingsPushed,
  setSourceReader,
} from '@cockpit/shared-sdk';
import type { BeatReply } from '@cockpit/protocol';
import { slotReport } from '../ops/slot-report';
import { startHeartbeat, type WallStatus } from './heartbeat';
import { canvasElement } from './page-probe';
import { FleetRequestError, postJson } from './post-json';
import { createScreenshotTaker, prewarmCapture } from './screenshot';
import { cacheStartNow } from '../offline/cache-start';
import { SHELL_BUILD } from './shell-build';
import { ShownPanels } from './shown-panels';
import { ErrorTally } from './slot-beats';
import type { WallCredential } from '@cockpit/protocol';
import { assembleBeat, type BeatDraft } from './wall-beat';
import { clockSync } from './clock-sync';
import { takeReloadAck, wallActions } from './wall-actions';
import { readProfileOrder } from './profile-choice';
import type { WallHealth } from './wall-health';
import { startWallStream } from './wall-stream';
import { fleetMapReader, fleetSourceReader } from './source-reading';

/** The draft with the wall's measured clock offset (none before the first answer). */
const withClock = (draft: BeatDraft, clock: { offsetMs: number; rttMs: number } | undefined): BeatDraft =>
  clock ? { ...draft, beat: { ...draft.beat, clock } } : draft;

/** The fleet endpoints of one wall: `{fleetUrl}/api/walls/{wallId}/…`. */
export const wallEndpoint = (
  fleetUrl: string,
  wallId: string,
  what: 'beat' | 'screenshot' | `actions/${string}/ack`,
): string => `${fleetUrl.replace(/\/+$/, '')}/api/walls/${encodeURIComponent(wallId)}/${what}`;

/** The service refused the credential itself (revoked, re-paired, retired, unknown): the wall must pair again. */
export const credentialRefused = (error: unknown): error is FleetRequestError =>
  error instanceof FleetRequestError && error.status === 401;

export interface BeatingOptions {
  fleetUrl: string;
  heartbeatMs: number;
  credential: WallCredential;
  /** Beats and screenshots record their outcome here (`window.__cockpit.wall`). */
  status: WallStatus;
  /** The remotes manifest the registry runs now. */
  remotes: () => Record<string, string>;
  /** When the wall started, epoch ms. */
  startedAt: number;
  /** The screen now by the group's schedule, reported in each beat. */
  screen?: () => { off: boolean; daypart?: string };
  /** Each beat's reply: the service names the wall's group and name. */
  onReply: (reply: Partial<BeatReply>) => void;
  /** How soon the first beat goes (the heartbeat's default after a page start; at once for a wall just claimed). */
  firstDelayMs?: number;
  /** The service refused the credential; beating has stopped. */
  onRefused: (error: FleetRequestError) => void;
  /** Re-reads remotes.json and layouts.json now (the push stream said they changed). */
  refreshFiles: () => void;
  /** The wall's health for each beat; it hears the operator's profile from each reply. */
  health?: WallHealth;
}

/**
 * Reports the wall to the fleet service under its own credential, with screenshots on request. The beat's
 * group is the credential's (the service ignores it and says the wall's group in its reply). Returns the stop function.
 */
export function startBeating({
  fleetUrl,
  heartbeatMs,
  credential,
  status,
  remotes,
  startedAt,
  screen,
  onReply,
  onRefused,
  refreshFiles,
  firstDelayMs,
  health,
}: BeatingOptions): () => void {
  const key = credential.secret;
  const tally = new ErrorTally();
  const shownPanels = new ShownPanels();
  const stopWatching = shownPanels.watch(getSlotBoard());
  const shown = shownPanels.isShown.bind(shownPanels);
  const sources = {
    group: credential.group,
    route: window.location.pathname,
    shellBuild: SHELL_BUILD,
    sdkVersion: SDK_VERSION,
    startedAt,
    beatIntervalMs: heartbeatMs,
    remotes,
    slots: () => slotReport(),
    shown,
    canvas: () => canvasElement(),
    screen,
    cacheStart: cacheStartNow,
    health: health?.beat,
  };
  const clock = clockSync();
  const stopping = new AbortController();
  setSourceReader(fleetSourceReader(fleetUrl, credential.wallId, key));
  setMapReader(fleetMapReader(fleetUrl, credential.wallId, key));
  const stop = () => {
    setSourceReader(undefined);
    setMapReader(undefined);
    stopping.abort();
    heartbeat.stop();
    stopStream();
    actions.stop();
    stopWatching();
  };
  const takeScreenshot = createScreenshotTaker({
    canvas: () => canvasElement(),
    post: (body) =>
      postJson(wallEndpoint(fleetUrl, credential.wallId, 'screenshot'), body, {
        key,
        signal: stopping.signal,
        timeoutMs: 30_000,
      }),
    posted: (requestId) => heartbeat.screenshotPosted(requestId),
  });
  const ack = (actionId: string, ok: boolean, error?: string) =>
    postJson(
      wallEndpoint(fleetUrl, credential.wallId, `actions/${encodeURIComponent(actionId)}/ack`),
      { ok, ...(error ? { error } : {}) },
      { key, signal: stopping.signal },
    );
  const actions = wallActions({ ack, screenshot: takeScreenshot });
  // A page reloaded from the console answers once it has beaten again.
  let reloadAck = takeReloadAck();
  const heartbeat = startHeartbeat({
    intervalMs: heartbeatMs,
    firstDelayMs,
    assemble: (screenshotFor) =>
      withClock(
        assembleBeat({ ...sources, group: status.group ?? credential.group }, tally, screenshotFor),
        clock.report(),
      ),
    post: (beat, signal) =>
      clock.timed(() => postJson(wallEndpoint(fleetUrl, credential.wallId, 'beat'), beat, { key, signal })),
    onScreenshotRequest: takeScreenshot,
    onReply: (reply) => {
      if (reloadAck) void ack(reloadAck, true).catch(() => undefined);
      reloadAck = undefined;
      health?.order(readProfileOrder(reply.profile));
      onReply(reply);
    },
    onFailure: (error) => {
      if (!credentialRefused(error)) return false;
      stop();
      onRefused(error);
      return true;
    },
    status,
  });
  const stopStream = startWallStream({
    fleetUrl,
    wallId: credential.wallId,
    secret: key,
    status,
    refreshFiles,
    onProfileChanged: () => heartbeat.beatNow(),
    onAction: (event) => actions.handle(event),
    onOpen: () => prewarmCapture(canvasElement),
    onReading: pushSourceReading,
    pushing: setReadingsPushed,
  });
  return stop;
}
