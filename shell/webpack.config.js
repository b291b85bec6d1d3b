const { createConfig, withMonolith } = require('@cockpit/build-config');

// `--env monolith` builds the same shell with every remote's modules linked in statically (benchmark baseline).
module.exports = withMonolith(createConfig({ dir: __dirname, name: 'shell', host: true }), __dirname);
