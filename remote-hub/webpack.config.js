const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'hub',
  exposes: {
    './index-page': './src/index-page.tsx',
    './headline': './src/panels/headline/index.ts',
  },
});
