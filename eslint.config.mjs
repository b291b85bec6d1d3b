// ESLint here guards the architecture: dependencies flow one way (protocol ← all, shared-sdk ← remotes, shared-sdk ← shell),
// remotes never import the shell or each other, and panels reach the network and charts only through shared-sdk.
import tseslint from 'typescript-eslint';
import boundaries from './build-config/lib/eslint-boundaries.js';

// The remote rules live in @cockpit/build-config, so a team's scaffolded project lints with the same ones.
const { remoteRestrictions, remoteTestRestrictions, noInnerHtml } = boundaries;

const escapeRelative = ['../../../*', '../../../../*'];
const sdkNeverImportsServer = {
  group: ['@cockpit/api-server', '@cockpit/api-server/*', '**/api-server/**'],
  message:
    "The SDK's source never imports server code: contract tests start the server through shared-sdk/test/reference-server.ts.",
};

// The fleet service: a core (database, HTTP plumbing, push, replicas) beneath feature folders. The core never imports a
// feature; a feature reaches another only through that feature's index.ts, never a file inside it.
const SERVER = 'console/src/server';
const FEATURES = [
  'alerts',
  'audit',
  'canvas',
  'groups',
  'health',
  'layouts',
  'maps',
  'releases',
  'schedules',
  'security',
  'sign-in',
  'sources',
  'users',
  'walls',
];
const coreNeverImportsFeatures = {
  group: ['**/features', '**/features/**'],
  message: 'The core of the fleet service imports no feature: the entry point passes what it needs as arguments.',
};
const throughIndexOnly = (feature) => ({
  group: FEATURES.filter((other) => other !== feature).flatMap((other) =>
    ['../', '../../', '../../../'].map((up) => `${up}${other}/*`),
  ),
  message: 'Another feature is reached only through its index.ts (`../<feature>`), never a file inside it.',
});

// Product files never import a test harness (a `testing/` folder) or tools/: harnesses and tools sit on top of the
// product. A harness is a test, a file in a `testing/` or `test/` folder, a panel team's `test-utils`, or the console's
// dev preview (`console/src/web/dev/`, which starts services and screenshots pages). Its own rule name, so the
// per-package `no-restricted-imports` blocks below keep theirs.
const PRODUCT = [
  'shell/src',
  'shared-sdk/src',
  'remote-hub/src',
  'remote-xndx/src',
  'remote-panels/*/src',
  'console/src',
  'player/src',
  'api-server/src',
  'protocol/src',
];
const HARNESSES = [
  '**/*.test.{ts,tsx}',
  '**/*.spec.{ts,tsx}',
  '**/testing/**',
  '**/test/**',
  '**/test-utils.{ts,tsx}',
  'console/src/web/dev/**',
];
const productNeverImportsHarnesses = {
  files: PRODUCT.map((dir) => `${dir}/**/*.{ts,tsx}`),
  ignores: HARNESSES,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '(^|/)testing(/|$)',
            message: 'Product code never imports a test harness: a testing/ folder is for tests.',
          },
          {
            regex: '(^|/)tools(/|$)|^@cockpit/tools(/|$)',
            message: 'Product code never imports tools/: tools sits on top of the product.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'published/**',
      'runtime/**',
      'test-results/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  // typescript-eslint's recommended rules that use types, for every package. ESLint carries no style rule, so it and
  // Prettier cannot disagree (eslint-config-prettier would switch off nothing here).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      'no-debugger': 'error',
      'no-restricted-syntax': noInnerHtml,
      // Fastify plugins and hooks, Workbox plugins and the SDK's reader interfaces take `async` as their calling
      // convention (a Fastify plugin or hook without it is handed a `done` it must call); an async function with
      // nothing to await is not a defect here, and dropping `async` would change how it is called.
      '@typescript-eslint/require-await': 'off',
      // A leading underscore names what is left out on purpose: a property dropped by a rest pattern, a parameter an
      // interface passes.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // A `let` that callbacks made before its assignment read (the service's start wires them first) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Adding fields to a library's interface (axios's request config) is an empty interface that extends ours.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      // An abort's reason or a caught error is passed on as it came, as only-throw-error allows for `throw`.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    // Tests read parsed JSON replies (`await response.json()` is `any`) and check their shape with `expect`, which is
    // the test; typing each reply before the assertion that checks it would be a cast, not a check. They load the
    // build's plain-JS configs with `require`, as webpack and jest do, and hand jest's mocks their methods unbound.
    files: [
      '**/*.test.{ts,tsx}',
      'e2e/**/*.ts',
      'test/**/*.ts',
      'shared-sdk/test/**/*.ts',
      '**/testing/**/*.{ts,tsx}',
      '**/testing.ts',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // The scaffold's templates hold placeholders (`__PANEL__`) and belong to no TypeScript project until a team
    // scaffolds them; the declaration file types a plain JavaScript module.
    files: ['build-config/**/*.{ts,tsx}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['remote-panels/**/src/**/*.{ts,tsx}', 'remote-hub/src/**/*.{ts,tsx}', 'remote-xndx/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', remoteRestrictions] },
  },
  {
    files: [
      'remote-panels/**/src/**/*.test.{ts,tsx}',
      'remote-hub/src/**/*.test.{ts,tsx}',
      'remote-xndx/src/**/*.test.{ts,tsx}',
    ],
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
            {
              group: ['@cockpit/shell', '@cockpit/remote-*', '@cockpit/panels-*', '@cockpit/tools', ...escapeRelative],
              message: 'shared-sdk depends on no shell or remote.',
            },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|@sinclair/typebox(/|$)|zod(/|$))',
              message: '@cockpit/protocol imports nothing but @sinclair/typebox, zod and its own files.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@cockpit/remote-*', '@cockpit/panels-*', '*/remote-*/*'],
              message: 'The shell loads remotes at runtime, never imports them.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests of the core start the whole service (through testing/harness) and may set up a feature's rows.
    files: [`${SERVER}/core/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [coreNeverImportsFeatures] }] },
  },
  productNeverImportsHarnesses,
  ...FEATURES.map((feature) => ({
    files: [`${SERVER}/features/${feature}/**/*.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [throughIndexOnly(feature)] }] },
  })),
);
