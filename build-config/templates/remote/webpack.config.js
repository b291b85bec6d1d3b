const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: '__REMOTE__',
  exposes: {
    __EXPOSES__,
  },
});
