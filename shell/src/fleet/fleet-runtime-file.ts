import type * as z from 'zod/mini';
import type { WallCredential } from '@cockpit/protocol';
import { fetchValidated } from '../config/config-error';
import type { RuntimeConfig } from '../config/config-schemas';
import { isWallPage } from './wall-identity';
import { heldCredential, localStorageOrNone } from './wall-status';
import { cacheStartNow, pageStoredAt } from '../offline/cache-start';

/** The runtime files the fleet service serves each wall (its group's, with its canary versions). */
export type FleetFile = 'remotes.json' | 'layouts.json';

/** How long a wall waits for the fleet service's copy of a runtime file before it runs on the one it kept. */
export const FLEET_FILE_TIMEOUT_MS = 5000;
/**
 * The same wait on a page its worker answered from the cache (the network did not answer it): the kept copy runs
 * almost at once, and the manifest watcher's next poll reads the service's copy when it answers again.
 */
export const CACHE_START_FILE_TIMEOUT_MS = 500;

/** The wait for the fleet's copy: short while this page started from the cache and the display server is still silent. */
export function fleetFileTimeoutMs(
  doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document,
): number {
  return doc && pageStoredAt(doc) !== undefined && cacheStartNow()?.live !== true
    ? CACHE_START_FILE_TIMEOUT_MS
    : FLEET_FILE_TIMEOUT_MS;
}

/** Where the last good copy of a file the fleet served is kept, so a wall that reloads while the service is down keeps it. */
export const keptFileKey = (file: FleetFile): string => `cockpit.fleet.${file}`;

/** A runtime file as read: its content and the URL it came from (relative entries resolve against it). */
export interface ReadFile<T> {
  data: T;
  url: string;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The fleet's URL of `file` for the wall that holds `credential`, and the credential to send; undefined without one (the static file). */
export function fleetFileSource(fleetUrl: string | undefined, credential: WallCredential | undefined, file: FleetFile) {
  if (!fleetUrl || !credential) return undefined;
  const url = `${fleetUrl.replace(/\/+$/, '')}/api/walls/${encodeURIComponent(credential.wallId)}/${file}`;
  return { url, headers: { Authorization: `Bearer ${credential.secret}` } };
}

/**
 * Reads `file` for this page's wall (see {@link readRuntimeFile}): its group's from the fleet service once it holds a
 * credential of its own; before that, and on a page that is no wall (`/preview`), the static file at `staticUrl`.
 */
export function readWallFile<S extends z.ZodMiniType>(
  config: Partial<Pick<RuntimeConfig, 'fleetUrl'>>,
  file: FleetFile,
  staticUrl: string,
  schema: S,
) {
  const credential =
    config.fleetUrl && isWallPage(window.location.pathname) ? heldCredential(config.fleetUrl) : undefined;
  const source = fleetFileSource(config.fleetUrl, credential, file);
  return readRuntimeFile(
    source,
    file,
    staticUrl,
    schema,
    source ? localStorageOrNone() : undefined,
    fleetFileTimeoutMs(),
  );
}

function kept<S extends z.ZodMiniType>(
  storage: Storage | undefined,
  file: FleetFile,
  schema: S,
): ReadFile<z.output<S>> | undefined {
  try {
    const saved = JSON.parse(storage?.getItem(keptFileKey(file)) ?? 'null') as { data?: unknown; url?: unknown } | null;
    const parsed = schema.safeParse(saved?.data);
    return parsed.success && typeof saved?.url === 'string' ? { data: parsed.data, url: saved.url } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads `file` for this wall: from the fleet service when the wall is in a fleet (keeping a good copy in
 * `storage`), else from `staticUrl`. When the service cannot answer (down, refusing, a file that does not
 * validate) the wall runs on the copy it kept, and only without one on the static file: the walls keep
 * running whatever happens to the console.
 */
export async function readRuntimeFile<S extends z.ZodMiniType>(
  source: ReturnType<typeof fleetFileSource>,
  file: FleetFile,
  staticUrl: string,
  schema: S,
  storage: Storage | undefined,
  timeoutMs = FLEET_FILE_TIMEOUT_MS,
): Promise<ReadFile<z.output<S>>> {
  if (!source) return { data: await fetchValidated(staticUrl, file, schema), url: staticUrl };
  try {
    // A hanging service must not hold the wall's start or its polls: past the timeout the kept copy runs.
    const data = await fetchValidated(source.url, file, schema, {
      headers: source.headers,
      signal: AbortSignal.timeout(timeoutMs),
    });
    try {
      storage?.setItem(keptFileKey(file), JSON.stringify({ data, url: source.url }));
    } catch {
      // A full or refused storage costs only the copy for the next reload.
    }
    return { data, url: source.url };
  } catch {
    // Silent, like the heartbeat: a fleet that is down, slow or refusing costs the display nothing.
    const copy = kept(storage, file, schema);
    if (copy) return copy;
    return { data: await fetchValidated(staticUrl, file, schema), url: staticUrl };
  }
}
