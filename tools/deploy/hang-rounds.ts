import type { WallRequest } from './shell-wall';

/** A group's week whose one screen-off window starts `index` minutes after midnight: change number `index`, seen in layouts.json. */
export function screenOffMarker(index: number) {
  const minutes = index % (24 * 60);
  const from = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return { timezone: 'Asia/Shanghai', offStyle: 'black', dayparts: [], screenOff: [{ days: [7], from, to: '24:00' }] };
}

/** The change number a layouts.json read carries (its screen-off window's start), or undefined. */
export function markerOf(text: string | undefined): number | undefined {
  const from = /"screenOff":\[\{[^}]*"from":"(\d\d):(\d\d)"/.exec(text ?? '');
  return from ? Number(from[1]) * 60 + Number(from[2]) : undefined;
}

/**
 * How long after change `index` was saved the wall first had it in hand: a read started after the change was sent,
 * answered with it or a later one. Infinity when no read brought it.
 */
export function changeServedMs(
  reads: readonly WallRequest[],
  change: { index: number; sentAt: number; savedAt: number },
): number {
  const times = reads
    .filter((r) => r.status === 200 && r.at >= change.sentAt && (markerOf(r.text) ?? -1) >= change.index)
    .map((r) => r.at + r.ms - change.savedAt);
  return times.length ? Math.max(0, Math.min(...times)) : Infinity;
}
