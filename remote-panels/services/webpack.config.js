const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'services',
  exposes: {
    './introduce': './src/panels/introduce/index.ts',
    './evaluation': './src/panels/evaluation/index.ts',
    './service-overview': './src/panels/service-overview/index.ts',
    './handling': './src/panels/handling/index.ts',
  },
});
