import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishedVersions, rollback, useVersion } from './remote-version';

function setup() {
  const root = mkdtempSync(join(tmpdir(), 'remote-version-'));
  const p = {
    manifest: join(root, 'remotes.json'),
    history: join(root, 'history.json'),
    published: join(root, 'published'),
  };
  for (const version of ['1.0.0', '1.1.0']) {
    mkdirSync(join(p.published, 'teams', version), { recursive: true });
    writeFileSync(join(p.published, 'teams', version, 'mf-manifest.json'), '{}');
  }
  writeFileSync(p.manifest, JSON.stringify({ remotes: { teams: 'http://127.0.0.1:3011/1.0.0/mf-manifest.json' } }));
  const entry = () => JSON.parse(readFileSync(p.manifest, 'utf8')).remotes.teams as string;
  return { p, entry };
}

test('lists the versions published side by side', () => {
  expect(publishedVersions('teams', setup().p)).toEqual(['1.0.0', '1.1.0']);
});

test('switches a remote to another published version in the manifest', () => {
  const { p, entry } = setup();
  expect(useVersion('teams', '1.1.0', p)).toBe('1.0.0');
  expect(entry()).toBe('http://127.0.0.1:3011/1.1.0/mf-manifest.json');
});

test('rolls back to the version before the switch', () => {
  const { p, entry } = setup();
  useVersion('teams', '1.1.0', p);
  expect(rollback('teams', p)).toBe('1.0.0');
  expect(entry()).toBe('http://127.0.0.1:3011/1.0.0/mf-manifest.json');
  expect(() => rollback('teams', p)).toThrow('没有可回滚的版本');
});

test('refuses a version that was never published, leaving the manifest as it was', () => {
  const { p, entry } = setup();
  expect(() => useVersion('teams', '9.9.9', p)).toThrow('没有已发布的版本 9.9.9');
  expect(entry()).toBe('http://127.0.0.1:3011/1.0.0/mf-manifest.json');
});
