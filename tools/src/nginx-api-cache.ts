import type { DeploySettings } from './deploy-settings';
import type { EndpointFreshness } from './api-endpoints';
import { indent } from './nginx-locations';

/** Debian's njs module (package libnginx-mod-http-js): checks `code` before the cache may keep an answer. */
export const NJS_MODULE = '/usr/lib/nginx/modules/ngx_http_js_module.so';
/** The njs checker beside `nginx.conf` in a deployable output (copied from tools/nginx/). */
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

function upstreamTls(settings: DeploySettings): { scheme: string; tls: string[] } {
  const url = new URL(settings.apiUpstream!);
  const https = url.protocol === 'https:';
  return { scheme: url.protocol.slice(0, -1), tls: https ? [`proxy_ssl_name ${url.hostname};`, 'proxy_ssl_server_name on;'] : [] };
}

/** http-level lines: the cache zone, the freshness map, the private-call and hop maps, the log format. */
export function apiCacheHttp(input: ApiCacheInput): string[] {
  const { settings, checkSocket } = input;
  const { scheme } = upstreamTls(settings);
  return [
    `js_import api_check from ${API_CHECK_FILE};`,
    `proxy_cache_path var/cache/api levels=1:2 keys_zone=cockpit_api:10m max_size=${settings.apiCacheMaxMegabytes}m inactive=7d use_temp_path=off;`,
    ...freshnessMap(input),
    '# A call with a token (a signed-in visitor), marked private (blob, arraybuffer) or not a GET goes straight to the upstream, unshared.',
    'map $request_method $cockpit_api_not_get { GET ""; HEAD ""; default 1; }',
    `map "$http_authorization$http_${PRIVATE_HEADER.toLowerCase().replace(/-/g, '_')}$cockpit_api_not_get" $cockpit_api_private { "" ""; default 1; }`,
    `map $cockpit_api_private $cockpit_api_hop { "" http://cockpit_api_check; default ${scheme}://cockpit_api; }`,
    `upstream cockpit_api_check { server unix:${checkSocket}; keepalive 16; }`,
    "log_format cockpit_api 'cockpit_api $upstream_cache_status $status $upstream_status $upstream_response_time $request_time $uri';",
  ];
}

/** The checker's server, on a unix socket: njs fetches the call from the upstream and judges the answer. */
export function apiCheckServer({ settings, checkSocket }: ApiCacheInput): string[] {
  const { scheme, tls } = upstreamTls(settings);
  const host = new URL(settings.apiUpstream!).host;
  const timeout = `${settings.apiTimeoutSeconds}s`;
  return [
    '# The checker: fetches one call from the upstream and turns an error inside HTTP 200 into a 502 (tools/nginx/api-check.js).',
    'server {',
    ...indent([
      `listen unix:${checkSocket};`,
      'access_log off;',
      'subrequest_output_buffer_size 8m;',
      'location / { js_content api_check.fetchAndJudge; }',
      'location ^~ /__upstream/ {',
      ...indent([
        'internal;',
        'rewrite ^/__upstream(/.*)$ $1 break;',
        `proxy_pass ${scheme}://cockpit_api;`,
        ...tls,
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        `proxy_set_header Host ${host};`,
        '# The checker reads the body: uncompressed (the display\'s side compresses it again).',
        'proxy_set_header Accept-Encoding "";',
        `proxy_connect_timeout ${timeout};`,
        `proxy_send_timeout ${timeout};`,
        `proxy_read_timeout ${timeout};`,
      ]),
      '}',
    ]),
    '}',
  ];
}

/** The `location` of one same-origin API path behind the cache. */
export function cachedApiLocation(path: string, settings: DeploySettings): string[] {
  const { tls } = upstreamTls(settings);
  const host = new URL(settings.apiUpstream!).host;
  // A waiting call outlives the upstream's own timeout: it then gets the answer, or the last good one.
  const wait = `${settings.apiTimeoutSeconds + 2}s`;
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
      `proxy_read_timeout ${wait};`,
      '# One cache for every wall: keyed by path and query; concurrent misses wait for one upstream call.',
      'proxy_cache cockpit_api;',
      'proxy_cache_key $request_uri;',
      'proxy_cache_lock on;',
      `proxy_cache_lock_timeout ${wait};`,
      `proxy_cache_lock_age ${wait};`,
      '# Upstream down, slow, 5xx or an error inside a 200 (the checker\'s 502): the last good answer, marked STALE.',
      'proxy_cache_use_stale error timeout invalid_header updating http_500 http_502 http_503 http_504;',
      'proxy_cache_bypass $cockpit_api_private;',
      'proxy_no_cache $cockpit_api_private;',
      '# Shared here, once; a browser or a proxy between the wall and nginx keeps nothing.',
      'proxy_hide_header Cache-Control;',
      'add_header Cache-Control "no-store" always;',
      'add_header X-Cockpit-Cache $upstream_cache_status always;',
      'access_log var/log/access.log combined buffer=64k flush=5s;',
      `access_log ${API_CACHE_LOG} cockpit_api;`,
    ]),
    '}',
  ];
}
