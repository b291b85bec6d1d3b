import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import type { Fleet } from './domain/fleet';
import { isOnline, remoteOfPanel } from './domain/wall-state';

/** The service's Prometheus metrics: gauges are computed from the fleet when scraped; counters count as things happen. */
export interface FleetMetrics {
  registry: Registry;
  beats: Counter<'group'>;
  screenshotsServed: Counter;
  screenshotsReceived: Counter;
}

/** One registry per service (tests run several in one process). Labels carry ids and builds, never a secret. */
export function createMetrics(fleet: Fleet): FleetMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'cockpit_fleet_process_' });
  new Gauge({
    name: 'cockpit_fleet_walls',
    help: 'Walls known to the service, by group and status (offline after three missed beats).',
    labelNames: ['group', 'status'],
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const wall of fleet.walls.values()) this.inc({ group: wall.group, status: isOnline(wall, now) ? 'online' : 'offline' });
    },
  });
  new Gauge({
    name: 'cockpit_fleet_slots',
    help: 'Slots of online walls, by remote, running build and state.',
    labelNames: ['remote', 'build', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const wall of fleet.walls.values()) {
        if (!isOnline(wall, now)) continue;
        for (const slot of wall.beat.slots) this.inc({ remote: remoteOfPanel(slot.panel), build: slot.build ?? '', state: slot.state });
      }
    },
  });
  new Gauge({
    name: 'cockpit_fleet_heartbeat_age_seconds',
    help: 'Seconds since each wall last beat.',
    labelNames: ['group', 'wall'],
    registers: [registry],
    collect() {
      this.reset();
      const now = Date.now();
      for (const wall of fleet.walls.values()) this.set({ group: wall.group, wall: wall.wallId }, (now - wall.lastSeen) / 1000);
    },
  });
  return {
    registry,
    beats: new Counter({ name: 'cockpit_fleet_beats_received_total', help: 'Beats taken, by group.', labelNames: ['group'], registers: [registry] }),
    screenshotsServed: new Counter({ name: 'cockpit_fleet_screenshots_served_total', help: 'Screenshot images sent to the console.', registers: [registry] }),
    screenshotsReceived: new Counter({ name: 'cockpit_fleet_screenshots_received_total', help: 'Screenshots walls posted.', registers: [registry] }),
  };
}
