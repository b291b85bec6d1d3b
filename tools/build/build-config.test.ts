import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './topology';

// The build-config package is plain CommonJS (it runs inside webpack): loaded as its users load it.
const { buildIdentity } = require('../../build-config/lib/build-identity') as {
  buildIdentity: (dir: string, name: string, version: string) => { id: string; hash: string; sdk: string | null };
};
const { createRemote } = require('../../build-config/lib/scaffold') as {
  createRemote: (dir: string, options: Record<string, unknown>) => string;
};
const { publishRemote } = require('../../build-config/lib/publish') as {
  publishRemote: (dir: string, options: Record<string, unknown>) => { dir: string; manifestUrl: string };
};

const temp = () => mkdtempSync(join(tmpdir(), 'cockpit-build-config-'));
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) =>
    statSync(join(dir, entry)).isDirectory() ? filesUnder(join(dir, entry)) : [join(dir, entry)],
  );

test('a build is named by remote, version and a hash of its sources, and needs the shared-sdk it was built against', () => {
  const sdkVersion = (
    JSON.parse(readFileSync(join(REPO_ROOT, 'shared-sdk/package.json'), 'utf8')) as { version: string }
  ).version;
  const identity = buildIdentity(join(REPO_ROOT, 'remote-panels/teams'), 'teams', '1.0.0');
  expect(identity.id).toMatch(/^teams@1\.0\.0\+[0-9a-f]{10}$/);
  expect(identity.sdk).toBe(`^${sdkVersion}`);
});

test('editing a source file gives the build another identity; an untouched package keeps its own', () => {
  const dir = temp();
  writeFileSync(join(dir, 'package.json'), '{"name":"x","version":"1.0.0"}');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/view.tsx'), 'export const title = "旧";');
  const before = buildIdentity(dir, 'x', '1.0.0');
  expect(buildIdentity(dir, 'x', '1.0.0').hash).toBe(before.hash);
  writeFileSync(join(dir, 'src/view.tsx'), 'export const title = "新";');
  expect(buildIdentity(dir, 'x', '1.0.0').hash).not.toBe(before.hash);
  expect(buildIdentity(dir, 'x', '1.0.1').hash).not.toBe(before.hash);
});

/** A packed package stand-in: the scaffold only copies it. */
const fakeTarball = (name: string) => {
  const file = join(temp(), name);
  writeFileSync(file, 'tgz');
  return file;
};
const packs = () => ({
  sdk: fakeTarball('cockpit-shared-sdk-2.1.0.tgz'),
  buildConfig: fakeTarball('cockpit-build-config-1.0.0.tgz'),
});

test('the scaffold writes a remote with one panel folder per id and no placeholder left', () => {
  const dir = createRemote(join(temp(), 'acme'), { name: 'acme', panels: ['overview', 'trend'], ...packs() });
  const files = filesUnder(dir)
    .map((file) => file.slice(dir.length + 1))
    .sort();
  expect(files).toEqual(
    expect.arrayContaining([
      'package.json',
      'webpack.config.js',
      'jest.config.js',
      'eslint.config.mjs',
      'src/panels/overview/index.ts',
      'src/panels/trend/trend-view.tsx',
      'src/panels/trend/trend.test.tsx',
      'src/panels/trend/use-trend-data.ts',
    ]),
  );
  for (const file of filesUnder(dir).filter((f) => !f.endsWith('.tgz')))
    expect(readFileSync(file, 'utf8')).not.toMatch(/__[A-Z_]+__/);
  expect(readFileSync(join(dir, 'webpack.config.js'), 'utf8')).toContain("'./trend': './src/panels/trend/index.ts'");
});

test('the scaffold carries the packed packages inside the project, named by relative paths', () => {
  const dir = createRemote(join(temp(), 'acme'), { name: 'acme', ...packs() });
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  expect(pkg.dependencies['@cockpit/shared-sdk']).toBe('file:vendor/cockpit-shared-sdk-2.1.0.tgz');
  expect(pkg.devDependencies['@cockpit/build-config']).toBe('file:vendor/cockpit-build-config-1.0.0.tgz');
  expect(readdirSync(join(dir, 'vendor')).sort()).toEqual([
    'cockpit-build-config-1.0.0.tgz',
    'cockpit-shared-sdk-2.1.0.tgz',
  ]);
});

test('the scaffold refuses a packed package that does not exist, and writes nothing', () => {
  const parent = temp();
  expect(() =>
    createRemote(join(parent, 'acme'), {
      name: 'acme',
      sdk: '/nowhere/cockpit-shared-sdk.tgz',
      buildConfig: packs().buildConfig,
    }),
  ).toThrow('--sdk 指定的文件不存在：/nowhere/cockpit-shared-sdk.tgz');
  expect(() =>
    createRemote(join(parent, 'acme'), { name: 'acme', sdk: packs().sdk, buildConfig: '/nowhere/b.tgz' }),
  ).toThrow('--build-config 指定的文件不存在');
  expect(() => createRemote(join(parent, 'acme'), { name: 'acme' })).toThrow('缺少 --sdk');
  expect(readdirSync(parent)).toEqual([]);
});

test('each panel stub has its own id, title and query key', () => {
  const dir = createRemote(join(temp(), 'acme'), { name: 'acme', panels: ['overview', 'trend'], ...packs() });
  const descriptor = (id: string) => readFileSync(join(dir, 'src/panels', id, 'index.ts'), 'utf8');
  expect(descriptor('overview')).toMatch(/id: 'overview',\n {2}title: '团队概况',/);
  expect(descriptor('trend')).toMatch(/id: 'trend',\n {2}title: '团队概况·trend',/);
  expect(readFileSync(join(dir, 'src/panels/trend/use-trend-data.ts'), 'utf8')).toContain("['acme', 'trend']");
});

test('the scaffold refuses a folder that is not empty and a name the federation cannot use', () => {
  const dir = temp();
  writeFileSync(join(dir, 'keep.txt'), '重要');
  expect(() => createRemote(dir, { name: 'acme', ...packs() })).toThrow('不是空目录');
  expect(() => createRemote(join(temp(), 'x'), { name: 'Acme-Remote', ...packs() })).toThrow(
    '远程模块名 Acme-Remote 无效',
  );
});

test('publishing copies the build under <remote>/<version> and says where its manifest is served', () => {
  const dir = temp();
  writeFileSync(join(dir, 'package.json'), '{"version":"1.2.0","cockpit":{"bundle":"acme"}}');
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/mf-manifest.json'), '{"metaData":{"cockpit":{"version":"1.2.0"}}}');
  const target = temp();
  const result = publishRemote(dir, { target, baseUrl: 'https://wall.example.cn/remotes/' });
  expect(readdirSync(join(target, 'acme/1.2.0'))).toEqual(['mf-manifest.json']);
  expect(result.manifestUrl).toBe('https://wall.example.cn/remotes/acme/1.2.0/mf-manifest.json');
  expect(() => publishRemote(dir, { target, version: '2.0.0' })).toThrow('dist 是按版本 1.2.0 构建的');
});
