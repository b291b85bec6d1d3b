// ESLint here guards the architecture: dependencies flow one way (shared-sdk ← remotes, shared-sdk ← shell),
// remotes never import the shell or each other, and panels reach the network and charts only through shared-sdk.
import tseslint from 'typescript-eslint';

const otherPackages = ['@cockpit/shell', '@cockpit/remote-*', '@cockpit/panels-*', '@cockpit/api-server', '@cockpit/tools'];
const escapeRelative = ['../../../*', '../../../../*'];
const sdkNeverImportsServer = {
  group: ['@cockpit/api-server', '@cockpit/api-server/*', '**/api-server/**'],
  message: "The SDK's source never imports server code: contract tests start the server through shared-sdk/test/reference-server.ts.",
};

const remoteRestrictions = {
  patterns: [
    { group: otherPackages, message: 'A remote imports only @cockpit/shared-sdk: never the shell or another remote.' },
    { group: ['*/shell/*', '*/remote-hub/*', '*/remote-xndx/*', '*/remote-panels/*', '*/shared-sdk/src/*'], message: 'No reaching into another package by path.' },
    { group: ['echarts', 'echarts/*'], message: 'Use EChart from @cockpit/shared-sdk (one shared, tree-shaken echarts).' },
    { group: ['axios', '@tanstack/react-query'], message: 'Fetch through the typed API and hooks of @cockpit/shared-sdk.' },
    { group: ['@mui/material/*'], message: "Import MUI from the shared root: import { Box } from '@mui/material'." },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'published/**', 'runtime/**', 'test-results/**', 'coverage/**', '**/*.js', '**/*.mjs'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      'no-debugger': 'error',
      'no-restricted-syntax': ['error', { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'API text is rendered as text, never as HTML.' }],
    },
  },
  {
    files: ['remote-panels/**/src/**/*.{ts,tsx}', 'remote-hub/src/**/*.{ts,tsx}', 'remote-xndx/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', remoteRestrictions] },
  },
  {
    files: ['remote-panels/**/src/**/*.test.{ts,tsx}', 'remote-hub/src/**/*.test.{ts,tsx}', 'remote-xndx/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [remoteRestrictions.patterns[0], remoteRestrictions.patterns[1]] }] },
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
    files: ['shell/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@cockpit/remote-*', '@cockpit/panels-*', '*/remote-*/*'], message: 'The shell loads remotes at runtime, never imports them.' }] }],
    },
  },
);
