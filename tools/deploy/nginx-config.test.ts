import { STREAM_KEEPALIVE_MS, STREAM_SILENCE_KEEPALIVES } from '@cockpit/protocol';
import { deploySettingsSchema, replicasOnConsecutivePorts } from './deploy-settings';
import { nginxConfig, proxiedPaths } from './nginx-config';

const CSP = "default-src 'self'; script-src 'self' https://cdn.example.com";
const settings = deploySettingsSchema.parse({ listen: '127.0.0.1:8080', apiUpstream: 'http://10.0.0.5:3100' });
const apiCache = {
  freshness: {
    defaultSeconds: 59,
    endpoints: [
      { path: '/jsc/index', prefix: false, serviceBase: false, seconds: 29, panels: ['hub/headline'] },
      { path: '/ksh/service/', prefix: true, serviceBase: true, seconds: 59, panels: ['services/service-overview'] },
    ],
  },
  checkSocket: '/srv/dist/var/api-check.sock',
};
const sameOrigin = { settings, apiHost: '/', serviceApiBase: '/open-api', contentSecurityPolicy: CSP, apiCache };

/** The body of the first `location <match> { … }` block, nested blocks included. */
function block(conf: string, match: string): string {
  const start = conf.indexOf(`location ${match} {`);
  if (start < 0) throw new Error(`no location ${match}`);
  let depth = 0;
  for (let i = conf.indexOf('{', start); i < conf.length; i += 1) {
    if (conf[i] === '{') depth += 1;
    if (conf[i] === '}' && --depth === 0) return conf.slice(start, i + 1);
  }
  throw new Error('unbalanced braces');
}

test("the shell's routes answer with index.html, which carries the CSP (as does the prefetch worker, under its own policy), uncached", () => {
  const conf = nginxConfig(sameOrigin);
  for (const route of ['/', '/xndx', '/preview'])
    expect(block(conf, `= ${route}`)).toContain('rewrite ^ /index.html last;');
  for (const file of ['/index.html', '/prefetch-worker.js']) {
    expect(block(conf, `= ${file}`)).toContain(`add_header Content-Security-Policy "${CSP}" always;`);
    expect(block(conf, `= ${file}`)).toContain('Cache-Control "no-cache"');
  }
  expect(conf.match(/Content-Security-Policy/g)).toHaveLength(2);
});

test('runtime files and everything unhashed are revalidated; only content-hashed files are immutable', () => {
  const conf = nginxConfig(sameOrigin);
  for (const match of ['= /config.json', '= /remotes.json', '= /layouts.json', '/'])
    expect(block(conf, match)).toContain('Cache-Control "no-cache"');
  const hashed = conf.split('\n').filter((line) => line.includes('immutable'));
  expect(hashed.length).toBeGreaterThan(0);
  const pattern = new RegExp(conf.match(/location ~ "(.+?)"/)![1]);
  expect(['123.ab12cd34.js', '__federation_expose_index_page.9ded40be.js'].every((name) => pattern.test(name))).toBe(
    true,
  );
  expect(
    ['remoteEntry.js', 'main.js', 'mf-manifest.json', 'index.html', 'remotes.json'].some((name) => pattern.test(name)),
  ).toBe(false);
});

test('remote builds answer any origin (CORS) and keep the same cache split', () => {
  const remotes = block(nginxConfig(sameOrigin), '^~ /remotes/');
  expect(remotes.match(/Access-Control-Allow-Origin "\*"/g)).toHaveLength(2);
  expect(remotes).toContain('immutable');
  expect(remotes).toContain('Cache-Control "no-cache"');
});

test('same-origin API bases go through one shared cache, keyed by path and query, misses collapsed, stale on failure', () => {
  const conf = nginxConfig(sameOrigin);
  expect(conf).toContain('upstream cockpit_api { server 10.0.0.5:3100; keepalive 64; }');
  expect(conf).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_js_module\.so;$/m);
  for (const path of ['/cockpit/', '/open-api/']) {
    const location = block(conf, `^~ ${path}`);
    expect(location).toContain('proxy_pass $cockpit_api_hop;');
    // Shared by nginx alone: the browser keeps nothing.
    expect(location).toContain('add_header Cache-Control "no-store" always;');
  }
  // The cache lives on a server of its own, reached without keep-alive (a background refresh holds its connection).
  const cache = conf.slice(conf.indexOf('listen unix:/srv/dist/var/api-cache.sock;'));
  expect(conf).toContain('upstream cockpit_api_front { server unix:/srv/dist/var/api-cache.sock; }');
  expect(cache).toContain('proxy_cache_key $cockpit_api_key;');
  expect(cache).toContain('proxy_cache_lock on;');
  expect(cache).toContain('proxy_cache_background_update on;');
  expect(cache).toMatch(/proxy_cache_use_stale [^;]*\bupdating\b[^;]*\bhttp_502\b/);
  expect(conf).toContain(
    'map $cockpit_api_private $cockpit_api_hop { "" http://cockpit_api_front; default http://cockpit_api; }',
  );
  expect(conf).toContain(
    'map "$http_authorization$http_x_cockpit_private$cockpit_api_not_get" $cockpit_api_private { "" ""; default 1; }',
  );
  expect(conf).toContain('listen unix:/srv/dist/var/api-check.sock;');
  expect(conf).toContain('proxy_cache_valid 500 502 503 504 5s;');
});

test('each path stays fresh as long as the shortest refresh of the panels reading it; others the shortest of all', () => {
  const map = nginxConfig(sameOrigin).match(/map \$uri \$cockpit_api_ttl \{[^}]*\}/)![0];
  expect(map).toContain('default 59;');
  expect(map).toContain('/cockpit/jsc/index 29;');
  expect(map).toContain('"~^/open-api/ksh/service/" 59;');
});

test('with apiCache off the API is forwarded as before, uncached, without njs', () => {
  const conf = nginxConfig({ ...sameOrigin, settings: { ...settings, apiCache: false } });
  expect(block(conf, '^~ /cockpit/')).toContain('proxy_pass http://cockpit_api;');
  expect(conf).not.toContain('proxy_cache');
  expect(conf).not.toContain('ngx_http_js_module');
});

test('API bases on another origin are not proxied, and need no upstream', () => {
  const conf = nginxConfig({
    ...sameOrigin,
    settings: { ...settings, apiUpstream: undefined },
    apiHost: 'https://api.example.com',
    serviceApiBase: 'https://api.example.com/open-api',
  });
  expect(conf).not.toContain('proxy_pass');
  expect(conf).not.toContain('upstream');
});

test('a same-origin API without an upstream is refused with what to set', () => {
  expect(() => nginxConfig({ ...sameOrigin, settings: { ...settings, apiUpstream: undefined } })).toThrow(
    /apiUpstream/,
  );
});

test('the proxied paths follow the configured bases', () => {
  expect(proxiedPaths('/gateway/', '/gateway/open-api')).toEqual(['/gateway/cockpit/', '/gateway/open-api/']);
  expect(proxiedPaths('https://api.example.com', '/svc')).toEqual(['/svc/']);
});

test('a second origin serves the remotes only', () => {
  const conf = nginxConfig({ ...sameOrigin, settings: { ...settings, remotesListen: '127.0.0.1:8081' } });
  const second = conf.slice(conf.indexOf('listen 127.0.0.1:8081;'));
  expect(second).toContain('location ^~ /remotes/ {');
  expect(second).toContain('location / { return 404; }');
  expect(second).not.toContain('index.html');
});

test('precompressed files are served as they are; brotli only with its module', () => {
  expect(nginxConfig(sameOrigin)).toContain('gzip_static on;');
  expect(nginxConfig(sameOrigin)).not.toContain('brotli');
  const brotli = nginxConfig({
    ...sameOrigin,
    settings: { ...settings, brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so' },
  });
  expect(brotli).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
  expect(brotli).toContain('brotli_static on;');
});

test('every path is relative to the -p prefix, so the folder can move', () => {
  const conf = nginxConfig(sameOrigin);
  expect(conf).toContain('root www;');
  expect(conf).toContain('pid var/nginx.pid;');
  expect(conf.match(/(?:root|pid|_log|_temp_path) \//g)).toBeNull();
});

test('a value that would break out of its quotes is refused', () => {
  expect(() => nginxConfig({ ...sameOrigin, contentSecurityPolicy: 'script-src "evil"' })).toThrow();
});

describe('a fleet service on a same-origin path', () => {
  const fleet = {
    ...sameOrigin,
    fleetUrl: '/fleet',
    settings: deploySettingsSchema.parse({ ...settings, fleetUpstream: 'http://127.0.0.1:3200' }),
  };

  test('the push stream is upgraded, unbuffered, and waits two keep-alives: less than the wall (three), never one alone', () => {
    const stream = block(nginxConfig(fleet), '~ ^\\/fleet\\/(api/walls/[^/]+/stream)$');
    expect(stream).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(stream).toContain('proxy_set_header Connection "upgrade";');
    expect(stream).toContain('proxy_buffering off;');
    const timeout = Number(stream.match(/proxy_read_timeout (\d+)s;/)![1]);
    expect(timeout * 1000).toBeGreaterThanOrEqual(2 * STREAM_KEEPALIVE_MS);
    expect(timeout * 1000).toBeLessThan(STREAM_SILENCE_KEEPALIVES * STREAM_KEEPALIVE_MS);
  });

  test("the walls' beats, acks and files time out in nginx before the wall's own 5 s, so a hung replica counts as failed", () => {
    const walls = block(
      nginxConfig(fleet),
      '~ ^\\/fleet\\/(api/walls/[^/]+/(?:beat|actions/[^/]+/ack|[a-z-]+\\.json))$',
    );
    expect(walls).toContain('proxy_pass http://cockpit_fleet/$1$is_args$args;');
    expect(Number(walls.match(/proxy_read_timeout (\d+)s;/)![1])).toBeLessThan(5);
    expect(Number(block(nginxConfig(fleet), '/fleet/api/').match(/proxy_read_timeout (\d+)s;/)![1])).toBeLessThan(60);
  });

  test("the walls' other routes go to the fleet service with the prefix stripped", () => {
    expect(block(nginxConfig(fleet), '/fleet/api/')).toContain('proxy_pass http://cockpit_fleet/api/;');
  });

  test('a same-origin fleetUrl without fleetUpstream is refused naming the setting', () => {
    expect(() => nginxConfig({ ...sameOrigin, fleetUrl: '/fleet' })).toThrow(/fleetUpstream/);
  });
});

describe('fleet replicas: one upstream of N servers', () => {
  const replicas = ['http://10.0.0.11:4300', 'http://10.0.0.12:4300', 'http://10.0.0.13:4301'];
  const conf = nginxConfig({
    ...sameOrigin,
    fleetUrl: '/fleet',
    settings: deploySettingsSchema.parse({
      ...settings,
      fleetUpstream: replicas,
      fleetMaxFails: 3,
      fleetFailTimeoutSeconds: 7,
    }),
  });
  const upstreamBlock = conf.slice(
    conf.indexOf('upstream cockpit_fleet {'),
    conf.indexOf('}', conf.indexOf('upstream cockpit_fleet {')),
  );

  test('every replica is a server with passive health checks, least connections, no sticky hash', () => {
    expect(upstreamBlock).toContain('least_conn;');
    for (const address of ['10.0.0.11:4300', '10.0.0.12:4300', '10.0.0.13:4301'])
      expect(upstreamBlock).toContain(`server ${address} max_fails=3 fail_timeout=7s;`);
    expect(upstreamBlock).not.toMatch(/ip_hash|hash |sticky/);
    // Without a shared zone each worker process counts failures alone, and a hung replica stays in rotation longer.
    expect(upstreamBlock).toContain('zone cockpit_fleet 64k;');
  });

  test('a refused or failed try goes to the next replica, never a POST or PATCH a replica already received', () => {
    for (const location of [block(conf, '/fleet/api/'), block(conf, '~ ^\\/fleet\\/(api/walls/[^/]+/stream)$')]) {
      expect(location).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
      expect(location).not.toContain('non_idempotent');
      expect(location).toContain('proxy_next_upstream_tries 3;');
    }
    // A beat or an ack a hung replica took and never answered goes to the next replica (else the wall's beat is lost).
    const walls = block(conf, '~ ^\\/fleet\\/(api/walls/[^/]+/(?:beat|actions/[^/]+/ack|[a-z-]+\\.json))$');
    expect(walls).toContain('proxy_next_upstream error timeout http_502 http_503 http_504 non_idempotent;');
  });

  test('one address is one server; N consecutive ports from the first; a bad count or mixed schemes are refused', () => {
    const one = nginxConfig({
      ...sameOrigin,
      fleetUrl: '/fleet',
      settings: deploySettingsSchema.parse({ ...settings, fleetUpstream: 'http://127.0.0.1:4300' }),
    });
    expect(one).toMatch(
      /upstream cockpit_fleet \{\s+zone cockpit_fleet 64k;\s+server 127\.0\.0\.1:4300 max_fails=2 fail_timeout=10s;\s+keepalive 64;/,
    );
    expect(replicasOnConsecutivePorts('http://127.0.0.1:4300', 3)).toEqual([
      'http://127.0.0.1:4300',
      'http://127.0.0.1:4301',
      'http://127.0.0.1:4302',
    ]);
    expect(() => replicasOnConsecutivePorts('http://127.0.0.1:4300', 0)).toThrow(/副本数/);
    const mixed = deploySettingsSchema.parse({
      ...settings,
      fleetUpstream: ['http://10.0.0.1:1', 'https://10.0.0.2:1'],
    });
    expect(() => nginxConfig({ ...sameOrigin, fleetUrl: '/fleet', settings: mixed })).toThrow(/同为 http/);
    expect(deploySettingsSchema.safeParse({ ...settings, fleetUpstream: [] }).success).toBe(false);
  });
});
