import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Shipped } from './bench-browser';

/** Where a shipped file came from: its bundle and the folder holding that build's `.chunk-report.json`. */
export interface Origin {
  bundle: string;
  dir: string;
  file: string;
}

/** JavaScript of a first view: gzip bytes in total, per bundle, per library, and libraries shipped by more than one bundle. */
export interface JsBreakdown {
  bytes: number;
  files: number;
  byBundle: Map<string, number>;
  byLibrary: Map<string, number>;
  twice: string[];
}

// Display groups: a library's sibling packages count as one (zrender is echarts' renderer).
const GROUPS: [RegExp, string][] = [
  [/^@module-federation\/runtime-core$/, 'MF runtime (core)'],
  [/^(@module-federation\/|webpack runtime|Module Federation glue)/, 'MF container glue'],
  [/^(echarts|zrender)$/, 'echarts'],
  [/^(react-dom|scheduler)$/, 'react-dom'],
  [/^@mui\/|^(react-is|clsx|@popperjs\/core|react-transition-group|@babel\/runtime|dom-helpers)$/, 'MUI'],
  [/^(@emotion\/|stylis|hoist-non-react-statics)/, 'emotion'],
  [/^@tanstack\//, 'react-query'],
  [/^(react-router|react-router-dom|cookie|set-cookie-parser)$/, 'react-router'],
  [/^(shell|shared-sdk|remote-hub|remote-xndx|remote-panels\/.*)$/, 'app code (shell, shared-sdk, panels)'],
];
/** Per-container federation glue is expected once per remote; everything else must ship once. */
const PER_CONTAINER = /^(@module-federation\/(?!runtime-core)|webpack runtime|Module Federation glue)/;
/** Below this many raw bytes a library's presence in a file is a stray helper, not a copy. */
const COPY_MIN_BYTES = 1024;

const group = (library: string) => GROUPS.find(([pattern]) => pattern.test(library))?.[1] ?? library;
const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);

const reports = new Map<string, Record<string, Record<string, number>>>();
function reportOf(dir: string): Record<string, Record<string, number>> {
  if (!reports.has(dir)) {
    const file = join(dir, '.chunk-report.json');
    reports.set(
      dir,
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, number>>) : {},
    );
  }
  return reports.get(dir) as Record<string, Record<string, number>>;
}

/** Splits the JS a page shipped by bundle and library (each file's bytes by its chunk report's shares). */
export function jsBreakdown(shipped: Shipped[], locate: (url: string) => Origin | undefined): JsBreakdown {
  const js = shipped.filter((f) => new URL(f.url).pathname.endsWith('.js'));
  const byBundle = new Map<string, number>();
  const byLibrary = new Map<string, number>();
  const bundlesOf = new Map<string, Set<string>>();
  for (const { url, bytes } of js) {
    const origin = locate(url);
    add(byBundle, origin?.bundle ?? new URL(url).host, bytes);
    const shares = origin ? reportOf(origin.dir)[origin.file] : undefined;
    const total = Object.values(shares ?? {}).reduce((sum, n) => sum + n, 0);
    if (!shares || total === 0) {
      add(byLibrary, '(unattributed)', bytes);
      continue;
    }
    for (const [library, size] of Object.entries(shares)) {
      add(byLibrary, group(library), (bytes * size) / total);
      if (size >= COPY_MIN_BYTES && !PER_CONTAINER.test(library))
        (bundlesOf.get(library) ?? bundlesOf.set(library, new Set()).get(library))?.add(origin?.bundle ?? '');
    }
  }
  const twice = [...bundlesOf]
    .filter(([, bundles]) => bundles.size > 1)
    .map(([library, bundles]) => `${library} (${[...bundles].join(', ')})`);
  return { bytes: js.reduce((sum, f) => sum + f.bytes, 0), files: js.length, byBundle, byLibrary, twice };
}

/** Lines of a breakdown, largest first, in KB; with a second breakdown beside it (the same keys) when given. */
export function breakdownLines(map: Map<string, number>, beside?: Map<string, number>, indent = '    '): string[] {
  const kb = (bytes = 0) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
  const keys = [...new Set([...map.keys(), ...(beside?.keys() ?? [])])].sort(
    (a, b) => (map.get(b) ?? 0) - (map.get(a) ?? 0),
  );
  return keys.map(
    (name) => `${indent}${name.padEnd(40)} ${kb(map.get(name))}${beside ? `   ${kb(beside.get(name))}` : ''}`,
  );
}
