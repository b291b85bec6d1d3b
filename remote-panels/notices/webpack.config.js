const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'notices',
  exposes: {
    './notices': './src/panels/notices/index.ts',
    './activity-by-month': './src/panels/activity-by-month/index.ts',
  },
});
