import { allowedManifestOrigins, manifestUrlRefusal } from './manifest-origin';

const allowed = allowedManifestOrigins(['https://cdn.example.cn', 'http://10.0.0.5:9100'], {
  teams: 'http://127.0.0.1:3011/teams',
});

test('a manifest on a remote origin or on the published folder’s origin is accepted', () => {
  expect(manifestUrlRefusal('https://cdn.example.cn/teams/2.0.0/mf-manifest.json', allowed)).toBeNull();
  expect(manifestUrlRefusal('http://127.0.0.1:3011/teams/2.0.0/mf-manifest.json', allowed)).toBeNull();
});

test('a manifest on any other origin is refused, naming it', () => {
  expect(manifestUrlRefusal('https://evil.example/x/mf-manifest.json', allowed)).toContain('https://evil.example');
  expect(manifestUrlRefusal('https://cdn.example.cn:8443/x/mf-manifest.json', allowed)).toContain(
    '不在大屏允许加载的来源中',
  );
});

test('plain http is refused off the machine even for a listed origin; loopback may use it', () => {
  expect(manifestUrlRefusal('http://10.0.0.5:9100/x/mf-manifest.json', allowed)).toContain('https');
  expect(manifestUrlRefusal('http://127.0.0.1:3011/x/mf-manifest.json', allowed)).toBeNull();
});

test('a malformed entry allows nothing and a malformed URL is refused', () => {
  expect(allowedManifestOrigins(['not a url'], {}).size).toBe(0);
  expect(manifestUrlRefusal('https://', allowed)).toContain('不是合法的地址');
});
