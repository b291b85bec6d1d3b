import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { createClock } from './clock';
import { saveDatabase } from './db';
import { extendHistory, openCockpitDb } from './seed';
import { localDate } from './seed/calendar';
import type { Faults } from './faults';

export { buildApp, type AppOptions } from './app';
export { extendHistory, openCockpitDb, seedAll, SEED_VERSION } from './seed';
export { createClock, parseNow, type Clock } from './clock';
export { createFaults, FAULT_MODES, RUOYI_ERROR_MSG, type FaultMode, type Faults, type FaultSettings } from './faults';

/** Options of {@link startApiServer}. */
export interface ApiServerOptions {
  /** Port to listen on; 0 picks a free one (the real port is in the returned url). */
  port: number;
  /** Interface to bind; default 127.0.0.1. */
  host?: string;
  /** SQLite file: loaded when present, created and seeded when absent. */
  dbPath: string;
  /** Log requests. Default false. */
  logger?: boolean;
  /** Check replies against their response schemas (see {@link AppOptions.strictReplies}). */
  strictReplies?: boolean;
  /**
   * Today for the data, as 'YYYY-MM-DD' or an ISO date-time; the clock runs on from it. Default:
   * env COCKPIT_NOW, else the real clock. A test stack starts the API on 2027-01-02 with it.
   */
  now?: string;
  /** Misbehave as told (see `AppOptions.faults`). */
  faults?: Faults;
  /** Serve `/__faults` so another process can tell it to misbehave (`--faults`). */
  faultControl?: boolean;
}

/** How often a running server checks that its data still reaches today (a wall runs for weeks). */
const DATA_CHECK_MS = 10 * 60_000;

/** A running reference API server. */
export interface RunningApiServer {
  /** `http://host:port` (no trailing slash): the cockpit API is at `{url}/cockpit`, the second base at `{url}/open-api`. */
  url: string;
  /** Stops listening and frees the database. */
  close(): Promise<void>;
}

/** Opens (or creates and seeds) the database and serves the reference API on it. */
export async function startApiServer(options: ApiServerOptions): Promise<RunningApiServer> {
  const host = options.host ?? '127.0.0.1';
  const clock = createClock(options.now ?? process.env.COCKPIT_NOW);
  const { db } = await openCockpitDb(options.dbPath, localDate(clock()));
  const app = await buildApp(db, {
    logger: options.logger,
    strictReplies: options.strictReplies,
    faults: options.faults,
    faultControl: options.faultControl,
  });
  try {
    await app.listen({ port: options.port, host });
  } catch (error) {
    await app.close();
    db.sql.close();
    throw error;
  }
  const keepCurrent = setInterval(() => {
    try {
      if (extendHistory(db, localDate(clock()))) saveDatabase(db, options.dbPath);
    } catch (error) {
      console.error(`[api-server] 数据未能延续到今天：${(error as Error).message}`);
    }
  }, DATA_CHECK_MS);
  keepCurrent.unref();
  const { port } = app.server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${port}`,
    close: async () => {
      clearInterval(keepCurrent);
      await app.close();
      db.sql.close();
    },
  };
}
