import type { PanelState, SlotBeat, ScreenBeat, StreamState } from '@cockpit/protocol';

/** Console roles, each allowed what the one before it is: viewer reads; operator also requests screenshots (and releases); admin also manages users and wall keys. */
export const ROLES = ['viewer', 'operator', 'admin', 'security', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

/** `GET /api/session` → the signed-in user (401 without a session). `POST /api/session` {username, password} signs in; `DELETE` signs out. */
export interface SessionInfo {
  username: string;
  role: Role;
  /** Signed in through the identity provider (单点登录): no console password to change. */
  sso?: boolean;
}

/** One row of `GET /api/walls`. A wall is offline after three missed beats (3 × its beat interval). */
export interface WallSummary {
  wallId: string;
  /** What operators call it (大厅左屏), as given when it was claimed. */
  name: string;
  /** Where it hangs. */
  location?: string;
  notes?: string;
  /** It was re-paired: its credential is revoked and it waits for its new code to be claimed (`ClaimRequest.wallId`). */
  rePairing?: boolean;
  group: string;
  route: string;
  online: boolean;
  /** Epoch ms of its last beat. */
  lastSeen: number;
  shellBuild: string;
  sdkVersion: string;
  manifestRevision: string;
  uptimeMs: number;
  beatIntervalMs: number;
  counts: Record<PanelState, number>;
  /** Its screen at its last beat (开屏 / 关屏 / the daypart), absent for a wall that does not report it. */
  screen?: ScreenBeat;
  /** It started from its cache (a server was down) and its display server has not answered since: 离线启动, with when its page was stored. */
  cacheStart?: { pageStoredAt: number };
  /** Whether its push stream is open now (the stream hub's state); without it the wall hears changes at its next poll. */
  push: StreamState;
}

/** A change of one slot's state, kept 24 h for `GET /api/walls/:wallId` (oldest first). */
export interface SlotStateChange {
  at: number;
  slot: string;
  panel: string;
  from: PanelState | 'offline' | null;
  to: PanelState | 'offline';
  build?: string;
  error?: string;
}

/** The latest screenshot of a wall: the image itself is `GET /api/walls/:wallId/screenshot` (image/*). */
export interface ScreenshotInfo {
  requestId: string;
  requestedAt: number;
  requestedBy: string;
  /** Absent while the wall has not answered yet. */
  capturedAt?: number;
  width?: number;
  height?: number;
}

/** `GET /api/walls/:wallId`. */
export interface WallDetail extends WallSummary {
  viewport: { width: number; height: number; scale: number };
  heapBytes?: number;
  remotes: Record<string, string>;
  slots: SlotBeat[];
  history: SlotStateChange[];
  screenshot?: ScreenshotInfo;
  /** The wall's part of its group's canvas, what its screen says against it, and its clock against the service's. */
  shape?: WallShapeInfo;
}

/** A wall's canvas facts in the console. */
export interface WallShapeInfo {
  /** `3840×1080`. */
  canvas: string;
  /** The tile it shows, when the canvas is split over several walls. */
  tile?: string;
  /** Said when its screen does not have the shape of what it shows. */
  mismatch?: string;
  /** Its measured clock offset to the service (the service's minus its own), ms, and the round trip it was measured over. */
  clock?: { offsetMs: number; rttMs: number };
}

/** `GET /api/remotes`: per remote, which build each wall runs. */
export interface RemoteBuilds {
  remote: string;
  /** build identity → wall ids running it. */
  builds: Record<string, string[]>;
  /** The walls running it do not all run the same build. */
  disagree: boolean;
}

/** `GET /api/audit` rows, newest first. */
export interface AuditEntry {
  id: number;
  at: number;
  actor: string;
  action: string;
  target: string;
  detail?: string;
  ip: string;
}

/** `GET /api/wall-keys` rows (the secret itself is shown once, in the reply of `POST /api/wall-keys` {group, name}). */
export interface WallKeyInfo {
  id: number;
  group: string;
  name: string;
  createdAt: number;
  createdBy: string;
  revokedAt?: number;
}

/** Every error reply of the console API: `{ error, field? }` with a Chinese message. */
export interface ApiErrorReply {
  error: string;
  field?: string;
}
