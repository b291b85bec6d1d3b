/**
 * @cockpit/build-config: the webpack + Module Federation configuration of every Cockpit bundle.
 * A panel team's webpack.config.js:
 *   const { createConfig } = require('@cockpit/build-config');
 *   module.exports = createConfig({ dir: __dirname, name: 'teams', exposes: { './running-teams': './src/panels/running-teams/index.ts' } });
 */
const { createConfig, publishVersion } = require('./lib/create-config');
const { sharedDeps } = require('./lib/shared-deps');
const { buildIdentity } = require('./lib/build-identity');
const { withMonolith } = require('./lib/monolith');

module.exports = { createConfig, sharedDeps, buildIdentity, publishVersion, withMonolith };
