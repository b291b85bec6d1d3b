const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'teams',
  exposes: {
    './running-teams': './src/panels/running-teams/index.ts',
    './team-directory': './src/panels/team-directory/index.ts',
    './institutions': './src/panels/institutions/index.ts',
  },
});
