import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AlertEngine, DEFAULT_ALERT_SWEEP_MS, type WallDirectory } from './alerts/alert-engine';
import { DEFAULT_DISPATCH_MS, NoticeDispatcher } from './alerts/notice-dispatcher';
import { buildApp } from './app';
import type { ServiceContext } from './context';
import { openDatabase, type Database } from './db/adapter';
import { migrate } from './db/migrate';
import { Fleet } from './domain/fleet';
import { DEFAULT_TIMINGS, FleetWriter, type WriterTimings } from './domain/fleet-writer';
import { WallKeyAuth } from './domain/wall-key-auth';
import { createMetrics } from './metrics';
import { GroupBook } from './releases/group-book';
import { ExposesCache } from './releases/exposes-cache';
import { DEFAULT_RESCAN_MS, PublishedRescanner } from './releases/published-rescan';
import { releaseOptions, type ReleaseOptions } from './releases/release-options';
import { RolloutEngine } from './releases/rollout-engine';
import { pendingScreenshots } from './store/screenshots';
import { sessionSecret } from './store/settings';
import { loadWalls } from './store/walls';
import { SCREENSHOT_REQUEST_TTL_MS } from './domain/fleet';

/** Where the console page is built by default (`console/dist-web`). */
export const DEFAULT_WEB_DIR = resolve(__dirname, '../../dist-web');

/** How to start the fleet service (with where releases come from and what a new group runs: {@link ReleaseOptions}). */
export interface ConsoleServerOptions extends Partial<ReleaseOptions> {
  port: number;
  host?: string;
  /** The embedded database's folder (PGlite files in `<dataDir>/pglite`). Ignored with `databaseUrl`. */
  dataDir: string;
  /** A PostgreSQL URL: when set, the service uses it instead of the embedded database. */
  databaseUrl?: string;
  /** The built console page (default console/dist-web). */
  webDir?: string;
  /** Beats one wall may send per minute (default 20). */
  beatsPerMinute?: number;
  /** Batch and sweep timings (tests shorten them). */
  timings?: Partial<WriterTimings>;
  /** How often the rollout engine judges baking rollouts (default 2 s; tests stop it with 0 and call `rollouts.tick`). */
  rolloutTickMs?: number;
  /** How often the published folder is rescanned for new versions (default 15 s; 0 = only at start and when asked). */
  rescanMs?: number;
  /** Alerts: how often the rules are judged (default 5 s) and the outbox sent (default 1 s), the first retry's wait (default 10 s); 0 = never by itself. */
  alertTimings?: { sweepMs?: number; dispatchMs?: number; retryBaseMs?: number };
  /** Walls' names and places for alerts (default: the wall id, no place). */
  wallDirectory?: WallDirectory;
  logger?: boolean;
}

/** A running fleet service. */
export interface ConsoleServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  fleet: Fleet;
  /** The rollout engine (tests run its judgement with `tick(now)`). */
  rollouts: RolloutEngine;
  /** The alert rules' sweep and the outbox's sender (tests run them with `sweep(now)` / `tick()`). */
  alerts: ServiceContext['alerts'];
  /** Writes the pending beats and slot changes now (they are otherwise written every couple of seconds). */
  flush(): Promise<void>;
  /** Writes pending beats, stops the timers, the server and the database. */
  close(): Promise<void>;
}

/** Opens (and migrates) the database, loads the fleet, and listens. */
export async function startConsoleServer(options: ConsoleServerOptions): Promise<ConsoleServer> {
  const db = await openDatabase({ dataDir: options.dataDir, databaseUrl: options.databaseUrl });
  try {
    await migrate(db);
    const fleet = new Fleet();
    const now = Date.now();
    fleet.load(await loadWalls(db), await pendingScreenshots(db, now - SCREENSHOT_REQUEST_TTL_MS), now);
    const keys = new WallKeyAuth(db);
    const release = releaseOptions(options);
    // Seen by whoever runs the service, whether or not fastify's request log is on.
    const rescanner = new PublishedRescanner(db, release, (message) => console.warn(`[fleet] ${message}`));
    await rescanner.rescan();
    const engine = new RolloutEngine(db, fleet, options.rolloutTickMs);
    const releases = { options: release, groups: new GroupBook(db, release), exposes: new ExposesCache(db, release.publishedDir), engine, rescanner };
    const timings = options.alertTimings ?? {};
    const dispatcher = new NoticeDispatcher(db, timings.retryBaseMs);
    const alerts = { engine: new AlertEngine(db, fleet, options.wallDirectory ?? (() => undefined), () => dispatcher.wake()), dispatcher };
    const ctx: ServiceContext = { db, fleet, keys, metrics: createMetrics(fleet), beatsPerMinute: options.beatsPerMinute ?? 20, releases, alerts };
    const writer = new FleetWriter(db, fleet, { ...DEFAULT_TIMINGS, ...options.timings });
    const app = await buildApp(ctx, { webDir: options.webDir ?? DEFAULT_WEB_DIR, sessionSecret: await sessionSecret(db), logger: options.logger });
    const address = await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
    writer.start();
    keys.start((m) => app.log.error(m));
    rescanner.start(options.rescanMs ?? DEFAULT_RESCAN_MS);
    if (options.rolloutTickMs !== 0) engine.start((m) => app.log.error(m));
    if (timings.sweepMs !== 0) alerts.engine.start(timings.sweepMs ?? DEFAULT_ALERT_SWEEP_MS, (m) => app.log.error(m));
    if (timings.dispatchMs !== 0) dispatcher.start(timings.dispatchMs ?? DEFAULT_DISPATCH_MS, (m) => app.log.error(m));
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        keys.stop();
        await rescanner.stop();
        await engine.stop();
        await alerts.engine.stop();
        await dispatcher.stop();
        await app.close();
        await writer.stop();
        await db.close();
      })());
    return { url: address, app, db, fleet, rollouts: engine, alerts, close, flush: () => writer.flush() };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

export { openDatabase, type Database } from './db/adapter';
export { migrate } from './db/migrate';
export { createWallKey, revokeWallKey, listWallKeys } from './store/wall-keys';
export { createUser, listUsers } from './store/users';
export type { ReleaseOptions } from './releases/release-options';
