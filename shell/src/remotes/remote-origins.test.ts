import { originsOutside, pageRemoteOrigins } from './remote-origins';

const manifest = (remotes: Record<string, string>) => ({ remotes });

test('a remote on a host config.json allows is no new origin: the page runs it without a reload', () => {
  const allowed = pageRemoteOrigins(['http://127.0.0.1:3001/hub/1.0.0/mf-manifest.json'], {
    remoteOrigins: ['http://team.test:9100'],
  });
  expect(
    originsOutside(
      manifest({
        hub: 'http://127.0.0.1:3001/hub/1.0.0/mf-manifest.json',
        acme: 'http://team.test:9100/1.0.0/mf-manifest.json',
      }),
      allowed,
    ),
  ).toEqual([]);
});

test('a remote on any other host is named: the page must reload to get a policy that allows it', () => {
  const allowed = pageRemoteOrigins(['http://127.0.0.1:3001/hub/1.0.0/mf-manifest.json'], { remoteOrigins: [] });
  expect(
    originsOutside(
      manifest({
        acme: 'http://team.test:9100/1.0.0/mf-manifest.json',
        other: 'http://team.test:9100/x/mf-manifest.json',
      }),
      allowed,
    ),
  ).toEqual(['http://team.test:9100']);
});
