import { remotesManifestSchema, runtimeConfigSchema } from './config-schemas';

const config = {
  apiHost: 'http://127.0.0.1:3100',
  serviceApiBase: 'http://127.0.0.1:3100/open-api',
  backUrl: 'https://provider.example.com/',
};
const remotes = {
  remotes: {
    hub: 'http://127.0.0.1:3001/1.0.0/mf-manifest.json',
    xndx: 'http://127.0.0.1:3002/1.0.0/mf-manifest.json',
  },
};

test('a minimal config gets defaults for the optional fields', () => {
  expect(runtimeConfigSchema.parse(config)).toMatchObject({
    manifestUrl: '/remotes.json',
    layoutsUrl: '/layouts.json',
    manifestPollMs: 15000,
    refreshOverrides: {},
  });
});

test('an API host that is not a URL is refused at that field', () => {
  const result = runtimeConfigSchema.safeParse({ ...config, apiHost: 'localhost:3100' });
  expect(result.success).toBe(false);
  expect(result.error?.issues[0].path).toEqual(['apiHost']);
});

test('an unknown config field is refused, so a typo is not silently ignored', () => {
  expect(runtimeConfigSchema.safeParse({ ...config, apiHots: 'x' }).error?.issues[0].code).toBe('unrecognized_keys');
});

test('a manifest must name the hub and xndx remotes', () => {
  expect(remotesManifestSchema.safeParse({ remotes: { hub: remotes.remotes.hub } }).success).toBe(false);
  expect(remotesManifestSchema.safeParse(remotes).success).toBe(true);
});

test('a manifest entry must point at a manifest or remote entry over http(s)', () => {
  const bad = { remotes: { ...remotes.remotes, teams: 'ftp://x/teams.zip' } };
  const issue = remotesManifestSchema.safeParse(bad).error?.issues[0];
  expect(issue?.path).toEqual(['remotes', 'teams']);
});

test('the fleet fields are optional: without them the wall reports nothing, beating every 15 s when it does', () => {
  const parsed = runtimeConfigSchema.parse(config);
  expect(parsed.fleetUrl).toBeUndefined();
  expect(parsed).toMatchObject({ fleetHeartbeatMs: 15000 });
});

test('a fleet URL may be a full http(s) URL or a same-origin path', () => {
  const parsed = runtimeConfigSchema.parse({ ...config, fleetUrl: 'http://127.0.0.1:3200', fleetHeartbeatMs: 5000 });
  expect(parsed).toMatchObject({ fleetUrl: 'http://127.0.0.1:3200', fleetHeartbeatMs: 5000 });
  expect(runtimeConfigSchema.safeParse({ ...config, fleetUrl: '/fleet' }).success).toBe(true);
});

test('a bad fleet URL is refused with a Chinese message at that field', () => {
  for (const fleetUrl of ['fleet.example.com', 'ftp://fleet.example.com', '//fleet.example.com']) {
    const issue = runtimeConfigSchema.safeParse({ ...config, fleetUrl }).error?.issues[0];
    expect(issue?.path).toEqual(['fleetUrl']);
    expect(issue?.message).toBe('必须是以 http:// 或 https:// 开头的完整网址，或以 / 开头的同源路径');
  }
});

test('retired shared keys (fleetKeys) of any shape are accepted, so an old config.json keeps its wall running', () => {
  for (const fleetKeys of [{ hub: 'cwk_old' }, { 'Hub!': '' }, 'x'])
    expect(runtimeConfigSchema.safeParse({ ...config, fleetKeys }).success).toBe(true);
});

test('a heartbeat interval out of range is refused at its field', () => {
  expect(runtimeConfigSchema.safeParse({ ...config, fleetHeartbeatMs: 500 }).error?.issues[0]).toMatchObject({
    path: ['fleetHeartbeatMs'],
    message: '不能小于 1000',
  });
  expect(runtimeConfigSchema.safeParse({ ...config, fleetHeartbeatMs: 700_000 }).error?.issues[0]).toMatchObject({
    path: ['fleetHeartbeatMs'],
    message: '不能大于 600000',
  });
});

test('origins the fleet may name remotes on are a list of bare http(s) origins, empty by default', () => {
  expect(runtimeConfigSchema.parse(config).remoteOrigins).toEqual([]);
  expect(
    runtimeConfigSchema.parse({ ...config, remoteOrigins: ['http://127.0.0.1:9100', 'https://cdn.example.cn'] })
      .remoteOrigins,
  ).toHaveLength(2);
  for (const origin of ['https://cdn.example.cn/remotes', 'cdn.example.cn', 'ftp://cdn.example.cn']) {
    expect(runtimeConfigSchema.safeParse({ ...config, remoteOrigins: [origin] }).error?.issues[0]).toMatchObject({
      path: ['remoteOrigins', 0],
      message: expect.stringContaining('来源'),
    });
  }
});

test("origins of a team's emulator that may frame the page are bare http(s) origins, none by default", () => {
  expect(runtimeConfigSchema.parse(config).emulatorOrigins).toEqual([]);
  expect(runtimeConfigSchema.parse({ ...config, emulatorOrigins: ['http://127.0.0.1:5011'] }).emulatorOrigins).toEqual([
    'http://127.0.0.1:5011',
  ]);
  expect(
    runtimeConfigSchema.safeParse({ ...config, emulatorOrigins: ['http://127.0.0.1:5011/'] }).error?.issues[0],
  ).toMatchObject({ path: ['emulatorOrigins', 0] });
});
