import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jsBreakdown, type Origin } from './bench-bytes';

function build(name: string, report: Record<string, Record<string, number>>): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'bench-bytes-')), name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, '.chunk-report.json'), JSON.stringify(report));
  return dir;
}

const shell = build('shell', {
  'main.js': { 'react-dom': 2000, '@module-federation/runtime-core': 1000, '@module-federation/sdk': 2000 },
  'echarts.js': { echarts: 6000, zrender: 2000 },
});
const teams = build('teams', {
  'remoteEntry.js': { '@module-federation/sdk': 3000, 'webpack runtime': 1000 },
  'panel.js': { 'remote-panels/teams': 1500, 'react-dom': 1500 },
});
const locate = (url: string): Origin | undefined => {
  const { host, pathname } = new URL(url);
  return {
    bundle: host === 'shell' ? 'shell' : 'teams',
    dir: host === 'shell' ? shell : teams,
    file: pathname.slice(1),
  };
};
const shipped = [
  { url: 'http://shell/main.js', bytes: 4000 },
  { url: 'http://shell/echarts.js', bytes: 8000 },
  { url: 'http://shell/config.json', bytes: 300 },
  { url: 'http://teams/remoteEntry.js', bytes: 2000 },
  { url: 'http://teams/panel.js', bytes: 1000 },
];

test('a first view is counted in JS bytes, per bundle and per library (a file split by its chunk report)', () => {
  const js = jsBreakdown(shipped, locate);
  expect(js.bytes).toBe(15_000);
  expect(js.files).toBe(4);
  expect(Object.fromEntries(js.byBundle)).toEqual({ shell: 12_000, teams: 3000 });
  expect(js.byLibrary.get('echarts')).toBe(8000);
  expect(js.byLibrary.get('react-dom')).toBe(2100);
  expect(js.byLibrary.get('MF runtime (core)')).toBe(800);
  expect(js.byLibrary.get('MF container glue')).toBe(3600);
});

test('a library shipped by two bundles is named, per-container federation glue is not', () => {
  expect(jsBreakdown(shipped, locate).twice).toEqual(['react-dom (shell, teams)']);
});
