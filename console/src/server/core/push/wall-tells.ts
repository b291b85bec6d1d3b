import type { FastifyInstance } from 'fastify';
import type { ChangeKind } from '@cockpit/protocol';
import type { ChangeTarget, ReplicaBus } from '../replicas/replica-bus';
import { publishChange, type KnownWalls } from './notify-walls';

/** What a write changes for walls. */
export type WallChange = 'layouts' | 'remotes' | 'schedule' | 'canvas' | 'profile' | 'sources';

/**
 * What a write route tells walls when it succeeds: nothing (`'none'`, said explicitly), or what changed for the walls
 * of its `:group`, of its `:wallId`'s group, or for every wall (a remote's version, a rollout's step).
 */
export type WallTells = 'none' | { what: WallChange; scope: 'group' | 'wall' | 'all' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every write route says what it changes for walls (a test lists the routes and fails on one that does not). */
    tells?: WallTells;
  }
  interface FastifyInstance {
    /** Every route registered, with what it tells walls. */
    routeTells: RouteTells[];
  }
}

/** One registered route and its declaration. */
export type RouteTells = { method: string; url: string; tells: WallTells | undefined };

/**
 * What the shell does on each: a canvas travels in layouts.json, so it is a layouts change. A source's change is told
 * here to no stream: the new reading it leads to is pushed by the sources engine itself (`reading` events).
 */
const KIND: Record<WallChange, ChangeKind | undefined> = {
  layouts: 'layouts',
  canvas: 'layouts',
  remotes: 'remotes',
  schedule: 'schedule',
  profile: 'profile',
  sources: undefined,
};

/** The walls a write that succeeded concerns, from its declaration: undefined when it changed nothing a wall loads. */
export function changeTarget(
  tells: WallTells | undefined,
  params: unknown,
  status: number,
  walls: KnownWalls,
): ChangeTarget | undefined {
  if (status >= 300 || !tells || tells === 'none') return undefined;
  const what = KIND[tells.what];
  if (!what) return undefined;
  if (tells.scope === 'all') return { all: true, what };
  const { group, wallId } = (params ?? {}) as { group?: unknown; wallId?: unknown };
  if (tells.scope === 'group') return typeof group === 'string' ? { group, what } : undefined;
  const wall = typeof wallId === 'string' ? walls.walls.get(wallId) : undefined;
  return wall ? { group: wall.group, what } : undefined;
}

/** Tells walls, on every replica, what each write that succeeded changed for them (after the reply has been sent). */
export function installWallTells(app: FastifyInstance, ctx: { bus: ReplicaBus; walls: KnownWalls }): void {
  const routes: RouteTells[] = [];
  app.decorate('routeTells', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, tells: route.config?.tells });
  });
  app.addHook('onResponse', async (request, reply) => {
    const target = changeTarget(request.routeOptions.config.tells, request.params, reply.statusCode, ctx.walls);
    if (target) await publishChange(ctx.bus, target);
  });
}
