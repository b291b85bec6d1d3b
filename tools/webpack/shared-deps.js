// Libraries shared as singletons between the shell and every remote: one copy per page.
// Remotes fall back to their own copy only when the host has not provided one (loaded-first).
function sharedDeps(pkgDir) {
  const deps = require(`${pkgDir}/package.json`).dependencies || {};
  const version = (name, fallback) => deps[name] || fallback;
  const singleton = (name, fallback) => ({ singleton: true, requiredVersion: version(name, fallback) });
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
    '@cockpit/shared-sdk': { singleton: true, requiredVersion: '^1.0.0' },
  };
}

module.exports = { sharedDeps };
