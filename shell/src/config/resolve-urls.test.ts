import { remotesManifestSchema, runtimeConfigSchema } from './config-schemas';
import { resolveConfigUrls, resolveManifestUrls } from './resolve-urls';

const PAGE = 'https://wall.example.com/xndx?x=1';
const sameOrigin = runtimeConfigSchema.parse({
  apiHost: '/',
  serviceApiBase: '/open-api',
  backUrl: 'https://provider.example.com/',
});

test('same-origin API paths are accepted and resolve against the page: "/" is the bare origin', () => {
  expect(resolveConfigUrls(sameOrigin, PAGE)).toMatchObject({
    apiHost: 'https://wall.example.com',
    serviceApiBase: 'https://wall.example.com/open-api',
  });
});

test('full API URLs are left as they are', () => {
  const config = {
    ...sameOrigin,
    apiHost: 'http://api.example.com:8080',
    serviceApiBase: 'http://api.example.com:8080/open-api',
  };
  expect(resolveConfigUrls(config, PAGE)).toMatchObject({
    apiHost: 'http://api.example.com:8080',
    serviceApiBase: 'http://api.example.com:8080/open-api',
  });
});

test('a protocol-relative or bare host name is refused, with the field named', () => {
  for (const apiHost of ['//api.example.com', 'api.example.com', 'cockpit']) {
    const result = runtimeConfigSchema.safeParse({
      apiHost,
      serviceApiBase: '/open-api',
      backUrl: 'https://provider.example.com/',
    });
    expect(result.error?.issues[0].path).toEqual(['apiHost']);
    expect(result.error?.issues[0].message).toContain('同源路径');
  }
});

test('manifest entries that are paths resolve against the manifest URL; other origins stay', () => {
  const manifest = remotesManifestSchema.parse({
    remotes: {
      hub: '/remotes/hub/1.0.0/mf-manifest.json',
      xndx: 'https://cdn.example.com/remotes/xndx/1.0.0/mf-manifest.json',
    },
  });
  expect(resolveManifestUrls(manifest, '/remotes.json', PAGE).remotes).toEqual({
    hub: 'https://wall.example.com/remotes/hub/1.0.0/mf-manifest.json',
    xndx: 'https://cdn.example.com/remotes/xndx/1.0.0/mf-manifest.json',
  });
});

test('a same-origin fleet path resolves against the page; an absent one stays absent', () => {
  expect(resolveConfigUrls({ ...sameOrigin, fleetUrl: '/fleet' }, PAGE).fleetUrl).toBe(
    'https://wall.example.com/fleet',
  );
  expect(resolveConfigUrls({ ...sameOrigin, fleetUrl: 'http://fleet.example.com:3200/' }, PAGE).fleetUrl).toBe(
    'http://fleet.example.com:3200',
  );
  expect('fleetUrl' in resolveConfigUrls(sameOrigin, PAGE)).toBe(false);
});
