import { SDK_VERSION } from '@cockpit/shared-sdk';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertSdkCompatible, IncompatibleRemoteError, manifestBuild, moduleBuild } from './remote-build';

const build = (sdk: string | null) => ({ remote: 'teams', version: '2.0.0', hash: 'abc', id: 'teams@2.0.0+abc', sdk });

test('the SDK version the shell provides is the one its package declares', () => {
  const pkg = JSON.parse(readFileSync(join(__dirname, '../../../shared-sdk/package.json'), 'utf8')) as {
    version: string;
  };
  expect(SDK_VERSION).toBe(pkg.version);
});

test('a build made against the same major and an older minor mounts', () => {
  expect(() => assertSdkCompatible(build('^1.0.0'), '1.1.0')).not.toThrow();
});

test('a build made against a newer major is refused with what it needs and what the display has', () => {
  expect(() => assertSdkCompatible(build('^2.0.0'), '1.1.0')).toThrow('teams 需要 shared-sdk ^2.0.0，大屏提供 1.1.0');
});

test('a build made against a newer minor is refused: it may call what the display lacks', () => {
  expect(() => assertSdkCompatible(build('^1.3.0'), '1.1.0')).toThrow(IncompatibleRemoteError);
});

test('a refusal is permanent, so the slot does not retry it', () => {
  try {
    assertSdkCompatible(build('^2.0.0'), '1.1.0');
  } catch (error) {
    expect((error as { permanent?: boolean }).permanent).toBe(true);
  }
  expect.assertions(1);
});

test('a range that is not semver is refused rather than guessed', () => {
  expect(() => assertSdkCompatible(build('file:../sdk.tgz'), '1.1.0')).toThrow(IncompatibleRemoteError);
});

test('the identity is read from a module and from a manifest, and ignored when malformed', () => {
  expect(moduleBuild({ default: {}, __cockpitBuild: build('^1.1.0') })?.id).toBe('teams@2.0.0+abc');
  expect(manifestBuild({ metaData: { cockpit: build(null) } })?.sdk).toBeNull();
  expect(moduleBuild({ __cockpitBuild: { remote: 'teams' } })).toBeUndefined();
  expect(manifestBuild(null)).toBeUndefined();
});
