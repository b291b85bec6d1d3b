import { remotesManifestSchema, runtimeConfigSchema } from './config-schemas';

const config = { apiHost: 'http://127.0.0.1:3100', serviceApiBase: 'http://127.0.0.1:3100/open-api', backUrl: 'https://provider.example.com/' };
const remotes = { remotes: { hub: 'http://127.0.0.1:3001/1.0.0/mf-manifest.json', xndx: 'http://127.0.0.1:3002/1.0.0/mf-manifest.json' } };

test('a minimal config gets defaults for the optional fields', () => {
  expect(runtimeConfigSchema.parse(config)).toMatchObject({ manifestUrl: '/remotes.json', layoutsUrl: '/layouts.json', manifestPollMs: 15000, refreshOverrides: {} });
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
