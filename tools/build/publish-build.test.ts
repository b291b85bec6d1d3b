import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishBuild } from './publish-build';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'cockpit-publish-build-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** A `dist/` of teams built as `version` from sources whose hash is `hash`. */
function dist(version: string, hash: string, code: string): string {
  const dir = join(work, `dist-${hash}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData: { cockpit: { remote: 'teams', version, id: `teams@${version}+${hash}` } } }),
  );
  writeFileSync(join(dir, 'remoteEntry.js'), code);
  return dir;
}

const publishedDir = () => join(work, 'published');
const entry = () => readFileSync(join(publishedDir(), 'teams/2.0.0/remoteEntry.js'), 'utf8');

test('the dev loop replaces its package version with the new build', () => {
  publishBuild({
    dist: dist('2.0.0', 'aaaa', '// old'),
    publishedDir: publishedDir(),
    remote: 'teams',
    version: '2.0.0',
    release: false,
  });
  publishBuild({
    dist: dist('2.0.0', 'bbbb', '// edited'),
    publishedDir: publishedDir(),
    remote: 'teams',
    version: '2.0.0',
    release: false,
  });
  expect(entry()).toBe('// edited');
});

test('a release version already published with another build is refused and kept', () => {
  publishBuild({
    dist: dist('2.0.0', 'aaaa', '// released'),
    publishedDir: publishedDir(),
    remote: 'teams',
    version: '2.0.0',
    release: true,
  });
  expect(() =>
    publishBuild({
      dist: dist('2.0.0', 'bbbb', '// other'),
      publishedDir: publishedDir(),
      remote: 'teams',
      version: '2.0.0',
      release: true,
    }),
  ).toThrow('teams 2.0.0 已发布（teams@2.0.0+aaaa），这次构建是 teams@2.0.0+bbbb：已发布的版本不可更改');
  expect(entry()).toBe('// released');
});

test('the same release build published again is a harmless re-copy', () => {
  const built = dist('2.0.0', 'aaaa', '// released');
  publishBuild({ dist: built, publishedDir: publishedDir(), remote: 'teams', version: '2.0.0', release: true });
  expect(() =>
    publishBuild({ dist: built, publishedDir: publishedDir(), remote: 'teams', version: '2.0.0', release: true }),
  ).not.toThrow();
  expect(entry()).toBe('// released');
});
