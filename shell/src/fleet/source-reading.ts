import { asSourceReading, regionNames, type MapReader, type SourceReader } from '@cockpit/shared-sdk';
import { FLEET_REQUEST_TIMEOUT_MS, FleetRequestError } from './post-json';

/**
 * One GET of a wall's endpoint `{fleet}/api/walls/{wall}/{path}` under the wall's own credential (the same as its
 * beats): the reply's JSON, or a failure in the service's words. A read that cannot finish in time is aborted.
 */
async function readWallJson(fetchImpl: typeof fetch, url: string, key: string, signal: AbortSignal): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FLEET_REQUEST_TIMEOUT_MS);
  const onStop = () => controller.abort();
  signal.addEventListener('abort', onStop);
  try {
    const response = await fetchImpl(url, {
      headers: { Authorization: `Bearer ${key}` },
      signal: controller.signal,
      credentials: 'omit',
    }).catch(() => {
      throw new FleetRequestError(signal.aborted ? '已停止' : '无法连接车队服务');
    });
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (!response.ok)
      throw new FleetRequestError(
        `车队服务返回 HTTP ${response.status}${typeof body?.error === 'string' ? `：${body.error.slice(0, 200)}` : ''}`,
        response.status,
      );
    return body;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onStop);
  }
}

const wallBase = (fleetUrl: string, wallId: string) =>
  `${fleetUrl.replace(/\/+$/, '')}/api/walls/${encodeURIComponent(wallId)}`;

/** How this wall's widgets read their sources: `GET …/sources/{source}/{mapping}`, never the upstream itself. */
export function fleetSourceReader(
  fleetUrl: string,
  wallId: string,
  key: string,
  fetchImpl: typeof fetch = fetch,
): SourceReader {
  const base = wallBase(fleetUrl, wallId);
  return async (source, mapping, signal) => {
    const reading = asSourceReading(
      await readWallJson(fetchImpl, `${base}/sources/${source}/${encodeURIComponent(mapping)}`, key, signal),
    );
    if (!reading) throw new FleetRequestError('车队服务的回复不是数据源读数');
    return reading;
  };
}

/**
 * How this wall's map widgets read their maps: `GET …/maps/{map}`. The service answers with an ETag, so asking again
 * costs a 304 while the map is the same; the offline worker keeps the last answer for when the service is away.
 */
export function fleetMapReader(
  fleetUrl: string,
  wallId: string,
  key: string,
  fetchImpl: typeof fetch = fetch,
): MapReader {
  const base = wallBase(fleetUrl, wallId);
  return async (map, signal) => {
    const body = (await readWallJson(fetchImpl, `${base}/maps/${map}`, key, signal)) as {
      version?: unknown;
      geojson?: unknown;
    } | null;
    if (typeof body?.version !== 'string' || !regionNames(body.geojson))
      throw new FleetRequestError('车队服务的回复不是地图');
    return { version: body.version, geojson: body.geojson };
  };
}
