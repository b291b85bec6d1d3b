// ESLint here guards the architecture: dependencies flow one way (protocol ← all, shared-sdk ← remotes, shared-sdk ← shell),
// remotes never import the shell or each other, and panels reach the network and charts only through shared-sdk.
import tseslint from 'typescript-eslint';
import boundaries from './build-config/lib/eslint-boundaries.js';

// The remote rules live in @cockpit/build-config, so a team's scaffolded project lints with the same ones.
const { remoteRestrictions, remoteTestRestrictions, noInnerHtml } = boundaries;

const escapeRelative = ['../../../*', '../../../../*'];
const sdkNeverImportsServer = {
  group: ['@cockpit/api-server', '@cockpit/api-server/*', '**/api-server/**'],
  message: "The SDK's source never imports server code: contract tests start the server through shared-sdk/test/reference-server.ts.",
};

// The fleet service: a core (database, HTTP plumbing, push, replicas) beneath feature folders. The core never imports a
// feature; a feature reaches another only through that feature's index.ts, never a file inside it.
const SERVER = 'console/src/server';
const FEATURES = ['alerts', 'audit', 'canvas', 'groups', 'health', 'layouts', 'releases', 'schedules', 'security', 'sign-in', 'sources', 'users', 'walls'];
const coreNeverImportsFeatures = {
  group: ['**/features', '**/features/**'],
  message: 'The core of the fleet service imports no feature: the entry point passes what it needs as arguments.',
};
const throughIndexOnly = (feature) => ({
  group: FEATURES.filter((other) => other !== feature).flatMap((other) => ['../', '../../', '../../../'].map((up) => `${up}${other}/*`)),
  message: "Another feature is reached only through its index.ts (`../<feature>`), never a file inside it.",
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'published/**', 'runtime/**', 'test-results/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      'no-debugger': 'error',
      'no-restricted-syntax': noInnerHtml,
    },
  },
  {
    files: ['remote-panels/**/src/**/*.{ts,tsx}', 'remote-hub/src/**/*.{ts,tsx}', 'remote-xndx/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', remoteRestrictions] },
  },
  {
    files: ['remote-panels/**/src/**/*.test.{ts,tsx}', 'remote-hub/src/**/*.test.{ts,tsx}', 'remote-xndx/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', remoteTestRestrictions] },
  },
  {
    files: ['shared-sdk/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@cockpit/shell', '@cockpit/remote-*', '@cockpit/panels-*', '@cockpit/tools', ...escapeRelative], message: 'shared-sdk depends on no shell or remote.' },
            sdkNeverImportsServer,
          ],
        },
      ],
    },
  },
  {
    // Contract tests reach the reference server only through shared-sdk/test/reference-server.ts.
    files: ['shared-sdk/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sdkNeverImportsServer] }] },
  },
  {
    // The wire protocol is the bottom floor: walls, the player and the service import it, and it imports only its
    // schema library (TypeBox, which the service's routes validate with) and zod.
    files: ['protocol/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./|@sinclair/typebox(/|$)|zod(/|$))', message: '@cockpit/protocol imports nothing but @sinclair/typebox, zod and its own files.' }] }],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@cockpit/remote-*', '@cockpit/panels-*', '*/remote-*/*'], message: 'The shell loads remotes at runtime, never imports them.' }] }],
    },
  },
  {
    // Tests of the core start the whole service (through testing/harness) and may set up a feature's rows.
    files: [`${SERVER}/core/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [coreNeverImportsFeatures] }] },
  },
  ...FEATURES.map((feature) => ({
    files: [`${SERVER}/features/${feature}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughIndexOnly(feature)] }] },
  })),
);
