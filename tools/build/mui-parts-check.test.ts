import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpack from 'webpack';
import { REPO_ROOT } from './topology';

// The build-config package is plain CommonJS (it runs inside webpack): loaded as its users load it.
const { createConfig } = require('../../build-config/lib/create-config') as {
  createConfig: (options: {
    dir: string;
    name: string;
    exposes: Record<string, string>;
  }) => (env: object, argv: object) => webpack.Configuration;
};

/** A one-panel remote beside the real ones (so it resolves the workspace's shared-sdk), built for production. */
function buildRemote(view: string): Promise<string[]> {
  const dir = mkdtempSync(join(REPO_ROOT, 'remote-panels/teams/.mui-check-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'mui-check', version: '1.0.0', dependencies: { '@cockpit/shared-sdk': 'workspace:*' } }),
  );
  writeFileSync(join(dir, 'src/view.tsx'), view);
  const config = createConfig({ dir, name: 'muicheck', exposes: { './view': './src/view.tsx' } })(
    {},
    { mode: 'production' },
  );
  return new Promise((resolve, reject) => {
    webpack({ ...config, optimization: { minimize: false } }).run((error, stats) => {
      rmSync(dir, { recursive: true, force: true });
      if (error || !stats) reject(error ?? new Error('webpack gave no stats'));
      else resolve(stats.compilation.errors.map((e) => e.message));
    });
  });
}

test('a remote importing a MUI part the SDK does not provide fails its build, naming the part', async () => {
  const errors = await buildRemote(
    'import { Box, Chip } from \'@mui/material\';\nexport const View = () => <Box><Chip label="x" /></Box>;\n',
  );
  expect(errors).toHaveLength(1);
  expect(errors[0]).toContain('@mui/material 的 Chip 不在大屏提供的 MUI 部件中');
}, 60_000);

test('a remote importing only provided MUI parts builds', async () => {
  expect(
    await buildRemote(
      "import { Box, ButtonBase } from '@mui/material';\nexport const View = () => <Box><ButtonBase /></Box>;\n",
    ),
  ).toEqual([]);
}, 60_000);
