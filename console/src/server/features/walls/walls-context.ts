import type { CoreContext } from '../../core/service-context';
import type { ProcessMemory, ProfileOrder } from '@cockpit/protocol';
import type { PairingCodes } from './enrolment/pairing-codes';
import type { EnrolledWall } from './enrolled-walls';
import type { Fleet } from './fleet';
import type { WallAuth } from './wall-auth';
import type { WallLimits } from './wall-limits';

declare module 'fastify' {
  interface FastifyRequest {
    /** The wall whose credential this request carries (wall routes only). */
    wall: EnrolledWall | null;
  }
}

/** What the wall routes count, of the fleet's metrics (health keeps them). */
export interface WallCounters {
  countBeat(group: string): void;
  countRecovery(group: string, wall: string, reason: string): void;
  screenshotsServed: { inc(): void };
  screenshotsReceived: { inc(): void };
}

/** What the wall routes ask of walls' health: the profile a beat's reply carries, and a player's memory reading. */
export interface WallHealthDesk {
  order(wallId: string, group: string): ProfileOrder | undefined;
  recordMemory(wallId: string, memory: ProcessMemory, at: number): void;
}

/** What the wall, enrolment and stream routes get from the entry point. */
export interface WallsContext extends CoreContext {
  fleet: Fleet;
  /** Which wall a credential is, and every enrolled wall's record. */
  walls: WallAuth;
  /** Pairing codes waiting for an operator. */
  pairing: PairingCodes;
  /** The fleet's display name, shown beside a pairing code. */
  fleetName: string;
  metrics: WallCounters;
  /** Group names known to the service (a wall is moved, or a provisioning token made, only into one). */
  knownGroups: () => Promise<string[]>;
  /** Requests per minute of the wall and enrolment routes, per wall and per address, and the pending-code caps. */
  limits: WallLimits;
  /** Walls' health samples, their players' memory readings, and the profiles operators set. */
  health: WallHealthDesk;
}
