import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';

/**
 * The fleet service's settings file (`COCKPIT_FLEET_SETTINGS`, written by `npm run dist` as `fleet-settings.json`).
 * `trustProxy`: the addresses (or CIDR ranges) of the proxies in front of the service, nginx's own; only a request
 * arriving from one of them has its client address taken from `X-Forwarded-For`. Without the list every wall behind
 * nginx would have nginx's address, and share one address's rate limits.
 */
export interface ServiceSettings {
  trustProxy: string[];
}

/** An address or a CIDR range (`10.0.0.0/8`, `fd00::/8`), as fastify's `trustProxy` (proxy-addr) reads them. */
export function isProxyAddress(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Checks a parsed settings object; a bad one fails with the field and why, in Chinese. */
export function parseServiceSettings(json: unknown, source: string): ServiceSettings {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new Error(`${source}：应为 JSON 对象`);
  const { trustProxy = [], ...rest } = json as Record<string, unknown>;
  const unknown = Object.keys(rest).filter((key) => !key.startsWith('$'));
  if (unknown.length > 0) throw new Error(`${source}：不认识的字段 ${unknown.join('、')}（可用字段：trustProxy）`);
  if (!Array.isArray(trustProxy)) throw new Error(`${source} 中的 trustProxy：应为地址列表，如 ["127.0.0.1", "::1"]`);
  trustProxy.forEach((entry: unknown, index) => {
    if (typeof entry !== 'string' || !isProxyAddress(entry)) {
      throw new Error(
        `${source} 中的 trustProxy[${index}]：${JSON.stringify(entry)} 不是 IP 地址或网段（如 127.0.0.1、10.0.0.0/8）`,
      );
    }
  });
  return { trustProxy: trustProxy as string[] };
}

/** Reads the settings file; none named → no proxy trusted (the service faces its clients directly). */
export function readServiceSettings(file: string | undefined): ServiceSettings {
  if (!file) return { trustProxy: [] };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`集群服务设置文件 ${file} 无法读取：${error instanceof Error ? error.message : String(error)}`);
  }
  return parseServiceSettings(json, file);
}
