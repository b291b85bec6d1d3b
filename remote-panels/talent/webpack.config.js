const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'talent',
  exposes: {
    './import-talent': './src/panels/import-talent/index.ts',
    './cultivate-talent': './src/panels/cultivate-talent/index.ts',
    './determine': './src/panels/determine/index.ts',
    './schools': './src/panels/schools/index.ts',
  },
});
