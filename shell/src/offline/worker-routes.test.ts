import {
  dataBasesOf,
  isDataCall,
  isHashedChunk,
  isRuntimeFile,
  isUnhashedBuildFile,
  isWallMap,
  isWallPage,
} from './worker-routes';

const SHELL = 'http://localhost:3000';
const url = (href: string) => new URL(href, SHELL);

describe('the worker routes', () => {
  it('keeps the wall routes only, never /preview', () => {
    expect(['/', '/xndx', '/xndx/'].map((path) => isWallPage(url(path)))).toEqual([true, true, true]);
    expect(['/preview', '/preview/xndx', '/other'].map((path) => isWallPage(url(path)))).toEqual([false, false, false]);
  });

  it('never calls remoteEntry.js or a manifest hashed: they are asked of the network first', () => {
    expect(isHashedChunk(url('http://127.0.0.1:3011/1.0.0/remoteEntry.js'))).toBe(false);
    expect(isUnhashedBuildFile(url('http://127.0.0.1:3011/1.0.0/remoteEntry.js'), SHELL)).toBe(true);
    expect(isUnhashedBuildFile(url('http://127.0.0.1:3011/1.0.0/mf-manifest.json'), SHELL)).toBe(true);
    expect(isUnhashedBuildFile(url('/main.js'), SHELL)).toBe(true);
    expect(isHashedChunk(url('http://127.0.0.1:3011/1.0.0/panels.1a2b3c4d.js'))).toBe(true);
    expect(isRuntimeFile(url('/remotes.json'), SHELL)).toBe(true);
    expect(isRuntimeFile(url('http://127.0.0.1:3011/remotes.json'), SHELL)).toBe(false);
  });

  it('keeps GETs under the API bases the page named, nothing else', () => {
    const bases = dataBasesOf(
      `${SHELL}/sw.js?data=${encodeURIComponent('http://127.0.0.1:3100/cockpit')}&data=%2Fopen-api`,
    );
    expect(bases).toEqual(['http://127.0.0.1:3100/cockpit', 'http://localhost:3000/open-api']);
    expect(isDataCall(url('http://127.0.0.1:3100/cockpit/jsc/index?year=2026'), 'GET', bases)).toBe(true);
    expect(isDataCall(url('/open-api/ksh/service/list'), 'GET', bases)).toBe(true);
    expect(isDataCall(url('http://127.0.0.1:3100/cockpit/jsc/index'), 'POST', bases)).toBe(false);
    expect(isDataCall(url('http://127.0.0.1:3100/cockpitx/jsc'), 'GET', bases)).toBe(false);
    expect(isDataCall(url('http://127.0.0.1:3200/fleet/walls/beat'), 'GET', bases)).toBe(false);
  });
});

test('a wall map from the fleet is kept; its other endpoints and other methods are not', () => {
  expect(isWallMap(new URL('http://fleet:8090/api/walls/w-1/maps/3'), 'GET')).toBe(true);
  expect(isWallMap(new URL('http://fleet:8090/api/walls/w-1/maps/3'), 'POST')).toBe(false);
  expect(isWallMap(new URL('http://fleet:8090/api/walls/w-1/sources/3/total'), 'GET')).toBe(false);
  expect(isWallMap(new URL('http://fleet:8090/api/maps/3'), 'GET')).toBe(false);
});
