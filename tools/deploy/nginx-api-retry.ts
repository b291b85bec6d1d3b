// Behind the API cache, two internal servers on unix sockets. The shield (on the checker's socket, where the cache
// sends its calls) keeps each failure for `apiRetrySeconds`; the judge (api-check.js) fetches from the upstream and
// turns any failure, an error inside HTTP 200, a 5xx, a refused connection or a timeout, into an answer of its own,
// which the shield can keep. nginx never caches an error it made itself (refused, timed out), only an upstream's answer:
// hence the judge as the shield's upstream. While the business API fails it sees one call per path and query per
// retry interval, whatever the number of walls, and the cache in front serves its last good copy meanwhile.
import type { ApiCacheInput } from './nginx-api-cache';
import type { DeploySettings } from './deploy-settings';
import { indent } from './nginx-locations';

/** The upstream's scheme, and the TLS lines an https upstream needs. */
export function upstreamTls(settings: DeploySettings): { scheme: string; tls: string[] } {
  const url = new URL(settings.apiUpstream!);
  const https = url.protocol === 'https:';
  return {
    scheme: url.protocol.slice(0, -1),
    tls: https ? [`proxy_ssl_name ${url.hostname};`, 'proxy_ssl_server_name on;'] : [],
  };
}

/** The judge's socket, beside the checker's (`api-check.sock` → `api-judge.sock`). */
export function judgeSocketOf(checkSocket: string): string {
  return checkSocket.replace(/[^/]*$/, 'api-judge.sock');
}

/** The cache's own server's socket, beside the checker's. */
export function frontSocketOf(checkSocket: string): string {
  return checkSocket.replace(/[^/]*$/, 'api-cache.sock');
}

/** http-level lines: the failures' cache zone and the judge's upstream. */
export function retryHttp(checkSocket: string): string[] {
  return [
    'proxy_cache_path var/cache/api-retry levels=1:2 keys_zone=cockpit_api_retry:1m max_size=16m inactive=10m use_temp_path=off;',
    `upstream cockpit_api_judge { server unix:${judgeSocketOf(checkSocket)}; keepalive 16; }`,
  ];
}

/** The shield: keeps the judge's failures (5xx) for the retry interval, never a good answer (the cache in front does). */
function shieldServer({ settings, checkSocket }: ApiCacheInput): string[] {
  const wait = `${settings.apiTimeoutSeconds + 2}s`;
  return [
    '# The shield: a failure is kept for apiRetrySeconds, so a failing upstream is asked once per call and interval.',
    'server {',
    ...indent([
      `listen unix:${checkSocket};`,
      'access_log off;',
      'location / {',
      ...indent([
        'proxy_pass http://cockpit_api_judge;',
        'proxy_http_version 1.1;',
        'proxy_set_header Connection "";',
        `proxy_read_timeout ${wait};`,
        'proxy_cache cockpit_api_retry;',
        'proxy_cache_key $cockpit_api_key;',
        "# Only the listed statuses are kept: a good answer's X-Accel-Expires is for the cache in front (passed on, ignored here).",
        'proxy_ignore_headers X-Accel-Expires Expires Cache-Control Set-Cookie Vary;',
        'proxy_pass_header X-Accel-Expires;',
        `proxy_cache_valid 500 502 503 504 ${settings.apiRetrySeconds}s;`,
        'proxy_cache_lock on;',
        `proxy_cache_lock_timeout ${wait};`,
        `proxy_cache_lock_age ${wait};`,
      ]),
      '}',
    ]),
    '}',
  ];
}

/** The judge: njs fetches the call from the upstream and judges the answer (tools/deploy/nginx/api-check.js). */
function judgeServer({ settings, checkSocket }: ApiCacheInput): string[] {
  const { scheme, tls } = upstreamTls(settings);
  const host = new URL(settings.apiUpstream!).host;
  const timeout = `${settings.apiTimeoutSeconds}s`;
  return [
    '# The judge: fetches one call from the upstream and turns an error inside HTTP 200 into a 502.',
    'server {',
    ...indent([
      `listen unix:${judgeSocketOf(checkSocket)};`,
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
        "# The judge reads the body: uncompressed (the display's side compresses it again).",
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

/** The shield and the judge, after the cache's own server. */
export function apiCheckServer(input: ApiCacheInput): string[] {
  return [...shieldServer(input), ...judgeServer(input)];
}
