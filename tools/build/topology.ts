import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The repository root. */
export const REPO_ROOT = resolve(__dirname, '../..');

/** One separately built bundle: the shell, an index remote or a panel remote. */
export interface Bundle {
  /** Federation name (`shell`, `hub`, `teams`, …). */
  name: string;
  /** Package folder relative to the repo root. */
  dir: string;
  /** Package version: the folder its build is published under. */
  version: string;
  /** Port offset from the port base (shell is 0). */
  portOffset: number;
}

function readBundle(dir: string): Bundle | undefined {
  const file = join(REPO_ROOT, dir, 'package.json');
  if (!existsSync(file)) return undefined;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    version: string;
    cockpit?: { bundle: string; portOffset: number };
  };
  if (!pkg.cockpit) return undefined;
  return { name: pkg.cockpit.bundle, dir, version: pkg.version, portOffset: pkg.cockpit.portOffset };
}

/** Every bundle of the workspace: shell, remote-hub, remote-xndx and each `remote-panels/*`. */
export function discoverBundles(): Bundle[] {
  const panels = readdirSync(join(REPO_ROOT, 'remote-panels'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `remote-panels/${entry.name}`)
    .sort();
  const bundles = ['shell', 'remote-hub', 'remote-xndx', ...panels].map(readBundle).filter((b): b is Bundle => !!b);
  const ports = new Map<number, string>();
  for (const bundle of bundles) {
    const other = ports.get(bundle.portOffset);
    if (other) throw new Error(`${bundle.dir} 与 ${other} 使用了相同的端口偏移 ${bundle.portOffset}`);
    ports.set(bundle.portOffset, bundle.dir);
  }
  return bundles;
}

/** Remotes only (everything but the shell). */
export function discoverRemotes(): Bundle[] {
  return discoverBundles().filter((bundle) => bundle.name !== 'shell');
}
