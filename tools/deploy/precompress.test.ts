import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressTree } from './precompress';

const script = 'export const panel = { title: "在孵团队", refreshMs: 60000 };\n'.repeat(40);

test('each asset gets .gz and .br siblings that decode to the same bytes, in subfolders too', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'remotes/teams/1.0.0'), { recursive: true });
  writeFileSync(join(dir, 'remotes/teams/1.0.0/remoteEntry.js'), script);
  await precompressTree(dir);
  const file = join(dir, 'remotes/teams/1.0.0/remoteEntry.js');
  expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
  expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
});

test('the editable runtime files are never precompressed, so an edit cannot be shadowed by a stale copy', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  const big = JSON.stringify({
    remotes: Object.fromEntries(
      Array.from({ length: 40 }, (_, i) => [`r${i}`, `/remotes/r${i}/1.0.0/mf-manifest.json`]),
    ),
  });
  for (const file of ['config.json', 'remotes.json', 'layouts.json', 'mf-manifest.json'])
    writeFileSync(join(dir, file), big);
  await precompressTree(dir);
  expect(existsSync(join(dir, 'config.json.gz'))).toBe(false);
  expect(existsSync(join(dir, 'remotes.json.br'))).toBe(false);
  expect(existsSync(join(dir, 'layouts.json.gz'))).toBe(false);
  expect(existsSync(join(dir, 'mf-manifest.json.gz'))).toBe(true);
});

test('tiny files and files that do not compress are left alone', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  writeFileSync(join(dir, 'tiny.js'), 'export {};');
  writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7));
  expect((await precompressTree(dir)).files).toBe(0);
  expect(existsSync(join(dir, 'tiny.js.gz'))).toBe(false);
});
