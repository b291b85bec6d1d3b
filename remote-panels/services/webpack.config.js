const { createConfig } = require('@cockpit/build-config');

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
