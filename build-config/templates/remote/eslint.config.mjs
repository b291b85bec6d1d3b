// The import rules every Cockpit remote follows (the same as in the Cockpit workspace): only @cockpit/shared-sdk,
// react and @mui/material; the network, the cache and charts come through the SDK.
import boundaries from '@cockpit/build-config/eslint-boundaries';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', '**/*.js', '**/*.mjs'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    rules: {
      'no-restricted-imports': ['error', boundaries.remoteRestrictions],
      'no-restricted-syntax': boundaries.noInnerHtml,
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', boundaries.remoteTestRestrictions] },
  },
);
