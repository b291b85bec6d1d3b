import type { DeploySettings } from './deploy-settings';
import { RUNTIME_FILES } from './runtime-files';
import { apiLocations, CORS, HASHED, IMMUTABLE, indent, NO_CACHE, remotesLocation } from './nginx-locations';
import { fleetLocations, fleetPath, fleetUpstreamBlock } from './nginx-fleet';
import { apiCacheHttp, cacheFrontServer, cachedApiLocation, type ApiCacheInput } from './nginx-api-cache';
import { apiCheckServer } from './nginx-api-retry';

/** The shell's client-side routes: each answers with its `index.html` (shell/src/routes). */
export const SHELL_ROUTES = ['/', '/xndx', '/preview'] as const;

/** What the server configuration is generated from: nginx settings, the API bases of `config.json`, the page's CSP. */
export interface NginxConfigInput {
  settings: DeploySettings;
  apiHost: string;
  serviceApiBase: string;
  /** `config.json`'s `fleetUrl`: a same-origin path is forwarded to `deploy.json`'s `fleetUpstream`. */
  fleetUrl?: string;
  contentSecurityPolicy: string;
  /** With `deploy.json`'s `apiCache` on and a same-origin API: each path's freshness and the checker's socket. */
  apiCache?: Pick<ApiCacheInput, 'freshness' | 'checkSocket'>;
}

const TYPES: Record<string, string> = {
  'text/html': 'html',
  'application/javascript': 'js mjs',
  'application/json': 'json map',
  'text/css': 'css',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/webp': 'webp',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
  'text/plain': 'txt',
};

function quoted(value: string): string {
  if (/["$\\\n]/.test(value)) throw new Error(`无法写入 nginx 配置的值：${value}`);
  return `"${value}"`;
}

/** Same-origin paths of the API bases that nginx forwards: `{apiHost}/cockpit/` and the second base. */
export function proxiedPaths(apiHost: string, serviceApiBase: string): string[] {
  const paths: string[] = [];
  if (apiHost.startsWith('/')) paths.push(`${apiHost.replace(/\/+$/, '')}/cockpit/`);
  if (serviceApiBase.startsWith('/')) paths.push(`${serviceApiBase.replace(/\/+$/, '')}/`);
  return paths;
}

/** A year of HSTS: a browser that reached the origin over HTTPS never tries it over plain http again. */
const HSTS = 'add_header Strict-Transport-Security "max-age=31536000" always;';

/** HTTPS on the display's origin when `deploy.json` names a certificate: the listen, the files, HSTS at server level. */
function tls(settings: DeploySettings): { listen: string; lines: string[]; page: string[] } {
  if (!settings.tlsCertificate || !settings.tlsCertificateKey) return { listen: settings.listen, lines: [], page: [] };
  return {
    listen: `${settings.listen} ssl`,
    lines: [
      `ssl_certificate ${quoted(settings.tlsCertificate)};`,
      `ssl_certificate_key ${quoted(settings.tlsCertificateKey)};`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      '# Inherited by every location without add_header of its own (the fleet service, the console); the page repeats it.',
      HSTS,
    ],
    page: [HSTS],
  };
}

function shellServer(input: NginxConfigInput, paths: string[]): string[] {
  const { settings, contentSecurityPolicy, fleetUrl } = input;
  const routes = SHELL_ROUTES.map((route) => `location = ${route} { rewrite ^ /index.html last; }`);
  const https = tls(settings);
  return [
    'server {',
    ...indent([
      `listen ${https.listen};`,
      `server_name ${settings.serverName};`,
      ...https.lines,
      'root www;',
      ...routes,
      'location = /index.html {',
      ...indent([
        `add_header Content-Security-Policy ${quoted(contentSecurityPolicy)} always;`,
        'add_header Cache-Control "no-cache" always;',
        ...https.page,
      ]),
      '}',
      "# A worker runs under its own script's policy, not the page's: the prefetch worker gets the page's.",
      'location = /prefetch-worker.js {',
      ...indent([
        `add_header Content-Security-Policy ${quoted(contentSecurityPolicy)} always;`,
        'add_header Cache-Control "no-cache" always;',
      ]),
      '}',
      '# The runtime files: an edit is seen at the next poll. Never precompressed, so a stale .gz cannot shadow an edit.',
      "# Public, and read cross-origin by the console's sandboxed live preview (an opaque origin) of /preview.",
      ...RUNTIME_FILES.map((file) => `location = /${file} { ${NO_CACHE} ${CORS} }`),
      ...remotesLocation(),
      `location ~ ${HASHED} { ${IMMUTABLE} }`,
      `location / { ${NO_CACHE} try_files $uri =404; }`,
      ...(cacheOf(input, paths)
        ? paths.flatMap((path) => cachedApiLocation(path, settings))
        : apiLocations(paths, settings.apiUpstream)),
      ...fleetLocations(fleetPath(fleetUrl), settings),
    ]),
    '}',
  ];
}

/** The cache's input when the API is same-origin and `apiCache` is on; a caller that forgot it is told. */
function cacheOf(input: NginxConfigInput, paths: string[]): ApiCacheInput | undefined {
  if (!input.settings.apiCache || paths.length === 0 || !input.settings.apiUpstream) return undefined;
  if (!input.apiCache) throw new Error('apiCache 已开启：生成配置时需要各接口的有效期和检查进程的套接字');
  const base = (value: string, suffix: string) =>
    value.startsWith('/') ? `${value.replace(/\/+$/, '')}${suffix}` : undefined;
  return {
    settings: input.settings,
    paths,
    cockpitBase: base(input.apiHost, '/cockpit'),
    serviceBase: base(input.serviceApiBase, ''),
    ...input.apiCache,
  };
}

function remotesServer(listen: string): string[] {
  return [
    '# A second origin serving only the remotes, as a CDN or a static host would.',
    'server {',
    ...indent([`listen ${listen};`, 'root www;', ...remotesLocation(), 'location / { return 404; }']),
    '}',
  ];
}

function upstream(address: string, name: string): string[] {
  const url = new URL(address);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return [`upstream ${name} { server ${url.hostname}:${port}; keepalive 64; }`];
}

/**
 * The nginx configuration of a deployable output, for `nginx -p <dist> -c nginx.conf`: every path
 * (document root, pid, logs, temp files) is relative to the `-p` prefix, so the folder can move.
 */
export function nginxConfig(input: NginxConfigInput): string {
  const { settings } = input;
  const paths = proxiedPaths(input.apiHost, input.serviceApiBase);
  if (paths.length > 0 && !settings.apiUpstream) {
    throw new Error(
      `config.json 把 API 设为同源路径（${paths.join('、')}），需要在 deploy.json 中设置 apiUpstream（如 http://127.0.0.1:3100）`,
    );
  }
  const fleet = fleetPath(input.fleetUrl);
  if (fleet && !settings.fleetUpstream) {
    throw new Error(
      `config.json 把 fleetUrl 设为同源路径（${fleet}），需要在 deploy.json 中设置 fleetUpstream（集群服务的地址，如 http://127.0.0.1:3200）`,
    );
  }
  const cache = cacheOf(input, paths);
  const http = [
    'types {',
    ...indent(Object.entries(TYPES).map(([type, extensions]) => `${type} ${extensions};`)),
    '}',
    'default_type application/octet-stream;',
    'charset utf-8;',
    'charset_types text/css text/plain application/javascript application/json;',
    'access_log var/log/access.log combined buffer=64k flush=5s;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path var/tmp/${kind};`),
    'sendfile on;',
    'tcp_nopush on;',
    'server_tokens off;',
    'keepalive_timeout 65;',
    'gzip_static on;',
    ...(settings.brotliModule ? ['brotli_static on;'] : []),
    '# API replies are compressed on the fly; static files were compressed once by `npm run dist`.',
    'gzip on;',
    'gzip_types application/json;',
    'gzip_proxied any;',
    'gzip_vary on;',
    ...(paths.length > 0 ? upstream(settings.apiUpstream!, 'cockpit_api') : []),
    ...(cache ? apiCacheHttp(cache) : []),
    ...(fleet ? fleetUpstreamBlock(settings) : []),
    ...shellServer(input, paths),
    ...(settings.remotesListen ? remotesServer(settings.remotesListen) : []),
    ...(cache ? [...cacheFrontServer(cache), ...apiCheckServer(cache)] : []),
  ];
  return [
    '# Generated by `npm run dist` from deploy.json, www/config.json, www/remotes.json and www/layouts.json.',
    '# After editing one of those, run `npm run dist:nginx` and reload nginx.',
    ...(settings.brotliModule ? [`load_module ${settings.brotliModule};`] : []),
    ...(cache ? [`load_module ${settings.njsModule};`] : []),
    `worker_processes ${settings.workerProcesses};`,
    'pid var/nginx.pid;',
    'error_log var/log/error.log warn;',
    // Each connection is a file; the soft limit of a service user is often 1024.
    `worker_rlimit_nofile ${settings.workerConnections * 2};`,
    `events { worker_connections ${settings.workerConnections}; }`,
    'http {',
    ...indent(http),
    '}',
    '',
  ].join('\n');
}
