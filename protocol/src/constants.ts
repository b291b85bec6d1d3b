// The protocol's plain values (ids, limits, profiles), apart from the schemas: the shell's bundle takes these without
// the schemas' library.

/** A wall or group id: what `?wall=` and `?group=` accept. */
export const WALL_ID_PATTERN = '^[a-z0-9][a-z0-9_-]{0,63}$';
/** A slot's panel, as the wall names it: `<remote>/<panel>`. */
export const PANEL_ID_PATTERN = '^[a-z][a-z0-9_]*/[a-z0-9-]+$';
/** Panel states a wall reports (the frame's `data-state`). */
export const PANEL_STATES = ['loading', 'ready', 'stale', 'empty', 'error'] as const;
export type PanelState = (typeof PANEL_STATES)[number];

/** A heartbeat may be at most this many bytes (the route's body limit). */
export const BEAT_MAX_BYTES = 64 * 1024;
/** The beat's bounds, by field: the beat's schemas hold a wall to them, and the shell trims what it sends to fit. */
export const BEAT_LIMITS = {
  message: 500,
  title: 120,
  errorClass: 80,
  panelId: 120,
  build: 160,
  slots: 64,
  rotation: 12,
  requestId: 64,
  bytes: BEAT_MAX_BYTES,
} as const;
/** A screenshot post may be at most this many bytes. */
export const SCREENSHOT_MAX_BYTES = 2 * 1024 * 1024;

/** How much a wall moves: `light` (轻量) turns every motion off (see docs/fleet.md, 健康与档位). */
export const MOTION_PROFILES = ['standard', 'light'] as const;
export type MotionProfileName = (typeof MOTION_PROFILES)[number];
/** Why a wall runs its profile: an operator's setting on the wall or its group, its own device benchmark, or nothing. */
export const PROFILE_REASONS = ['wall', 'group', 'low-score', 'default'] as const;
export type ProfileReason = (typeof PROFILE_REASONS)[number];

export const PROFILE_NAMES: Record<MotionProfileName, string> = { standard: '标准', light: '轻量' };
export const PROFILE_REASON_NAMES: Record<ProfileReason, string> = {
  wall: '操作员设置（墙面）',
  group: '操作员设置（分组）',
  'low-score': '自动：设备跑分低',
  default: '默认',
};
