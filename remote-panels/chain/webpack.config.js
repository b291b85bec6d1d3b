const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'chain',
  exposes: {
    './industry-chain': './src/panels/industry-chain/index.ts',
    './investment': './src/panels/investment/index.ts',
    './tech-services': './src/panels/tech-services/index.ts',
  },
});
