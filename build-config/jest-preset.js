// Jest preset for a panel remote: TypeScript through ts-jest, jsdom, shared-sdk's ESM build compiled
// too, and echarts replaced by a recorder (no canvas/SVG layout in jsdom).
const path = require('node:path');

module.exports = {
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    // rootDir '/': the files jest compiles include shared-sdk's build wherever the package manager put it.
    '^.+\\.[tj]sx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          allowJs: true,
          esModuleInterop: true,
          isolatedModules: true,
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
          rootDir: '/',
        },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?@cockpit/)'],
  moduleNameMapper: { '^echarts/(core|charts|components|renderers)$': path.join(__dirname, 'lib/echarts-stub.js') },
  testEnvironmentOptions: { customExportConditions: ['node', 'require', 'default'] },
  setupFilesAfterEnv: [path.join(__dirname, 'lib/jest-setup.js')],
};
