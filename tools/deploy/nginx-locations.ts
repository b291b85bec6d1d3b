/** nginx `location` blocks shared by the display's origin and the remotes-only origin. */

/** Files webpack names by content (`[name].[contenthash:8].js`): a new build never reuses such a name. */
export const HASHED = '"\\.[0-9a-f]{8,}\\.(js|mjs|css|svg|png|jpg|webp|woff2?)$"';
export const IMMUTABLE = 'add_header Cache-Control "public, max-age=31536000, immutable";';
/** Everything a swap or rollback changes keeps its name: a cache must ask again each time (ETag makes that cheap). */
export const NO_CACHE = 'add_header Cache-Control "no-cache";';
export const CORS = 'add_header Access-Control-Allow-Origin "*";';

/** Lines indented one level per `depth`. */
export const indent = (lines: string[], depth = 1) =>
  lines.map((line) => (line ? `${'  '.repeat(depth)}${line}` : line));

/** `/remotes/<remote>/<version>/…`: any origin may fetch the manifests (CORS), hashed chunks live forever. */
export function remotesLocation(): string[] {
  return [
    'location ^~ /remotes/ {',
    ...indent([`location ~ ${HASHED} {`, ...indent([IMMUTABLE, CORS]), '}', NO_CACHE, CORS, 'try_files $uri =404;']),
    '}',
  ];
}

/** `location`s forwarding each same-origin API path, unchanged, to the upstream. */
export function apiLocations(paths: string[], apiUpstream: string | undefined): string[] {
  if (!apiUpstream) return [];
  const url = new URL(apiUpstream);
  const tls = url.protocol === 'https:' ? [`proxy_ssl_name ${url.hostname};`, 'proxy_ssl_server_name on;'] : [];
  return paths.flatMap((path) => [
    `location ^~ ${path} {`,
    ...indent([
      `proxy_pass ${url.protocol}//cockpit_api;`,
      ...tls,
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      `proxy_set_header Host ${url.host};`,
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
      '# Live data, per token: no cache between the display and the API may keep it.',
      'proxy_hide_header Cache-Control;',
      'add_header Cache-Control "no-store" always;',
    ]),
    '}',
  ]);
}
