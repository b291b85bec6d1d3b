import { type RemoteBuilds, type SlotStateChange, type WallSummary } from '../../../protocol';
import { PANEL_STATES, type PanelState, type SlotBeat, type WallBeat } from '@cockpit/protocol';

/** What the service knows of one wall: its latest beat and when it came. */
export interface WallRecord {
  wallId: string;
  group: string;
  beat: WallBeat;
  firstSeen: number;
  lastSeen: number;
  /** Its slots were marked offline (by the sweep) and it has not beaten since. */
  offline: boolean;
}

/** Beats a wall may miss before it counts as offline. */
export const MISSED_BEATS_OFFLINE = 3;

/** Online while its last beat is at most three of its own beat intervals old. */
export function isOnline(wall: Pick<WallRecord, 'lastSeen' | 'beat'>, now: number): boolean {
  return now - wall.lastSeen <= MISSED_BEATS_OFFLINE * wall.beat.beatIntervalMs;
}

/** When a silent wall turns offline. */
export function offlineAt(wall: Pick<WallRecord, 'lastSeen' | 'beat'>): number {
  return wall.lastSeen + MISSED_BEATS_OFFLINE * wall.beat.beatIntervalMs;
}

/** How many slots are in each state. */
export function countStates(slots: readonly SlotBeat[]): Record<PanelState, number> {
  const counts = Object.fromEntries(PANEL_STATES.map((s) => [s, 0])) as Record<PanelState, number>;
  for (const slot of slots) counts[slot.state] += 1;
  return counts;
}

/** What the service's record says of a wall, beside its beats. */
export interface WallIdentity {
  name: string;
  location?: string;
  notes?: string;
  /** Holds a live credential. */
  live: boolean;
}

/** One row of the walls table; `streamSince` is when its push stream opened, if it is open. */
export function summarize(wall: WallRecord, now: number, identity?: WallIdentity, streamSince?: number): WallSummary {
  const { beat } = wall;
  return {
    wallId: wall.wallId,
    name: identity?.name ?? wall.wallId,
    ...(identity?.location ? { location: identity.location } : {}),
    ...(identity?.notes ? { notes: identity.notes } : {}),
    ...(identity && !identity.live ? { rePairing: true } : {}),
    group: wall.group,
    route: beat.route,
    online: isOnline(wall, now),
    lastSeen: wall.lastSeen,
    shellBuild: beat.shellBuild,
    sdkVersion: beat.sdkVersion,
    manifestRevision: beat.manifestRevision,
    uptimeMs: beat.uptimeMs,
    beatIntervalMs: beat.beatIntervalMs,
    counts: countStates(beat.slots),
    ...(beat.screen ? { screen: beat.screen } : {}),
    ...(beat.cacheStart && !beat.cacheStart.live ? { cacheStart: { pageStoredAt: beat.cacheStart.pageStoredAt } } : {}),
    push: streamSince === undefined ? { connected: false } : { connected: true, since: streamSince },
  };
}

/** A panel id's remote: `teams/overview` → `teams`. */
export const remoteOfPanel = (panel: string): string => panel.slice(0, panel.indexOf('/'));

/** Per remote, which build each online wall runs in its slots; `disagree` when walls (or slots) run more than one. */
export function remoteBuilds(walls: Iterable<WallRecord>, now: number): RemoteBuilds[] {
  const byRemote = new Map<string, Map<string, Set<string>>>();
  for (const wall of walls) {
    if (!isOnline(wall, now)) continue;
    for (const slot of wall.beat.slots) {
      if (!slot.build) continue;
      const remote = remoteOfPanel(slot.panel);
      const builds = byRemote.get(remote) ?? new Map<string, Set<string>>();
      byRemote.set(remote, builds);
      const wallIds = builds.get(slot.build) ?? new Set<string>();
      builds.set(slot.build, wallIds.add(wall.wallId));
    }
  }
  return [...byRemote.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([remote, builds]) => ({
      remote,
      builds: Object.fromEntries([...builds.entries()].map(([build, ids]) => [build, [...ids].sort()])),
      disagree: builds.size > 1,
    }));
}

const errorText = (slot: SlotBeat): string | undefined =>
  slot.lastError ? `${slot.lastError.class}: ${slot.lastError.message}` : undefined;

function change(slot: SlotBeat, from: SlotStateChange['from'], to: SlotStateChange['to'], at: number): SlotStateChange {
  const error = to === 'error' ? errorText(slot) : undefined;
  return {
    at,
    slot: slot.slot,
    panel: slot.panel,
    from,
    to,
    ...(slot.build ? { build: slot.build } : {}),
    ...(error ? { error } : {}),
  };
}

/**
 * The slots whose state differs from the wall's previous beat (`null` for a new slot; `'offline'` when the wall had
 * been marked offline). A rotation that shows another panel in the same state is not a change.
 */
export function slotChanges(
  previous: readonly SlotBeat[] | undefined,
  wasOffline: boolean,
  next: readonly SlotBeat[],
  at: number,
): SlotStateChange[] {
  const before = new Map((previous ?? []).map((s) => [s.slot, s.state]));
  const changes: SlotStateChange[] = [];
  for (const slot of next) {
    const from = wasOffline && before.has(slot.slot) ? 'offline' : (before.get(slot.slot) ?? null);
    if (from !== slot.state) changes.push(change(slot, from, slot.state, at));
  }
  return changes;
}

/** Every slot of a wall that went silent, turned offline at `at`. */
export function offlineChanges(slots: readonly SlotBeat[], at: number): SlotStateChange[] {
  return slots.map((slot) => change(slot, slot.state, 'offline', at));
}
