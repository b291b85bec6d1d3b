const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'devices',
  exposes: {
    './categories': './src/panels/categories/index.ts',
    './status': './src/panels/status/index.ts',
    './utilization': './src/panels/utilization/index.ts',
    './reserve-trend': './src/panels/reserve-trend/index.ts',
    './reservations': './src/panels/reservations/index.ts',
    './transfers': './src/panels/transfers/index.ts',
  },
});
