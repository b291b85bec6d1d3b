// Which request goes to which Workbox strategy. Names with a content hash never change: cache first.
// Everything else (the page, main.js, runtime files, manifests, remoteEntry.js, data) is asked of the
// network first, so a new build or a rollback wins whenever the server answers, and the cache only
// stands in when it does not (or stays silent for longer than the timeout).

/** Seconds the network gets before the kept copy answers (the page, scripts and manifests). */
export const FILE_TIMEOUT_S = 3;
/** Seconds a data call gets before its kept answer stands in (the panels' own timeout is longer). */
export const DATA_TIMEOUT_S = 5;

/** The wall routes: the only pages the worker keeps. `/preview` and anything else go to the network untouched. */
export function isWallPage(url: URL): boolean {
  return url.pathname === '/' || url.pathname === '/xndx' || url.pathname === '/xndx/';
}

/** A webpack chunk named with its content hash (`panels.1a2b3c4d.js`): immutable, kept for good. */
export function isHashedChunk(url: URL): boolean {
  return /\.[0-9a-f]{8}\.js$/.test(url.pathname);
}

/** Files named the same in every build: `remoteEntry.js`, `mf-manifest.json`, the shell's entry scripts. */
export function isUnhashedBuildFile(url: URL, shellOrigin: string): boolean {
  if (/\/(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname)) return true;
  return url.origin === shellOrigin && /^\/(main|boot|prefetch|prefetch-worker)\.js$/.test(url.pathname);
}

/** The shell's runtime files, read at every start. */
export function isRuntimeFile(url: URL, shellOrigin: string): boolean {
  return url.origin === shellOrigin && /^\/(config|remotes|layouts)\.json$/.test(url.pathname);
}

/** A business API call: a GET under one of the API bases the page named when it registered the worker. */
export function isDataCall(url: URL, method: string, dataBases: readonly string[]): boolean {
  if (method !== 'GET') return false;
  const href = url.href;
  return dataBases.some((base) => base && href.startsWith(base.endsWith('/') ? base : `${base}/`));
}

/** The API bases the worker's script URL carries (`sw.js?data=<base>&data=<base>`), made absolute. */
export function dataBasesOf(workerUrl: string): string[] {
  const url = new URL(workerUrl);
  return url.searchParams.getAll('data').map((base) => new URL(base, url.origin).href.replace(/\/+$/, ''));
}

/**
 * A map widget's map from the fleet service (`…/api/walls/{wall}/maps/{id}`, on the fleet's origin): asked of the
 * network first (an ETag makes that a 304 while the map is the same), kept for when the service does not answer.
 */
export function isWallMap(url: URL, method: string): boolean {
  return method === 'GET' && /^\/api\/walls\/[^/]+\/maps\/[1-9][0-9]*$/.test(url.pathname);
}
