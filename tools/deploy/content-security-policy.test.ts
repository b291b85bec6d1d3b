import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSecurityPolicy } from './content-security-policy';

test('allows scripts only from itself and the configured remotes, connections also to the API bases', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({ apiHost: 'http://api.test:3100', serviceApiBase: 'http://svc.test/open-api' }),
  );
  writeFileSync(
    join(dir, 'remotes.json'),
    JSON.stringify({
      remotes: {
        hub: 'http://r1.test:3001/1.0.0/mf-manifest.json',
        teams: 'http://r2.test:3011/1.0.0/mf-manifest.json',
      },
    }),
  );
  const csp = contentSecurityPolicy(dir);
  expect(csp).toContain("script-src 'self' http://r1.test:3001 http://r2.test:3011;");
  expect(csp).toContain(
    "connect-src 'self' http://r1.test:3001 http://r2.test:3011 http://api.test:3100 http://svc.test;",
  );
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
});

test('unreadable runtime files give a policy of self only', () => {
  const csp = contentSecurityPolicy(mkdtempSync(join(tmpdir(), 'csp-')));
  expect(csp).toContain("script-src 'self';");
});

test('a next manifest adds its origins, so a fixed policy can allow a move before it goes live', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(join(dir, 'remotes.json'), JSON.stringify({ remotes: { hub: '/remotes/hub/1.0.0/mf-manifest.json' } }));
  writeFileSync(
    join(dir, 'next.json'),
    JSON.stringify({ remotes: { hub: 'https://cdn.test/remotes/hub/1.0.0/mf-manifest.json' } }),
  );
  expect(contentSecurityPolicy(dir)).toContain("script-src 'self';");
  expect(contentSecurityPolicy(dir, [join(dir, 'next.json')])).toContain("script-src 'self' https://cdn.test;");
});

test('a wall may reach the fleet service named in config.json (its push stream too), and draw its screenshot through data: and blob: images', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({ apiHost: '/', serviceApiBase: '/open-api', fleetUrl: 'http://fleet.test:3200/' }),
  );
  const csp = contentSecurityPolicy(dir);
  expect(csp).toContain("connect-src 'self' http://fleet.test:3200 ws://fleet.test:3200;");
  expect(csp).toContain("img-src 'self' data: blob:;");
});

test('a same-origin fleet path needs no origin of its own', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({ apiHost: '/', serviceApiBase: '/open-api', fleetUrl: '/fleet' }),
  );
  expect(contentSecurityPolicy(dir)).toContain("connect-src 'self';");
});

test('only the fleet console may frame the wall (its layout editor previews panels); without a fleet nobody may', () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ apiHost: '/', serviceApiBase: '/open-api' }));
  expect(contentSecurityPolicy(dir)).toContain("frame-ancestors 'none'");
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({ apiHost: '/', serviceApiBase: '/open-api', fleetUrl: 'http://fleet.test:3200/' }),
  );
  expect(contentSecurityPolicy(dir)).toMatch(/frame-ancestors http:\/\/fleet\.test:3200$/);
});

test("config.json's remoteOrigins allow the hosts the fleet service may name remotes on, and nothing else of them", () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({ apiHost: '/', serviceApiBase: '/open-api', remoteOrigins: ['http://team.test:9100', 42] }),
  );
  writeFileSync(
    join(dir, 'remotes.json'),
    JSON.stringify({ remotes: { hub: 'http://r1.test:3001/1.0.0/mf-manifest.json' } }),
  );
  const csp = contentSecurityPolicy(dir);
  expect(csp).toContain("script-src 'self' http://r1.test:3001 http://team.test:9100;");
  expect(csp).toContain("connect-src 'self' http://r1.test:3001 http://team.test:9100;");
  expect(csp).not.toContain('42');
});

test("config.json's emulatorOrigins may frame the page beside the fleet console (a team's pnpm dev shows the real page)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({
      apiHost: '/',
      serviceApiBase: '/open-api',
      emulatorOrigins: ['http://127.0.0.1:5011', 'javascript:alert(1)'],
    }),
  );
  expect(contentSecurityPolicy(dir)).toMatch(/frame-ancestors http:\/\/127\.0\.0\.1:5011$/);
  writeFileSync(
    join(dir, 'config.json'),
    JSON.stringify({
      apiHost: '/',
      serviceApiBase: '/open-api',
      fleetUrl: 'http://fleet.test:3200/',
      emulatorOrigins: ['http://127.0.0.1:5011'],
    }),
  );
  expect(contentSecurityPolicy(dir)).toMatch(/frame-ancestors http:\/\/fleet\.test:3200 http:\/\/127\.0\.0\.1:5011$/);
});
