import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function originOf(value: unknown): string | undefined {
  try {
    return typeof value === 'string' ? new URL(value).origin : undefined;
  } catch {
    return undefined;
  }
}

function readJson(file: string): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The shell's Content-Security-Policy: scripts only from itself and the configured remotes,
 * connections only to those, the API bases and the fleet service (`fleetUrl`). Images may also be
 * `data:` and `blob:`: a wall's screenshot is drawn through an SVG image of the page. Read from the runtime files at each page load.
 * `config.json`'s `remoteOrigins` add the hosts the fleet service may name remote builds on.
 * `nextManifests` (files) add their remotes' origins too: a server whose policy is fixed at
 * start can allow a new origin before the manifest naming it goes live. `emulatorOrigins` may frame the page.
 */
export function contentSecurityPolicy(runtimeDir: string, nextManifests: string[] = []): string {
  const config = readJson(join(runtimeDir, 'config.json'));
  const manifests = [join(runtimeDir, 'remotes.json'), ...nextManifests].map(readJson);
  const listed = manifests.flatMap((manifest) =>
    Object.values((manifest.remotes as Record<string, unknown> | undefined) ?? {}),
  );
  // A wall run by the fleet service loads the versions it names, on hosts the static manifest may not list.
  const fleetHosts: unknown[] = Array.isArray(config.remoteOrigins) ? config.remoteOrigins : [];
  const remotes = [...listed, ...fleetHosts].map(originOf);
  // The wall's push stream is a WebSocket to the fleet service (ws: or wss: of its origin).
  const fleetStream = originOf(
    typeof config.fleetUrl === 'string' ? config.fleetUrl.replace(/^http/, 'ws') : undefined,
  );
  const apis = [config.apiHost, config.serviceApiBase, config.fleetUrl].map(originOf).concat(fleetStream);
  const unique = (list: (string | undefined)[]) => [...new Set(list.filter((o): o is string => !!o))].join(' ');
  const remoteOrigins = unique(remotes);
  const emulators = (Array.isArray(config.emulatorOrigins) ? config.emulatorOrigins : []).filter(
    (o) => typeof o === 'string' && /^https?:\/\/[^/?#\s]+$/.test(o),
  );
  return [
    "default-src 'self'",
    `script-src 'self' ${remoteOrigins}`.trim(),
    `connect-src 'self' ${unique([...remotes, ...apis])}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${remoteOrigins}`.trim(),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    // Only the fleet console (its layout editor previews a panel through /preview) and the emulators a staging
    // display names may frame it.
    `frame-ancestors ${unique([originOf(config.fleetUrl), ...emulators.map(originOf)]) || "'none'"}`,
  ].join('; ');
}
