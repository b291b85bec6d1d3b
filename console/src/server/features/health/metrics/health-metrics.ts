import { Gauge, type Registry } from 'prom-client';
import type { ProcessMemory } from '@cockpit/protocol';
import { type Fleet, isOnline, type WallRecord } from '../../walls';
import { capByCount, LABEL_CAPS } from './metric-labels';

const PROCESS_KINDS: readonly (keyof ProcessMemory)[] = ['browser', 'renderer', 'gpu', 'other'];

type Reading = (wall: WallRecord) => number | undefined;

/**
 * Each online wall's health as the shipped rules read it (console/prometheus/cockpit-alerts.yml): frames, long frames,
 * JS heap, device score, the light profile, and Chromium's memory by process kind where a player reports it.
 */
export function registerHealthMetrics(
  registry: Registry,
  fleet: Fleet,
  memory: ReadonlyMap<string, { memory: ProcessMemory }>,
): void {
  const online = () => {
    const now = Date.now();
    const walls = [...fleet.walls.values()].filter((w) => isOnline(w, now));
    return {
      walls,
      group: capByCount(
        walls.map((w) => w.group),
        LABEL_CAPS.group,
      ),
    };
  };
  const perWall = (name: string, help: string, read: Reading) =>
    new Gauge({
      name,
      help,
      labelNames: ['group', 'wall'],
      registers: [registry],
      collect() {
        this.reset();
        const { walls, group } = online();
        for (const wall of walls) {
          const value = read(wall);
          if (value !== undefined) this.set({ group: group(wall.group), wall: wall.wallId }, value);
        }
      },
    });
  perWall(
    'cockpit_wall_fps',
    'Frames per second the wall drew in its last one-second sample.',
    (w) => w.beat.health?.fps,
  );
  perWall(
    'cockpit_wall_long_frames_per_minute',
    "Animation frames over 50 ms per minute, between the wall's last two beats.",
    (w) => w.beat.health?.longFramesPerMin,
  );
  perWall('cockpit_wall_heap_bytes', "The wall page's used JS heap, bytes.", (w) => w.beat.heapBytes);
  perWall(
    'cockpit_wall_device_score',
    "The wall's device score by its start benchmark (100: the reference 2-core machine).",
    (w) => w.beat.health?.score,
  );
  perWall('cockpit_wall_light_profile', '1 while the wall runs the light profile (motions off), else 0.', (w) =>
    w.beat.health ? Number(w.beat.health.profile === 'light') : undefined,
  );
  new Gauge({
    name: 'cockpit_wall_memory_bytes',
    help: "Resident memory of the wall's Chromium processes by kind (browser, renderer, gpu, other), from its player.",
    labelNames: ['group', 'wall', 'process'],
    registers: [registry],
    collect() {
      this.reset();
      const { walls, group } = online();
      for (const wall of walls) {
        const reading = memory.get(wall.wallId)?.memory;
        if (!reading) continue;
        for (const process of PROCESS_KINDS)
          this.set({ group: group(wall.group), wall: wall.wallId, process }, reading[process]);
      }
    },
  });
}
