const { createConfig } = require('@cockpit/build-config');

module.exports = createConfig({
  dir: __dirname,
  name: 'widgets',
  exposes: {
    './number': './src/panels/number/index.ts',
    './chart': './src/panels/chart/index.ts',
    './pie': './src/panels/pie/index.ts',
    './ranking': './src/panels/ranking/index.ts',
    './board': './src/panels/board/index.ts',
    './text': './src/panels/text/index.ts',
    './gauge': './src/panels/gauge/index.ts',
    './map': './src/panels/map/index.ts',
  },
});
