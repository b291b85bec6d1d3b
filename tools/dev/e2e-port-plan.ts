import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The ports (offsets from the browser tests' port base) one file of e2e/ starts servers on. */
export interface SpecPorts {
  file: string;
  offsets: number[];
}

/** A stack's footprint: its shell and remotes at +0…+18 (widgets at +18), its API at +100, and (with one) its fleet service at +200. */
const stackAt = (offset: number): number[] => [
  ...Array.from({ length: 19 }, (_, i) => offset + i),
  offset + 100,
  offset + 200,
];
/** A fault stack has no fleet service. */
const faultStackAt = (offset: number): number[] => stackAt(offset).slice(0, -1);
/** `E2E_PORT_BASE + N` inside the global set-up's stack is a page of that stack, not a server of the spec's own. */
const ownPort = (offset: number): number[] => (stackAt(0).includes(offset) ? [] : [offset]);

/**
 * What each way of starting a server in e2e/ occupies, read off the source: `startFleetStack(N` (or `(c ? M : N`), `startFaultStack(N`,
 * `startWallStack(privatePortBase(N)` and a table's `offset: N` are whole stacks; `privatePortBase(N)` and
 * `E2E_PORT_BASE + N` alone are one port; an nginx offset (`…_OFFSET = N`, a default `offset ?? N`) is N and N + 1.
 */
const PATTERNS: { pattern: RegExp; ports: (offset: number) => number[] }[] = [
  { pattern: /startFleetStack\((?:[^?\n]*\? (\d+) : )?(\d+)/g, ports: stackAt },
  { pattern: /portBase = privatePortBase\((\d+)\)/g, ports: stackAt },
  // A spec's one stack offset named as a constant (`const OFFSET = N`), used for its stack and its X display.
  { pattern: /const OFFSET = (\d+)/g, ports: stackAt },
  { pattern: /startFaultStack\((\d+)/g, ports: faultStackAt },
  { pattern: /startWallStack\(privatePortBase\((\d+)\)/g, ports: stackAt },
  { pattern: /\boffset: (\d+)/g, ports: stackAt },
  { pattern: /(?<!startWallStack\(|portBase = )privatePortBase\((\d+)\)/g, ports: (n) => [n] },
  { pattern: /E2E_PORT_BASE \+ (\d+)/g, ports: ownPort },
  // nginx in front of a stack: its listen offset (a spec's `…_OFFSET = N`, nginx-stack's default) and the next port.
  { pattern: /_OFFSET = (\d+)/g, ports: (n) => [n, n + 1] },
  { pattern: /offset \?\? (\d+)/g, ports: (n) => [n, n + 1] },
];

/** The ports each e2e file uses, the global set-up's stack (offset 0) counted as `global-setup.ts`. */
export function specPorts(e2eDir: string): SpecPorts[] {
  const files = readdirSync(e2eDir).filter((f) => f.endsWith('.ts') && f !== 'global-setup.ts' && f !== 'stack-env.ts');
  const plans = files.map((file) => {
    const source = readFileSync(join(e2eDir, file), 'utf8');
    // A call may choose between offsets (`startFleetStack(onPostgres() ? 9000 : 1400)`): both are counted.
    const offsets = PATTERNS.flatMap(({ pattern, ports }) =>
      [...source.matchAll(pattern)].flatMap((m) =>
        m
          .slice(1)
          .filter(Boolean)
          .flatMap((n) => ports(Number(n))),
      ),
    );
    return { file, offsets: [...new Set(offsets)] };
  });
  return [{ file: 'global-setup.ts', offsets: stackAt(0) }, ...plans.filter((p) => p.offsets.length > 0)];
}

/** Every port two files both use (they may run at once on two workers): `a.ts ∩ b.ts: 400, 500`. */
export function portClashes(plans: readonly SpecPorts[]): string[] {
  const clashes: string[] = [];
  plans.forEach((a, i) => {
    for (const b of plans.slice(i + 1)) {
      const shared = a.offsets.filter((o) => b.offsets.includes(o));
      if (shared.length) clashes.push(`${a.file} ∩ ${b.file}: ${shared.sort((x, y) => x - y).join(', ')}`);
    }
  });
  return clashes;
}
