import type { DeploySettings } from './deploy-settings';
import type { EndpointFreshness } from './api-endpoints';
import { indent } from './nginx-locations';
import { frontSocketOf, retryHttp, upstreamTls } from './nginx-api-retry';

/** Debian's njs module (package libnginx-mod-http-js): checks `code` before the cache may keep an answer. */
export const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
/** The njs checker beside `nginx.conf` in a deployable output (copied from tools/deploy/nginx/). */
export const API_CHECK_FILE = 'api-check.js';
/** The access log of the API paths, one line per call, read by mtail (`mtail/api-cache.mtail`). */
export const API_CACHE_LOG = 'var/log/api-cache.log';
/** The header that marks a wall's call as private (a blob or arraybuffer call): never shared, like a call with a token. */
export const PRIVATE_HEADER = 'X-Cockpit-Private';

/** What the cache in front of the business API is generated from. */
export interface ApiCacheInput {
  settings: DeploySettings;
  /** Same-origin API paths nginx forwards (`/cockpit/`, `/open-api/`). */
  paths: string[];
  /** Where each API base's paths start: `{apiHost}/cockpit` and the second base, when same-origin. */
  cockpitBase?: string;
  serviceBase?: string;
  freshness: { endpoints: EndpointFreshness[]; defaultSeconds: number };
  /** Absolute path of the unix socket of the checker (a relative one would follow nginx's working directory). */
  checkSocket: string;
}

const regexEscape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `$cockpit_api_ttl`: seconds an answer to this path stays fresh, the shortest `refreshMs` of the panels that read it. */
function freshnessMap({ freshness, cockpitBase, serviceBase }: ApiCacheInput): string[] {
  const lines = freshness.endpoints.flatMap((endpoint) => {
    const base = endpoint.serviceBase ? serviceBase : cockpitBase;
    if (base === undefined) return [];
    const path = `${base}${endpoint.path}`;
    const key = endpoint.prefix ? `"~^${regexEscape(path)}"` : path;
    return [`${key} ${endpoint.seconds};  # ${endpoint.panels.join(' ')}`];
  });
  return ['map $uri $cockpit_api_ttl {', ...indent([`default ${freshness.defaultSeconds};`, ...lines]), '}'];
}

/** http-level lines: the cache zone, the freshness map, the private-call and hop maps, the log format. */
export function apiCacheHttp(input: ApiCacheInput): string[] {
  const { settings, checkSocket } = input;
  const { scheme } = upstreamTls(settings);
  return [
    `js_import api_check from ${API_CHECK_FILE};`,
    '# One entry per call whatever the order of its query parameters (api-check.js sorts them).',
    'js_set $cockpit_api_key api_check.cacheKey;',
    `proxy_cache_path var/cache/api levels=1:2 keys_zone=cockpit_api:10m max_size=${settings.apiCacheMaxMegabytes}m inactive=7d use_temp_path=off;`,
    ...retryHttp(checkSocket),
    ...freshnessMap(input),
    '# A call with a token (a signed-in visitor), marked private (blob, arraybuffer) or not a GET goes straight to the upstream, unshared.',
    'map $request_method $cockpit_api_not_get { GET ""; HEAD ""; default 1; }',
    `map "$http_authorization$http_${PRIVATE_HEADER.toLowerCase().replace(/-/g, '_')}$cockpit_api_not_get" $cockpit_api_private { "" ""; default 1; }`,
    `map $cockpit_api_private $cockpit_api_hop { "" http://cockpit_api_front; default ${scheme}://cockpit_api; }`,
    'map $cockpit_api_private $cockpit_api_bypass { "" ""; default BYPASS; }',
    "# No keep-alive to the cache's server (see its block); keep-alive behind it.",
    `upstream cockpit_api_front { server unix:${frontSocketOf(checkSocket)}; }`,
    `upstream cockpit_api_check { server unix:${checkSocket}; keepalive 16; }`,
    "log_format cockpit_api 'cockpit_api $upstream_cache_status $status $upstream_status $upstream_response_time $request_time $uri';",
    "log_format cockpit_api_private 'cockpit_api BYPASS $status $upstream_status $upstream_response_time $request_time $uri';",
  ];
}

/** The `location` of one same-origin API path: shared calls go to the cache's own server, private ones to the upstream. */
export function cachedApiLocation(path: string, settings: DeploySettings): string[] {
  const { tls } = upstreamTls(settings);
  const host = new URL(settings.apiUpstream!).host;
  return [
    `location ^~ ${path} {`,
    ...indent([
      'proxy_pass $cockpit_api_hop;',
      ...tls,
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      `proxy_set_header Host ${host};`,
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      `proxy_read_timeout ${cacheWait(settings)};`,
      '# Shared by nginx, once; a browser or a proxy between the wall and nginx keeps nothing.',
      'proxy_hide_header Cache-Control;',
      'add_header Cache-Control "no-store" always;',
      'add_header X-Cockpit-Cache $cockpit_api_bypass always;',
      'access_log var/log/access.log combined buffer=64k flush=5s;',
      `access_log ${API_CACHE_LOG} cockpit_api_private if=$cockpit_api_private;`,
    ]),
    '}',
  ];
}

/** A waiting call outlives the upstream's own timeout: it then gets the answer, or the last good one. */
const cacheWait = (settings: DeploySettings) => `${settings.apiTimeoutSeconds + 2}s`;

/**
 * The cache, on a server of its own reached without keep-alive: nginx holds the connection of the call that
 * started a background refresh until the refresh ends, so that connection must be a hop of nginx's, closed
 * after each answer, never the wall's (whose next call on it would wait for the refresh).
 */
export function cacheFrontServer({ settings, checkSocket }: ApiCacheInput): string[] {
  const wait = cacheWait(settings);
  return [
    'server {',
    ...indent([
      `listen unix:${frontSocketOf(checkSocket)};`,
      `access_log ${API_CACHE_LOG} cockpit_api;`,
      'location / {',
      ...indent([
        'proxy_pass http://cockpit_api_check;',
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        `proxy_read_timeout ${wait};`,
        '# One cache for every wall: keyed by path and sorted query; concurrent misses wait for one upstream call.',
        'proxy_cache cockpit_api;',
        'proxy_cache_key $cockpit_api_key;',
        'proxy_cache_lock on;',
        `proxy_cache_lock_timeout ${wait};`,
        `proxy_cache_lock_age ${wait};`,
        "# Upstream down, slow, 5xx or an error inside a 200 (the judge's 502): the last good answer, marked STALE.",
        'proxy_cache_use_stale error timeout invalid_header updating http_500 http_502 http_503 http_504;',
        '# An expired entry answers at once (STALE to the call that found it, UPDATING to the others) and is refreshed behind.',
        'proxy_cache_background_update on;',
        'add_header X-Cockpit-Cache $upstream_cache_status always;',
      ]),
      '}',
    ]),
    '}',
  ];
}
