const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'hub',
  exposes: {
    './index-page': './src/index-page.tsx',
    './headline': './src/panels/headline/index.ts',
  },
});
