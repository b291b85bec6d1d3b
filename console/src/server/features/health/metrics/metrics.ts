import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { ProcessMemory } from '@cockpit/protocol';
import { type Fleet, type WallRecord, isOnline, remoteOfPanel } from '../../walls';
import { registerHealthMetrics } from './health-metrics';
import { capByCount, FirstSeenLabels, LABEL_CAPS } from './metric-labels';

/** The service's Prometheus metrics: gauges are computed from the fleet when scraped; counters count as things happen. */
export interface FleetMetrics {
  registry: Registry;
  /** Counts a beat of `group` (past the cap of distinct groups, as `other`). */
  countBeat(group: string): void;
  screenshotsServed: Counter;
  screenshotsReceived: Counter;
  /** Counts a recovery the wall's player reported, by its reason. */
  countRecovery(group: string, wall: string, reason: string): void;
}

/** One registry per service (tests run several in one process). Labels carry ids and builds, never a secret. */
export function createMetrics(
  fleet: Fleet,
  memory: ReadonlyMap<string, { memory: ProcessMemory }> = new Map(),
): FleetMetrics {
  const registry = new Registry();
  registerHealthMetrics(registry, fleet, memory);
  collectDefaultMetrics({ register: registry, prefix: 'cockpit_fleet_process_' });
  /** A gauge over every known wall, computed when scraped; its `group` label is capped by count. */
  const wallGauge = (
    config: { name: string; help: string; labelNames: string[] },
    each: (gauge: Gauge, wall: WallRecord, group: string, now: number) => void,
  ) =>
    new Gauge({
      ...config,
      registers: [registry],
      collect() {
        this.reset();
        const now = Date.now();
        const group = capByCount(
          [...fleet.walls.values()].map((w) => w.group),
          LABEL_CAPS.group,
        );
        for (const wall of fleet.walls.values()) each(this, wall, group(wall.group), now);
      },
    });
  wallGauge(
    {
      name: 'cockpit_fleet_walls',
      help: 'Walls known to the service, by group and status (offline after three missed beats).',
      labelNames: ['group', 'status'],
    },
    (gauge, wall, group, now) => gauge.inc({ group, status: isOnline(wall, now) ? 'online' : 'offline' }),
  );
  new Gauge({
    name: 'cockpit_fleet_slots',
    help: 'Slots of online walls, by remote, running build and state.',
    labelNames: ['remote', 'build', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      const slots = [...fleet.walls.values()].filter((wall) => isOnline(wall, now)).flatMap((wall) => wall.beat.slots);
      const remote = capByCount(
        slots.map((slot) => remoteOfPanel(slot.panel)),
        LABEL_CAPS.remote,
      );
      const build = capByCount(
        slots.map((slot) => slot.build ?? ''),
        LABEL_CAPS.build,
      );
      for (const slot of slots)
        this.inc({ remote: remote(remoteOfPanel(slot.panel)), build: build(slot.build ?? ''), state: slot.state });
    },
  });
  wallGauge(
    {
      name: 'cockpit_fleet_heartbeat_age_seconds',
      help: 'Seconds since each wall last beat.',
      labelNames: ['group', 'wall'],
    },
    (gauge, wall, group, now) => gauge.set({ group, wall: wall.wallId }, (now - wall.lastSeen) / 1000),
  );
  const beats = new Counter({
    name: 'cockpit_fleet_beats_received_total',
    help: 'Beats taken, by group.',
    labelNames: ['group'],
    registers: [registry],
  });
  const beatGroups = new FirstSeenLabels(LABEL_CAPS.group);
  const recoveries = new Counter({
    name: 'cockpit_fleet_player_recoveries_total',
    help: "Recoveries the walls' players reported (a crashed, hung or killed browser brought back, or a planned reload), by reason.",
    labelNames: ['group', 'wall', 'reason'],
    registers: [registry],
  });
  const recoveryGroups = new FirstSeenLabels(LABEL_CAPS.group);
  return {
    registry,
    countBeat: (group) => beats.inc({ group: beatGroups.label(group) }),
    countRecovery: (group, wall, reason) => recoveries.inc({ group: recoveryGroups.label(group), wall, reason }),
    screenshotsServed: new Counter({
      name: 'cockpit_fleet_screenshots_served_total',
      help: 'Screenshot images sent to the console.',
      registers: [registry],
    }),
    screenshotsReceived: new Counter({
      name: 'cockpit_fleet_screenshots_received_total',
      help: 'Screenshots walls posted.',
      registers: [registry],
    }),
  };
}
