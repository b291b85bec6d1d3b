import { fleetReplicas, type DeploySettings } from './deploy-settings';
import { indent } from './nginx-locations';

import { STREAM_KEEPALIVE_MS } from '@cockpit/protocol';

/** Keep-alives nginx waits for before it gives up on a stream's replica. */
const FLEET_STREAM_KEEPALIVES = 2;

/**
 * nginx's one wait for a stream (`proxy_read_timeout` covers both the replica's upgrade answer and the silence between
 * an open stream's messages): two keep-alives, so one late keep-alive never cuts a healthy stream. It must be short
 * for the handshake: a wall that left a hung replica may be sent back to it (`least_conn`: it now has the fewest
 * connections) before `max_fails` marks it down, and waits this long before nginx counts the failure and asks the
 * next replica. Shorter than the wall's own silence (three keep-alives), so nginx ends a hung replica's streams first.
 */
export const FLEET_STREAM_READ_TIMEOUT_S = (STREAM_KEEPALIVE_MS * FLEET_STREAM_KEEPALIVES) / 1000;
/**
 * The walls' periodic requests (beats, acks, runtime files) are answered in milliseconds; the wall gives up at
 * 5 s (a file) or 10 s (a post). nginx must give up first, so that a hung replica's silence counts as a failure
 * (`max_fails`) and a file read goes on to another replica in time; left to the walls, nginx logs 499 and counts nothing.
 */
export const FLEET_WALL_READ_TIMEOUT_S = 4;
/** Enrolment, screenshot uploads and the operators' requests: longer (rare, some heavy), still counted as a failure when a replica is hung. */
const FLEET_OPERATOR_READ_TIMEOUT_S = 30;
/** A replica that does not accept a connection in this long is skipped (a machine switched off never refuses). */
const FLEET_CONNECT_TIMEOUT_S = 2;

type FleetSettings = Pick<DeploySettings, 'fleetUpstream' | 'fleetMaxFails' | 'fleetFailTimeoutSeconds'>;

/** The same-origin path prefix of `fleetUrl` (`/fleet` → `/fleet/`), or undefined for a fleet on its own origin. */
export function fleetPath(fleetUrl: string | undefined): string | undefined {
  if (!fleetUrl?.startsWith('/')) return undefined;
  if (!/^\/[A-Za-z0-9/_-]*$/.test(fleetUrl))
    throw new Error(`config.json 的 fleetUrl 不能写进 nginx 配置：${fleetUrl}`);
  return `${fleetUrl.replace(/\/+$/, '')}/`;
}

function replicaUrls(settings: FleetSettings): URL[] {
  const urls = fleetReplicas(settings).map((address) => new URL(address));
  if (new Set(urls.map((url) => url.protocol)).size > 1)
    throw new Error('deploy.json 的 fleetUpstream：所有副本须同为 http 或同为 https');
  return urls;
}

/**
 * The replicas as one upstream. Any replica serves any wall and any operator (their state is in PostgreSQL), so no
 * sticky sessions; `least_conn` because a push stream stays open for days and new ones should go where fewest are.
 * Health checks are passive: `max_fails` failed tries within `fail_timeout` take a replica out for `fail_timeout`.
 */
export function fleetUpstreamBlock(settings: FleetSettings): string[] {
  const urls = replicaUrls(settings);
  if (urls.length === 0) return [];
  const port = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
  const health = `max_fails=${settings.fleetMaxFails} fail_timeout=${settings.fleetFailTimeoutSeconds}s`;
  return [
    `# The fleet service: ${urls.length} replica(s) on one PostgreSQL, no sticky sessions, passive health checks.`,
    `log_format cockpit_fleet '$time_iso8601 $remote_addr "$request_method $uri" $status upstream=$upstream_addr upstream_status=$upstream_status $request_time';`,
    'upstream cockpit_fleet {',
    // The failure counts are shared by every worker process (without a zone each worker counts alone).
    ...indent([
      'zone cockpit_fleet 64k;',
      ...(urls.length > 1 ? ['least_conn;'] : []),
      ...urls.map((url) => `server ${url.hostname}:${port(url)} ${health};`),
      'keepalive 64;',
    ]),
    '}',
  ];
}

/**
 * Forwards the walls' routes under `path` to the fleet replicas (the prefix stripped). Each wall's push stream is a
 * WebSocket: HTTP/1.1 with the upgrade headers, nothing buffered, and a read timeout of two keep-alives.
 * Every read timeout is shorter than the client's own, so a replica that accepts and never answers (stopped, hung)
 * times out in nginx, counts against `max_fails`, and an idempotent request goes on to the next replica.
 * A request a replica could not take (refused, timed out, 502–504) goes to the next one. nginx resends a POST a
 * replica has already received only for the walls' beats and acks (`non_idempotent`: applying one twice changes
 * nothing); an operator's edit or a claim is never resent, so it is never applied twice.
 */
export function fleetLocations(path: string | undefined, settings: FleetSettings): string[] {
  const urls = replicaUrls(settings);
  if (!path || urls.length === 0) return [];
  const scheme = urls[0].protocol;
  const common = [
    'proxy_http_version 1.1;',
    `proxy_set_header Host ${urls[0].host};`,
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    `proxy_next_upstream_tries ${urls.length};`,
    `proxy_connect_timeout ${FLEET_CONNECT_TIMEOUT_S}s;`,
    'access_log var/log/fleet.log cockpit_fleet buffer=16k flush=1s;',
  ];
  const retries = 'proxy_next_upstream error timeout http_502 http_503 http_504';
  const escaped = path.replace(/[/]/g, '\\/');
  return [
    "# Each wall's push stream (WebSocket): upgraded, unbuffered, ended after two keep-alives of silence.",
    `location ~ ^${escaped}(api/walls/[^/]+/stream)$ {`,
    ...indent([
      `proxy_pass ${scheme}//cockpit_fleet/$1;`,
      `${retries};`,
      ...common,
      'proxy_set_header Upgrade $http_upgrade;',
      'proxy_set_header Connection "upgrade";',
      'proxy_buffering off;',
      `proxy_read_timeout ${FLEET_STREAM_READ_TIMEOUT_S}s;`,
      `proxy_send_timeout ${FLEET_STREAM_READ_TIMEOUT_S}s;`,
    ]),
    '}',
    "# The walls' beats, acks and runtime files: answered in milliseconds, given up before the wall does.",
    `location ~ ^${escaped}(api/walls/[^/]+/(?:beat|actions/[^/]+/ack|[a-z-]+\\.json))$ {`,
    // A beat or an ack the hung replica received and never answered is sent again to the next one: a beat is a report
    // of the wall's state (the later one stands), an ack answers an action once (a repeat is refused, never applied).
    ...indent([
      `proxy_pass ${scheme}//cockpit_fleet/$1$is_args$args;`,
      `${retries} non_idempotent;`,
      ...common,
      'proxy_set_header Connection "";',
      // When nginx took the request: a replica that answers it late (it was paused) stamps the beat with this time.
      'proxy_set_header X-Request-Start "t=$msec";',
      `proxy_read_timeout ${FLEET_WALL_READ_TIMEOUT_S}s;`,
      'client_max_body_size 64k;',
    ]),
    '}',
    "# Enrolment, the walls' screenshots and the operators' API.",
    `location ${path}api/ {`,
    ...indent([
      `proxy_pass ${scheme}//cockpit_fleet/api/;`,
      `${retries};`,
      ...common,
      'proxy_set_header Connection "";',
      `proxy_read_timeout ${FLEET_OPERATOR_READ_TIMEOUT_S}s;`,
      'client_max_body_size 3m;',
    ]),
    '}',
  ];
}
