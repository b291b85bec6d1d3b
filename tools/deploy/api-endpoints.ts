import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO, shippedPanels } from '../build/shipped-panels';

/** One business-API path a panel reads: exact, or a prefix for a path with an id in it (`/ksh/service/{id}`). */
export interface ApiEndpoint {
  path: string;
  prefix: boolean;
  /** Called on the second API base (`serviceBase: true`), not under `/cockpit`. */
  serviceBase: boolean;
}

/** A panel's refresh interval and the API paths its folder calls. */
export interface PanelReads {
  panelId: string;
  refreshMs: number;
  endpoints: ApiEndpoint[];
}

const API_DIR = join(REPO, 'shared-sdk/src/api');

/**
 * shared-sdk's typed API functions and the path each calls, read from its source (`export const getX = (…) =>
 * apiGet('/path', …)`, or a `function` whose body calls `apiGet`): the one place a path is written.
 */
export function sdkApiFunctions(
  sources = readdirSync(API_DIR)
    .filter((f) => /^[a-z-]+\.ts$/.test(f) && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(API_DIR, f), 'utf8')),
): Map<string, ApiEndpoint> {
  const functions = new Map<string, ApiEndpoint>();
  const declaration =
    /export (?:const (\w+) =|(?:async )?function (\w+))(?:(?!\nexport )[\s\S])*?apiGet\(\s*['`](\/[^'`$]*)(\$\{)?([^;]*);/g;
  for (const source of sources) {
    for (const match of source.matchAll(declaration)) {
      functions.set(match[1] ?? match[2], {
        path: match[3],
        prefix: match[4] !== undefined,
        serviceBase: match[5].includes('serviceBase: true'),
      });
    }
  }
  return functions;
}

function folderSources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(dir, entry.name), 'utf8'))
    .join('\n');
}

/** Every shipped panel's `refreshMs` (its descriptor's, or `config.json`'s override) and the API paths its folder calls. */
export function panelReads(refreshOverrides: Record<string, number> = {}): PanelReads[] {
  const functions = sdkApiFunctions();
  return shippedPanels().flatMap(({ id, file }) => {
    if (!existsSync(file)) return [];
    const refresh = /refreshMs:\s*([\d_]+)/.exec(readFileSync(file, 'utf8'));
    if (!refresh) return [];
    const sources = folderSources(dirname(file));
    const endpoints = [...functions]
      .filter(([name]) => new RegExp(`\\b${name}\\b`).test(sources))
      .map(([, endpoint]) => endpoint);
    return [{ panelId: id, refreshMs: refreshOverrides[id] ?? Number(refresh[1].replace(/_/g, '')), endpoints }];
  });
}

/** How long nginx may keep one path's answer, s: within the shortest refresh of the panels that read it. */
export interface EndpointFreshness extends ApiEndpoint {
  seconds: number;
  panels: string[];
}

/** nginx keeps an answer `n` whole seconds past the second it arrived in (up to n + 1 s): one less, at least 1. */
export const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000) - 1);

/** Per path, the shortest `refreshMs` of its readers; and for a path no panel reads, the shortest of all. */
export function endpointFreshness(reads: PanelReads[]): { endpoints: EndpointFreshness[]; defaultSeconds: number } {
  const byPath = new Map<string, EndpointFreshness>();
  for (const { panelId, refreshMs, endpoints } of reads) {
    for (const endpoint of endpoints) {
      const key = `${endpoint.serviceBase} ${endpoint.path}`;
      const known = byPath.get(key);
      const seconds = Math.min(known?.seconds ?? Infinity, toSeconds(refreshMs));
      byPath.set(key, { ...endpoint, seconds, panels: [...(known?.panels ?? []), panelId] });
    }
  }
  const refreshes = reads.map((read) => read.refreshMs).filter((ms) => ms > 0);
  return {
    endpoints: [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path)),
    defaultSeconds: refreshes.length ? toSeconds(Math.min(...refreshes)) : 60,
  };
}
