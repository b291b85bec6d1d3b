import { getHeapStatistics } from 'node:v8';
import type { SlotStateChange } from '../../../protocol';
import type { WallBeat } from '@cockpit/protocol';
import type { WallSlotChange } from './walls-store';
import { isOnline, offlineAt, offlineChanges, slotChanges, type WallRecord } from './wall-state';

/** Walls one service keeps at most, whatever its heap. */
export const MAX_WALLS = 50_000;
/** Heap one wall may cost at the largest beat allowed: `npm run bench:fleet` measured about 100 KiB; this keeps a margin. */
export const MAX_WALL_HEAP_BYTES = 128 * 1024;

/**
 * How many walls this process can hold with room to spare: a full fleet at the largest beat allowed takes at most
 * half the heap limit (`--max-old-space-size` raises it). Enrolment refuses walls beyond it.
 */
export function fleetCapacity(heapLimit = getHeapStatistics().heap_size_limit): number {
  return Math.min(MAX_WALLS, Math.floor((heapLimit * 0.5) / MAX_WALL_HEAP_BYTES));
}
/** Slot changes waiting for the database beyond this are dropped, oldest first (only while the database is down). */
export const MAX_QUEUED_EVENTS = 200_000;
/** A beat that changes nothing but times is still written in full this often, so uptime and heap stay near. */
const FULL_WRITE_EVERY_MS = 5 * 60_000;
/** A screenshot request not answered in this time is no longer handed out. */
export const SCREENSHOT_REQUEST_TTL_MS = 10 * 60_000;

/** What waits to be written: walls to rewrite in full, walls only seen again, slot changes. */
export interface PendingWrites {
  walls: WallRecord[];
  seen: Map<string, number>;
  events: WallSlotChange[];
}

// What of a beat is worth a row rewrite: everything but uptime, heap, data ages and error counts.
const signature = (wallId: string, group: string, b: WallBeat): string =>
  [
    wallId,
    group,
    b.route,
    b.shellBuild,
    b.sdkVersion,
    b.manifestRevision,
    b.beatIntervalMs,
    JSON.stringify(b.remotes ?? {}),
    ...b.slots.map(
      (s) =>
        `${s.slot}|${s.panel}|${s.state}|${s.build ?? ''}|${s.lastError?.message ?? ''}|${s.position.x},${s.position.y}`,
    ),
  ].join('\n');

/** Every wall's latest beat in memory, and the writes it owes the database (taken in batches by the writer). */
export class Fleet {
  readonly walls = new Map<string, WallRecord>();
  private readonly signatures = new Map<string, { value: string; writtenAt: number }>();
  private dirty = new Set<string>();
  private seen = new Map<string, number>();
  private events: WallSlotChange[] = [];
  private readonly screenshots = new Map<string, { requestId: string; requestedAt: number }>();

  /**
   * @param trusted whether a wall is claimed, not retired, and holds a live credential of its own: only such walls are
   * counted by releases ({@link Fleet.trustedWalls}). The service passes its credential check's answer.
   */
  constructor(
    readonly trusted: (wallId: string) => boolean,
    readonly capacity = fleetCapacity(),
  ) {}

  /** Takes walls (and unanswered screenshot requests) loaded from the database at start. */
  load(walls: readonly WallRecord[], pendingScreenshots = new Map<string, string>(), now = Date.now()): void {
    for (const wall of walls) this.walls.set(wall.wallId, wall);
    for (const [wallId, requestId] of pendingScreenshots) this.screenshots.set(wallId, { requestId, requestedAt: now });
  }

  /**
   * Beats another replica took (read from the database): kept when newer than this replica's own, as the wall's
   * latest state, and owing no write (the replica that took them wrote them). Returns how many were newer.
   */
  merge(records: readonly WallRecord[]): number {
    let newer = 0;
    for (const record of records) {
      const mine = this.walls.get(record.wallId);
      if (mine && mine.lastSeen >= record.lastSeen) continue;
      this.walls.set(record.wallId, {
        ...record,
        firstSeen: Math.min(record.firstSeen, mine?.firstSeen ?? record.firstSeen),
      });
      newer += 1;
    }
    return newer;
  }

  /**
   * Last-seen times another replica stored for walls whose beat did not change: moved forward here (online again).
   * Returns the walls not known here, whose beat is still to be read.
   */
  touch(seen: readonly { wallId: string; lastSeen: number }[]): string[] {
    const unknown: string[] = [];
    for (const { wallId, lastSeen } of seen) {
      const mine = this.walls.get(wallId);
      if (!mine) unknown.push(wallId);
      else if (mine.lastSeen < lastSeen) this.walls.set(wallId, { ...mine, lastSeen, offline: false });
    }
    return unknown;
  }

  /** Whether a beat from this wall can be taken (a known wall always can). */
  accepts(wallId: string): boolean {
    return this.walls.has(wallId) || this.walls.size < this.capacity;
  }

  /**
   * Keeps a beat of a wall of `group` taken at `now` (the service's record: the beat's own `group` is ignored); returns
   * the slot changes it brings. A beat taken before the one kept (answered late by a replica that was paused) changes
   * nothing. Costs no database write now.
   */
  recordBeat(wallId: string, group: string, beat: WallBeat, now: number): SlotStateChange[] {
    const previous = this.walls.get(wallId);
    if (previous && previous.lastSeen > now) return [];
    const changes = slotChanges(previous?.beat.slots, previous?.offline ?? false, beat.slots, now);
    this.walls.set(wallId, {
      wallId,
      group,
      beat,
      firstSeen: previous?.firstSeen ?? now,
      lastSeen: now,
      offline: false,
    });
    const sig = signature(wallId, group, beat);
    const written = this.signatures.get(wallId);
    if (!previous || !written || written.value !== sig || now - written.writtenAt > FULL_WRITE_EVERY_MS) {
      this.signatures.set(wallId, { value: sig, writtenAt: now });
      this.dirty.add(wallId);
      this.seen.delete(wallId);
    } else if (!this.dirty.has(wallId)) {
      this.seen.set(wallId, now);
    }
    this.queue(changes.map((c) => ({ ...c, wallId })));
    return changes;
  }

  /** An operator moved a wall to another group: it counts there at once, and the move is written with the next batch. */
  regroup(wallId: string, group: string): void {
    const wall = this.walls.get(wallId);
    if (!wall || wall.group === group) return;
    wall.group = group;
    this.dirty.add(wallId);
    this.seen.delete(wallId);
  }

  /** A retired wall: gone from every list, metric and release count (its stored history stays). */
  forget(wallId: string): void {
    this.walls.delete(wallId);
    this.signatures.delete(wallId);
    this.dirty.delete(wallId);
    this.seen.delete(wallId);
    this.screenshots.delete(wallId);
  }

  /** The online walls of a group that releases may listen to (trusted only), by id. */
  trustedWalls(group: string, now: number): string[] {
    return [...this.walls.values()]
      .filter((w) => w.group === group && isOnline(w, now) && this.trusted(w.wallId))
      .map((w) => w.wallId)
      .sort();
  }

  /** Marks the walls that went silent offline (each slot gets an offline change at the time it turned offline). */
  sweep(now: number): WallSlotChange[] {
    const found: WallSlotChange[] = [];
    for (const wall of this.walls.values()) {
      if (wall.offline || isOnline(wall, now)) continue;
      wall.offline = true;
      found.push(...offlineChanges(wall.beat.slots, offlineAt(wall)).map((c) => ({ ...c, wallId: wall.wallId })));
    }
    this.queue(found);
    return found;
  }

  private queue(events: WallSlotChange[]): void {
    this.events.push(...events);
    if (this.events.length > MAX_QUEUED_EVENTS) this.events.splice(0, this.events.length - MAX_QUEUED_EVENTS);
  }

  /** Hands the pending writes to the writer (and forgets them). */
  takeWrites(): PendingWrites {
    const writes = {
      walls: [...this.dirty].map((id) => this.walls.get(id)!).filter(Boolean),
      seen: this.seen,
      events: this.events,
    };
    this.dirty = new Set();
    this.seen = new Map();
    this.events = [];
    return writes;
  }

  /** Puts back writes the database refused, to be tried with the next batch. */
  restore(writes: PendingWrites): void {
    for (const wall of writes.walls) this.dirty.add(wall.wallId);
    for (const [id, at] of writes.seen) if (!this.dirty.has(id) && !this.seen.has(id)) this.seen.set(id, at);
    this.events = [...writes.events, ...this.events];
    this.queue([]);
  }

  /** An operator asked this wall for a screenshot. */
  requestScreenshot(wallId: string, requestId: string, now: number): void {
    this.screenshots.set(wallId, { requestId, requestedAt: now });
  }

  /** The request a beat of this wall should answer, if any. */
  pendingScreenshot(wallId: string, now: number): string | undefined {
    const pending = this.screenshots.get(wallId);
    if (pending && now - pending.requestedAt > SCREENSHOT_REQUEST_TTL_MS) this.screenshots.delete(wallId);
    return this.screenshots.get(wallId)?.requestId;
  }

  /** The wall answered this request. */
  screenshotAnswered(wallId: string, requestId: string): void {
    if (this.screenshots.get(wallId)?.requestId === requestId) this.screenshots.delete(wallId);
  }
}
