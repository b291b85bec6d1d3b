/**
 * What a wall tells the fleet service, as the shell builds it. The fleet service's wire protocol
 * (`console/src/protocol/beat.ts`) is the contract; the shell keeps its own copy of the shapes so its
 * bundle never depends on the service, and the tests check every beat against the protocol's schemas.
 */

/** A panel state as a frame reports it. */
export type BeatPanelState = 'loading' | 'ready' | 'stale' | 'empty' | 'error';

/** The last failure of a slot's panel. */
export interface SlotBeatError {
  class: string;
  message: string;
  at?: number;
}

/** One panel of a slot's rotation, shown now or waiting for its turn. */
export interface PanelBeat {
  panel: string;
  state: BeatPanelState;
  build?: string;
  dataAgeMs?: number;
  lastError?: SlotBeatError;
  /** It has been the slot's showing panel with data on the build it runs now, since that build mounted. */
  shown: boolean;
}

/** One slot as the wall lays it out and runs it. */
export interface SlotBeat {
  slot: string;
  /** Where the slot sits on the 1920x1080 design canvas. */
  position: { x: number; y: number; width: number; height: number };
  panel: string;
  title?: string;
  state: BeatPanelState;
  build?: string;
  dataAgeMs?: number;
  lastError?: SlotBeatError;
  errorCount: number;
  rotation?: string[];
  panels?: PanelBeat[];
}

/** `POST {fleetUrl}/api/walls/{wallId}/beat`. */
export interface WallBeat {
  group: string;
  route: string;
  shellBuild: string;
  sdkVersion: string;
  uptimeMs: number;
  beatIntervalMs: number;
  viewport: { width: number; height: number; scale: number };
  heapBytes?: number;
  manifestRevision: string;
  remotes?: Record<string, string>;
  slots: SlotBeat[];
  screenshotFor?: string;
  /** The screen now by the group's schedule: off, or on with the daypart in force. */
  screen?: { off: boolean; daypart?: string };
  /** The page started from the wall's cache (a server was down): when that page was stored, and whether the display server answers again. */
  cacheStart?: { pageStoredAt: number; live: boolean };
  health?: WallHealthBeat;
  /** The wall's clock against the service's (the service's minus the wall's), measured from the beats' answers. */
  clock?: { offsetMs: number; rttMs: number };
}

/** How much the wall moves, and why: an operator's setting on the wall or its group, its own benchmark, or nothing. */
export type MotionProfileName = 'standard' | 'light';
export type ProfileReason = 'wall' | 'group' | 'low-score' | 'default';

/** The wall's own health in its beat (its heap is `WallBeat.heapBytes`). */
export interface WallHealthBeat {
  fps?: number;
  longFramesPerMin?: number;
  score?: number;
  profile: MotionProfileName;
  profileReason: ProfileReason;
}

/** An operator's profile for this wall or its group, in a beat's reply. */
export interface ProfileOrder {
  profile: MotionProfileName;
  by: 'wall' | 'group';
}

/** The fleet service's answer to a beat. */
export interface BeatReply {
  ok: true;
  /** The group the service records for this wall: the wall follows it (re-reads its runtime files) without a page load. */
  group?: string;
  /** What operators call the wall. */
  name?: string;
  screenshotRequest?: string;
  profile?: ProfileOrder;
  /** The service's clock when the beat arrived and when the answer left. */
  clock?: { receivedAt: number; sentAt: number };
}

/** `POST {fleetUrl}/api/walls/{wallId}/screenshot`. */
export interface ScreenshotPost {
  requestId: string;
  image: string;
  width: number;
  height: number;
}

/** Limits of the protocol the shell must respect. */
export const BEAT_LIMITS = { message: 500, title: 120, errorClass: 80, panelId: 120, build: 160, slots: 64, rotation: 12, requestId: 64, bytes: 64 * 1024 } as const;
