const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'industry',
  exposes: {
    './checkin-industry': './src/panels/checkin-industry/index.ts',
    './checkout-industry': './src/panels/checkout-industry/index.ts',
    './chances': './src/panels/chances/index.ts',
  },
});
