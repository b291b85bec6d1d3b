import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';
import type { WallBeat, HealthBeat } from '@cockpit/protocol';
import type { SlotReport } from '../ops/slot-report';
import { fitBeat } from './beat-budget';
import { heapBytes, slotPositions, viewport } from './page-probe';
import { slotBeats, type ErrorTally, type ShownCheck } from './slot-beats';

/** A short, stable name of a remotes manifest: the same remotes at the same URLs give the same revision, in any order. */
export function manifestRevision(remotes: Record<string, string>): string {
  const canonical = JSON.stringify(
    Object.keys(remotes)
      .sort()
      .map((name) => [name, remotes[name]]),
  );
  return bytesToHex(sha256(utf8ToBytes(canonical))).slice(0, 12);
}

/** Where a beat's figures come from: fixed facts of the wall and live readings of the page. */
export interface BeatSources {
  group: string;
  route: string;
  shellBuild: string;
  sdkVersion: string;
  /** When the wall started, epoch ms. */
  startedAt: number;
  beatIntervalMs: number;
  /** The remotes manifest the registry runs (remote → manifest URL). */
  remotes: () => Record<string, string>;
  slots: () => SlotReport[];
  /** Whether a slot's panel has been shown on the build it runs now. */
  shown: ShownCheck;
  /** The scaled design canvas. */
  canvas: () => Element | null;
  /** The screen now by the group's schedule (absent: the wall runs no schedule code, e.g. in a unit test). */
  screen?: () => { off: boolean; daypart?: string };
  /** The page's start from the wall's cache, if it had one. */
  cacheStart?: () => { pageStoredAt: number; live: boolean } | undefined;
  /** Frames, long frames, device score and profile (absent: the wall measures nothing, e.g. in a unit test). */
  health?: () => HealthBeat;
  now?: () => number;
}

/** A beat ready to send, and what to do once the fleet service took it (its failures are then counted). */
export interface BeatDraft {
  beat: WallBeat;
  delivered: () => void;
}

/** The wall as it is now, per the fleet protocol; `screenshotFor` names a screenshot posted since the last beat. */
export function assembleBeat(sources: BeatSources, tally: ErrorTally, screenshotFor?: string): BeatDraft {
  const now = sources.now?.() ?? Date.now();
  const canvas = sources.canvas();
  const slots = sources.slots();
  const errors = tally.count(slots);
  const manifest = sources.remotes();
  const beat: WallBeat = {
    group: sources.group,
    route: sources.route.slice(0, 200),
    shellBuild: sources.shellBuild.slice(0, 160),
    sdkVersion: sources.sdkVersion.slice(0, 40),
    uptimeMs: Math.max(0, Math.round(now - sources.startedAt)),
    beatIntervalMs: sources.beatIntervalMs,
    viewport: viewport(canvas),
    manifestRevision: manifestRevision(manifest),
    remotes: Object.fromEntries(
      Object.entries(manifest).filter(([name, url]) => name.length <= 40 && url.length <= 500),
    ),
    slots: slotBeats(slots, slotPositions(canvas), errors.perSlot, sources.shown),
  };
  const heap = heapBytes();
  if (heap !== undefined) beat.heapBytes = heap;
  if (screenshotFor) beat.screenshotFor = screenshotFor;
  if (sources.screen) {
    // Only what the protocol takes (the off style stays on the wall): an unknown field would cost the whole beat.
    const { off, daypart } = sources.screen();
    beat.screen = off || !daypart ? { off } : { off, daypart: daypart.slice(0, 20) };
  }
  const cacheStart = sources.cacheStart?.();
  if (cacheStart) beat.cacheStart = { pageStoredAt: Math.round(cacheStart.pageStoredAt), live: cacheStart.live };
  if (sources.health) beat.health = sources.health();
  return { beat: fitBeat(beat), delivered: errors.commit };
}
