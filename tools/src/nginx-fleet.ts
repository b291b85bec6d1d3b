import { indent } from './nginx-locations';

/** The fleet service's push stream sends a keep-alive every 25 s: nginx must wait longer than that for a word. */
export const FLEET_STREAM_READ_TIMEOUT_S = 90;

/** The same-origin path prefix of `fleetUrl` (`/fleet` → `/fleet/`), or undefined for a fleet on its own origin. */
export function fleetPath(fleetUrl: string | undefined): string | undefined {
  if (!fleetUrl?.startsWith('/')) return undefined;
  if (!/^\/[A-Za-z0-9/_-]*$/.test(fleetUrl)) throw new Error(`config.json 的 fleetUrl 不能写进 nginx 配置：${fleetUrl}`);
  return `${fleetUrl.replace(/\/+$/, '')}/`;
}

/**
 * Forwards the walls' routes under `path` to the fleet service (the prefix stripped). Each wall's push stream is a
 * WebSocket: HTTP/1.1 with the upgrade headers, nothing buffered, and a read timeout longer than the keep-alive.
 */
export function fleetLocations(path: string | undefined, fleetUpstream: string | undefined): string[] {
  if (!path || !fleetUpstream) return [];
  const url = new URL(fleetUpstream);
  const common = [
    'proxy_http_version 1.1;',
    `proxy_set_header Host ${url.host};`,
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
  ];
  const escaped = path.replace(/[/]/g, '\\/');
  return [
    '# Each wall\'s push stream (WebSocket): upgraded, unbuffered, and kept open longer than its 25 s keep-alive.',
    `location ~ ^${escaped}(api/walls/[^/]+/stream)$ {`,
    ...indent([
      `proxy_pass ${url.protocol}//cockpit_fleet/$1;`,
      ...common,
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection "upgrade";',
      'proxy_buffering off;',
      `proxy_read_timeout ${FLEET_STREAM_READ_TIMEOUT_S}s;`,
      `proxy_send_timeout ${FLEET_STREAM_READ_TIMEOUT_S}s;`,
    ]),
    '}',
    '# The walls\' beats, screenshots, runtime files and enrolment.',
    `location ${path}api/ {`,
    ...indent([`proxy_pass ${url.protocol}//cockpit_fleet/api/;`, ...common, 'proxy_set_header Connection "";', 'client_max_body_size 3m;']),
    '}',
  ];
}
