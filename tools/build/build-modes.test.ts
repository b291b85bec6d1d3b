import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './topology';

type SharedConfig = Record<string, { import?: string | false; singleton?: boolean; eager?: boolean; version?: string }>;
const { sharedDeps } = require('../../build-config/lib/shared-deps') as {
  sharedDeps: (dir: string, options?: { host?: boolean }) => SharedConfig;
};
const { remoteModules } = require('../../build-config/lib/monolith') as {
  remoteModules: (root: string) => Record<string, string>;
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (entry === 'node_modules' || entry.startsWith('dist')) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

test('a remote ships no copy of a shared library: the shell provides every one', () => {
  const shared = sharedDeps(join(REPO_ROOT, 'remote-panels/teams'));
  expect(Object.values(shared).every((config) => config.import === false && config.singleton)).toBe(true);
  const host = sharedDeps(join(REPO_ROOT, 'shell'), { host: true });
  expect(Object.values(host).every((config) => config.import !== false && config.eager)).toBe(true);
});

test('the shell provides as @mui/material only the MUI parts in use, and every part any bundle imports is there', () => {
  const mui = sharedDeps(join(REPO_ROOT, 'shell'), { host: true })['@mui/material'];
  expect(mui.import).toBe(join(REPO_ROOT, 'shared-sdk/src/mui-parts.ts'));
  expect(mui.version).toMatch(/^\d+\.\d+\.\d+/);
  const parts = readFileSync(mui.import as string, 'utf8');
  const exported = new Set(
    [...parts.matchAll(/export \{ (?:default as )?([\w, ]+) \}/g)].flatMap((m) => m[1].split(/,\s*/)),
  );
  const imported = new Set<string>();
  for (const dir of ['shell/src', 'shared-sdk/src', 'remote-hub/src', 'remote-xndx/src', 'remote-panels']) {
    for (const file of sources(join(REPO_ROOT, dir))) {
      for (const [, names] of readFileSync(file, 'utf8').matchAll(/^import \{([^}]*)\} from '@mui\/material'/gm)) {
        for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]))
          if (name && !name.startsWith('type ')) imported.add(name);
      }
    }
  }
  expect(imported.size).toBeGreaterThan(10);
  expect([...imported].filter((name) => !exported.has(name))).toEqual([]);
});

test('the monolith links every module every remote exposes, from its source', () => {
  const modules = remoteModules(REPO_ROOT);
  expect(modules['hub/index-page']).toBe(join(REPO_ROOT, 'remote-hub/src/index-page.tsx'));
  expect(modules['devices/transfers']).toBe(join(REPO_ROOT, 'remote-panels/devices/src/panels/transfers/index.ts'));
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(29);
  expect(Object.values(modules).every((file) => existsSync(file))).toBe(true);
});
