import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  AlertEngine,
  DEFAULT_ALERT_SWEEP_MS,
  DEFAULT_DISPATCH_MS,
  NoticeDispatcher,
  type WallDirectory,
} from './features/alerts';
import { buildApp, type ServiceContext } from './app';
import {
  DEFAULT_WALL_LIMITS,
  Fleet,
  fleetCapacity,
  DEFAULT_TIMINGS,
  FleetWriter,
  WallAuth,
  PairingCodes,
  pendingScreenshots,
  loadWalls,
  SCREENSHOT_REQUEST_TTL_MS,
  onReplicaMessage,
  startFleetSync,
  type WallLimits,
  type WriterTimings,
} from './features/walls';
import { sessionUser, ProviderClient, SignInSettings, type OidcSettings } from './features/sign-in';
import { SecurityPolicyStore } from './features/security';
import { placedPages } from './features/schedules';
import {
  knownGroups,
  GroupBook,
  ExposesCache,
  DEFAULT_RESCAN_MS,
  PublishedRescanner,
  releaseOptions,
  RolloutEngine,
  type ReleaseOptions,
} from './features/releases';
import { openDatabase, type Database } from './core/db/adapter';
import { migrate } from './core/db/migrate';
import { HealthBook, DEFAULT_HEALTH_TIMINGS, createMetrics, type HealthTimings } from './features/health';
import { sessionSecret } from './core/http/settings';
import { startLocalChannel } from './local-channel/channel-server';
import { Refusal } from './core/http/errors';
import { STREAM_CLOSE, STREAM_KEEPALIVE_MS } from '@cockpit/protocol';
import { notifyWalls, publishChange } from './core/push/notify-walls';
import { startReplicaBus } from './core/replicas/replica-bus';
import { StreamRegistry } from './core/replicas/stream-registry';
import { DEFAULT_ENGINE_LEASE_MS, EngineLease } from './core/replicas/engine-lease';
import {
  DEFAULT_SOURCE_TICK_MS,
  SourceEngine,
  DEFAULT_MAPPING_LIMITS,
  DEFAULT_MIN_SOURCE_INTERVAL_MS,
  closeMappingPool,
  LiveReadings,
} from './features/sources';
import { StreamHub } from './core/push/stream-hub';
import { seedGeoMaps } from './features/maps';

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
  /** Other rate limits of the wall routes, per minute ({@link DEFAULT_WALL_LIMITS}). */
  wallLimits?: Partial<WallLimits>;
  /** The proxies in front of the service (nginx): only their X-Forwarded-For names a client's address (`settings/service-settings.ts`). */
  trustProxy?: readonly string[];
  /** The fleet's display name, shown beside a pairing code (default 大屏集群). */
  fleetName?: string;
  /** Walls this service holds at most (default: what half its heap holds at the largest beat, {@link fleetCapacity}). */
  maxWalls?: number;
  /** Groups to create at start when they do not exist yet (with the default versions and layouts). */
  seedGroups?: readonly string[];
  /** Maps to store at start when none of their name exists (the demo's fictional map), GeoJSON text each. */
  seedMaps?: readonly { name: string; geojson: string }[];
  /** Batch and sweep timings (tests shorten them). */
  timings?: Partial<WriterTimings>;
  /** How often walls' health is sampled and how long it is kept (tests shorten the interval). */
  healthTimings?: Partial<HealthTimings>;
  /** How often the rollout engine judges baking rollouts (default 2 s; tests stop it with 0 and call `rollouts.tick`). */
  rolloutTickMs?: number;
  /** How often the published folder is rescanned for new versions (default 15 s; 0 = only at start and when asked). */
  rescanMs?: number;
  /** How long a "minute" of the security policy lasts, ms (default 60 000; tests shorten the idle timeout and lockout). */
  securityMinuteMs?: number;
  /** The local command channel in `<dataDir>/cli/` for `npm run console` while the service runs (default on). */
  localChannel?: boolean;
  /** Alerts: how often the rules are judged (default 5 s) and the outbox sent (default 1 s), the first retry's wait (default 10 s); 0 = never by itself. */
  alertTimings?: { sweepMs?: number; dispatchMs?: number; retryBaseMs?: number };
  /** Whether this replica may run the alert and rollout engines, under their lease (default true; `COCKPIT_FLEET_ENGINES=0` says false). */
  engines?: boolean;
  /** How long the engines' lease runs without renewal (default 15 s): a killed holder's engines move after this. */
  engineLeaseMs?: number;
  /** Sign-in through an OpenID Connect provider set by the environment (COCKPIT_OIDC_*): read-only in the console. */
  oidcFromEnv?: OidcSettings | null;
  /** How long the sign-in settings are kept between reads (default 2 s: another replica's save is seen within it). */
  signInSettingsTtlMs?: number;
  /** Data sources: the shortest refresh interval an operator may set (default 5 s) and the longest the engine sleeps between looks (default 1 s; it wakes at each source's due time; 0 = never by itself), how long each replica keeps a reading for walls (default 1 s; route suites 0). */
  sourceTimings?: { minIntervalMs?: number; tickMs?: number; readCacheMs?: number };
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
  /** This replica's id (in `service_replicas`, `wall_streams` and the engines' lease). */
  replicaId: string;
  /** Every wall's open push stream (tests drop one, the bench counts them). */
  push: StreamHub;
  /** The data sources' fetcher (tests run a look with `tick(now)`). */
  sources: SourceEngine;
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
    // The fleet follows a wall's record when another process changes it (a move, a retirement).
    let fleet: Fleet | undefined;
    let ctx: ServiceContext | undefined;
    // Which replica holds each wall's stream, in the database; and the replicas' bus, which carries ids only.
    let streams: StreamRegistry | undefined;
    const push = new StreamHub(Date.now, (wallId, holding) => streams?.holding(wallId, holding));
    const bus = await startReplicaBus(
      db,
      (message) => {
        if (message.kind === 'reading')
          void ctx?.sources.readings
            .changed(message.sourceId, message.mapping)
            .catch((error: Error) => console.error(`[fleet] 读数推送失败：${error.message}`));
        else if (ctx) onReplicaMessage(ctx, message);
      },
      () => {
        // The bus dropped and came back: a change may have been missed, so every wall here re-reads its group's files.
        if (ctx) notifyWalls(ctx, { all: true, what: 'group' });
      },
    );
    streams = new StreamRegistry(db, bus.replicaId, (m) => console.warn(`[fleet] ${m}`));
    await streams.start();
    // One replica at a time runs the engines: whichever holds the lease (the only process, on the embedded database).
    const lease = new EngineLease(db, bus.replicaId, options.engineLeaseMs ?? DEFAULT_ENGINE_LEASE_MS, (m) =>
      console.warn(`[fleet] ${m}`),
    );
    if (options.engines !== false) await lease.start();
    const walls = new WallAuth(db, (wall) => {
      if (wall.retiredAt !== undefined) fleet?.forget(wall.wallId);
      else fleet?.regroup(wall.wallId, wall.group);
      // A wall whose credential ended loses its stream; one moved or renamed fetches its group's files now.
      if (!wall.live || wall.retiredAt !== undefined) push.drop(wall.wallId, STREAM_CLOSE.refused, 'credential ended');
      else push.send(wall.wallId, { type: 'changed', what: 'group' });
    });
    await walls.load();
    fleet = new Fleet((wallId) => walls.trusted(wallId), options.maxWalls ?? fleetCapacity());
    const now = Date.now();
    fleet.load(await loadWalls(db), await pendingScreenshots(db, now - SCREENSHOT_REQUEST_TTL_MS), now);
    const release = releaseOptions(options);
    // Seen by whoever runs the service, whether or not fastify's request log is on.
    const rescanner = new PublishedRescanner(db, release, (message) => console.warn(`[fleet] ${message}`));
    await rescanner.rescan();
    const engine = new RolloutEngine(
      db,
      fleet,
      options.rolloutTickMs,
      () => void publishChange(bus, { all: true, what: 'remotes' }),
      lease,
    );
    const releases = {
      options: release,
      groups: new GroupBook(db, release),
      exposes: new ExposesCache(db, release.publishedDir),
      engine,
      rescanner,
    };
    const groupBook = releases.groups;
    // A group an administrator removed stays removed, whatever the defaults name.
    for (const group of options.seedGroups ?? [])
      await groupBook.ensure(group).catch((error: unknown) => {
        if (!(error instanceof Refusal)) throw error;
      });
    await seedGeoMaps(db, options.seedMaps ?? []);
    const limits: WallLimits = {
      ...DEFAULT_WALL_LIMITS,
      ...options.wallLimits,
      ...(options.beatsPerMinute ? { beatsPerWall: options.beatsPerMinute } : {}),
    };
    const timings = options.alertTimings ?? {};
    const dispatcher = new NoticeDispatcher(db, timings.retryBaseMs);
    // Alerts name a wall as the operator named it, and say where it hangs.
    const directory: WallDirectory =
      options.wallDirectory ??
      ((id) => {
        const wall = walls.walls.get(id);
        return wall && { name: wall.name, location: wall.location };
      });
    const alerts = { engine: new AlertEngine(db, fleet, directory, () => dispatcher.wake(), lease), dispatcher };
    const health = new HealthBook(db, fleet, { ...DEFAULT_HEALTH_TIMINGS, ...options.healthTimings });
    await health.load();
    // Each changed reading goes to every replica, which pushes it to the walls streaming from it.
    const sourceEngine = new SourceEngine(
      db,
      lease,
      DEFAULT_MAPPING_LIMITS,
      (m) => console.warn(`[fleet] ${m}`),
      (sourceId, mapping) =>
        void bus
          .publish({ kind: 'reading', sourceId, mapping })
          .catch((error: Error) => console.warn(`[fleet] 读数通知发送失败：${error.message}`)),
    );
    const readings = new LiveReadings(db, push, options.sourceTimings?.readCacheMs ?? 1000);
    const sources = {
      limits: { minIntervalMs: options.sourceTimings?.minIntervalMs ?? DEFAULT_MIN_SOURCE_INTERVAL_MS },
      mapping: DEFAULT_MAPPING_LIMITS,
      readings,
    };
    const signIn = {
      settings: new SignInSettings(db, options.oidcFromEnv ?? null, options.signInSettingsTtlMs),
      provider: new ProviderClient(),
    };
    const security = new SecurityPolicyStore(db, options.securityMinuteMs, options.signInSettingsTtlMs);
    ctx = {
      sources,
      health,
      bus,
      streams,
      db,
      fleet,
      walls,
      pairing: new PairingCodes(db, { total: limits.pendingCodes, perAddress: limits.pendingCodesPerAddress }),
      fleetName: options.fleetName ?? '大屏集群',
      metrics: createMetrics(fleet, health.memory),
      limits,
      releases,
      alerts,
      push,
      signIn,
      security,
      localSignInOn: async () => (await signIn.settings.get()).localSignIn,
      placedPages: (group) => placedPages({ db, releases }, group),
      knownGroups: () => knownGroups(db),
      signedIn: (request, reply) => sessionUser({ db, signIn, security }, request, reply),
    };
    const writer = new FleetWriter(db, fleet, { ...DEFAULT_TIMINGS, ...options.timings });
    const app = await buildApp(ctx, {
      webDir: options.webDir ?? DEFAULT_WEB_DIR,
      sessionSecret: await sessionSecret(db),
      logger: options.logger,
      trustProxy: options.trustProxy,
    });
    const address = await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
    writer.start();
    health.start((m) => app.log.error(m));
    const stopFleetSync = startFleetSync(db, fleet, (m) => console.warn(`[fleet] ${m}`));
    walls.start((m) => app.log.error(m));
    rescanner.start(options.rescanMs ?? DEFAULT_RESCAN_MS);
    if (options.rolloutTickMs !== 0) engine.start((m) => app.log.error(m));
    const channel =
      options.localChannel === false
        ? undefined
        : await startLocalChannel(db, options.dataDir, (m) => console.warn(`[fleet] ${m}`), ctx);
    if (timings.sweepMs !== 0) alerts.engine.start(timings.sweepMs ?? DEFAULT_ALERT_SWEEP_MS, (m) => app.log.error(m));
    if (timings.dispatchMs !== 0) dispatcher.start(timings.dispatchMs ?? DEFAULT_DISPATCH_MS, (m) => app.log.error(m));
    if (options.sourceTimings?.tickMs !== 0)
      sourceEngine.start(options.sourceTimings?.tickMs ?? DEFAULT_SOURCE_TICK_MS);
    const keepalive = setInterval(() => push.keepalive(), STREAM_KEEPALIVE_MS);
    keepalive.unref();
    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= (async () => {
        walls.stop();
        health.stop();
        clearInterval(keepalive);
        push.closeAll();
        await bus.close();
        await streams?.stop();
        await channel?.close();
        await rescanner.stop();
        await engine.stop();
        await alerts.engine.stop();
        await sourceEngine.stop();
        await closeMappingPool();
        await lease.stop();
        await dispatcher.stop();
        await app.close();
        await stopFleetSync();
        await writer.stop();
        await db.close();
      })());
    return {
      url: address,
      replicaId: bus.replicaId,
      app,
      db,
      fleet,
      rollouts: engine,
      alerts,
      push,
      sources: sourceEngine,
      close,
      flush: () => writer.flush(),
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

export { openDatabase, type Database } from './core/db/adapter';
export { migrate } from './core/db/migrate';
export { listWallKeys } from './features/walls';
export { createUser, listUsers } from './features/users';
export type { ReleaseOptions } from './features/releases';
