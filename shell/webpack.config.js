const { createConfig } = require('../tools/webpack/create-config');
const { withMonolith } = require('../tools/webpack/monolith');

// `--env monolith` builds the same shell with every remote's modules linked in statically (benchmark baseline).
module.exports = withMonolith(createConfig({ dir: __dirname, name: 'shell', host: true }), __dirname);
