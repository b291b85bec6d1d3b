const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({ dir: __dirname, name: 'shell', host: true });
