const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ dir: __dirname, name: 'shell', host: true });
