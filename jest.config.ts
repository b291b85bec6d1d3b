import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Config } from 'jest';

const root = __dirname;

/** Test files `npm test` runs in a jest of their own beside the browser tests (`COCKPIT_JEST_APART=1` leaves them out). */
const RUN_APART = ['/deploy/nginx-fleet-hang-rounds\\.test\\.ts$'];

/**
 * ESM-only packages the console server loads (openid-client and what it imports, otplib's base32 and hashes): jest's CommonJS sandbox cannot
 * require them on Node 20, so ts-jest compiles them to CommonJS like our own sources. The service itself runs them as
 * ESM under tsx.
 */
const ESM_PACKAGES = '(openid-client|oauth4webapi|jose|@scure\\+base|@noble\\+hashes)';
const esmTransform: Config = {
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: join(root, 'tsconfig.jest.json') }],
    [`/node_modules/\\.pnpm/${ESM_PACKAGES}@[^/]+/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: join(root, 'tsconfig.jest-esm.json') },
    ],
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/\\.pnpm/${ESM_PACKAGES}@).*/node_modules/`],
};

function project(dir: string, testEnvironment: 'jsdom' | 'node', name = dir, sources = 'src'): Config {
  return {
    displayName: name,
    rootDir: join(root, dir),
    testEnvironment,
    // The machine is shared and has two cores; a server-backed test may need more than jest's 5 s (a PGlite service
    // start took over 30 s with the load average at 20).
    testTimeout: 60_000,
    transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: join(root, 'tsconfig.jest.json') }] },
    testMatch: [`<rootDir>/${sources}/**/*.test.ts?(x)`],
    setupFilesAfterEnv: testEnvironment === 'jsdom' ? [join(root, 'jest.setup-dom.ts')] : [],
    // axios and friends ship an ESM browser build; jest runs CommonJS, so resolve the node/require one.
    moduleNameMapper: { '^echarts/(core|charts|components|renderers)$': join(root, 'test/echarts-stub.ts') },
    testEnvironmentOptions:
      testEnvironment === 'jsdom' ? { customExportConditions: ['node', 'require', 'default'] } : {},
  };
}

const config: Config = {
  testTimeout: 60_000,
  // A worker per core: jest's default (cores − 1) is one worker on a two-core machine, and most files spend their time
  // starting jsdom, a service or a database rather than computing, so the second core is worth more than the headroom.
  maxWorkers: availableParallelism(),
  globalSetup: join(root, 'test/jest-postgres.cjs'),
  globalTeardown: join(root, 'test/jest-postgres-teardown.cjs'),
  projects: [
    project('shared-sdk', 'jsdom'),
    project('shell', 'jsdom', 'shell', '{src,build}'),
    project('remote-hub', 'jsdom'),
    project('remote-xndx', 'jsdom'),
    project('api-server', 'node'),
    { ...project('console', 'node', 'console-server', 'src/{server,protocol}'), ...esmTransform },
    project('console', 'jsdom', 'console-web', 'src/web'),
    // tools' and the player's tests start the console server in-process, so they load openid-client too.
    {
      ...project('tools', 'node', 'tools', '{bench,build,cli,deploy,dev,docs-check}'),
      ...esmTransform,
      // `npm test` runs these beside the browser tests (they spend minutes waiting out a stopped replica).
      testPathIgnorePatterns: process.env.COCKPIT_JEST_APART ? [...RUN_APART] : [],
    },
    { ...project('player', 'node'), ...esmTransform },
    project('remote-panels/teams', 'jsdom'),
    project('remote-panels/talent', 'jsdom'),
    project('remote-panels/chain', 'jsdom'),
    project('remote-panels/industry', 'jsdom'),
    project('remote-panels/services', 'jsdom'),
    project('remote-panels/notices', 'jsdom'),
    project('remote-panels/devices', 'jsdom'),
    project('remote-panels/widgets', 'jsdom'),
  ].filter((p) => existsSync(p.rootDir as string)),
};

export default config;
