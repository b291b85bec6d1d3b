import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultLayouts } from './default-layouts';
import { ensureRuntimeFiles } from './runtime-files';

const ports = { host: '127.0.0.1', portBase: 3000, apiPort: 3100 };
const bundle = (name: string, portOffset: number) => ({
  name,
  dir: `remote-panels/${name}`,
  version: '1.0.0',
  portOffset,
});
const read = (dir: string, file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));

test('writes a default config, a manifest of every remote and the default layouts when absent', () => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-'));
  ensureRuntimeFiles(dir, [bundle('hub', 1), bundle('teams', 11)], ports);
  expect(read(dir, 'config.json')).toMatchObject({ apiHost: 'http://127.0.0.1:3100', layoutsUrl: '/layouts.json' });
  expect(read(dir, 'remotes.json').remotes.teams).toBe('http://127.0.0.1:3011/1.0.0/mf-manifest.json');
  expect(read(dir, 'layouts.json')).toEqual(defaultLayouts());
});

test("never overwrites the operator's layouts, even a broken file", () => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-'));
  writeFileSync(join(dir, 'layouts.json'), '{ "pages": {');
  ensureRuntimeFiles(dir, [bundle('hub', 1)], ports);
  expect(readFileSync(join(dir, 'layouts.json'), 'utf8')).toBe('{ "pages": {');
});

test("keeps the operator's entries and adds only remotes new to the workspace", () => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-'));
  writeFileSync(
    join(dir, 'remotes.json'),
    JSON.stringify({ remotes: { hub: 'http://cdn.test/hub/2.0.0/mf-manifest.json' } }),
  );
  expect(ensureRuntimeFiles(dir, [bundle('hub', 1), bundle('notices', 16)], ports)).toEqual(['notices']);
  expect(read(dir, 'remotes.json').remotes).toEqual({
    hub: 'http://cdn.test/hub/2.0.0/mf-manifest.json',
    notices: 'http://127.0.0.1:3016/1.0.0/mf-manifest.json',
  });
});

test('leaves a broken manifest alone for the operator to fix', () => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-'));
  writeFileSync(join(dir, 'remotes.json'), '{ broken');
  expect(ensureRuntimeFiles(dir, [bundle('hub', 1)], ports)).toEqual([]);
  expect(readFileSync(join(dir, 'remotes.json'), 'utf8')).toBe('{ broken');
});
