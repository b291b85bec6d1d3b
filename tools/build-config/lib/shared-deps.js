// Libraries shared as singletons between the shell and every remote: one copy per page.
// Remotes fall back to their own copy only when the host has not provided one (loaded-first).
const { resolveSdk } = require('./build-identity');

function sharedDeps(pkgDir) {
  const pkg = require(`${pkgDir}/package.json`);
  const deps = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const range = (name, fallback) => (/^[\^~<>=\d]/.test(deps[name] || '') ? deps[name] : fallback);
  const singleton = (name, fallback) => ({ singleton: true, requiredVersion: range(name, fallback) });
  const sdk = resolveSdk(pkgDir);
  return {
    react: singleton('react', '^19.2.0'),
    'react/': singleton('react', '^19.2.0'),
    'react-dom': singleton('react-dom', '^19.2.0'),
    'react-dom/': singleton('react-dom', '^19.2.0'),
    'react-router-dom': singleton('react-router-dom', '^7.0.0'),
    '@mui/material': singleton('@mui/material', '^9.0.0'),
    '@emotion/react': singleton('@emotion/react', '^11.14.0'),
    '@emotion/styled': singleton('@emotion/styled', '^11.14.0'),
    '@tanstack/react-query': singleton('@tanstack/react-query', '^5.0.0'),
    rxjs: singleton('rxjs', '^7.8.0'),
    dayjs: singleton('dayjs', '^1.11.0'),
    // The shell checks each remote's shared-sdk range itself (a clear slot message, not a console warning).
    '@cockpit/shared-sdk': { singleton: true, requiredVersion: sdk ? `^${sdk.version}` : '^1.0.0' },
  };
}

module.exports = { sharedDeps };
