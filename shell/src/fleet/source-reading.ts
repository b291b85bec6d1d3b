import { asSourceReading, type SourceReader } from '@cockpit/shared-sdk';
import { FLEET_REQUEST_TIMEOUT_MS, FleetRequestError } from './post-json';

/**
 * How this wall's widgets read their sources: `GET {fleet}/api/walls/{wall}/sources/{source}/{mapping}` under the
 * wall's own credential (the same as its beats), never the upstream itself. A read that cannot finish in time is aborted.
 */
export function fleetSourceReader(fleetUrl: string, wallId: string, key: string, fetchImpl: typeof fetch = fetch): SourceReader {
  const base = `${fleetUrl.replace(/\/+$/, '')}/api/walls/${encodeURIComponent(wallId)}/sources`;
  return async (source, mapping, signal) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), FLEET_REQUEST_TIMEOUT_MS);
    const onStop = () => controller.abort();
    signal.addEventListener('abort', onStop);
    try {
      const response = await fetchImpl(`${base}/${source}/${encodeURIComponent(mapping)}`, {
        headers: { Authorization: `Bearer ${key}` }, signal: controller.signal, credentials: 'omit',
      }).catch(() => {
        throw new FleetRequestError(signal.aborted ? '已停止' : '无法连接车队服务');
      });
      const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
      if (!response.ok) throw new FleetRequestError(`车队服务返回 HTTP ${response.status}${typeof body?.error === 'string' ? `：${body.error.slice(0, 200)}` : ''}`, response.status);
      const reading = asSourceReading(body);
      if (!reading) throw new FleetRequestError('车队服务的回复不是数据源读数');
      return reading;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onStop);
    }
  };
}
