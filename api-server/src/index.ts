import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { openCockpitDb } from './seed';

export { buildApp, type AppOptions } from './app';
export { openCockpitDb, seedAll, SEED_VERSION } from './seed';

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
}

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
  const { db } = await openCockpitDb(options.dbPath);
  const app = await buildApp(db, { logger: options.logger, strictReplies: options.strictReplies });
  try {
    await app.listen({ port: options.port, host });
  } catch (error) {
    await app.close();
    db.sql.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const shownHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
  return {
    url: `http://${shownHost}:${port}`,
    close: async () => {
      await app.close();
      db.sql.close();
    },
  };
}
