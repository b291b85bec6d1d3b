// Libraries shared as singletons between the shell and every remote: one copy per page.
// The shell provides them all; a remote carries no copy of its own (`import: false`), so its build
// compiles only its own code and no library can load twice. Libraries only the shell and shared-sdk
// use (react-query, rxjs, dayjs, zod, echarts, the router) are not shared at all: shared-sdk comes
// from the shell's build, so they live there once and are tree-shaken like any other import.
const path = require('node:path');

const resolveFrom = (pkgDir, request) => require.resolve(request, { paths: [pkgDir] });

/** The module the shell provides as `@mui/material`: only the MUI parts in use (a shared barrel is never tree-shaken). */
function muiParts(pkgDir) {
  return path.join(path.dirname(resolveFrom(pkgDir, '@cockpit/shared-sdk/package.json')), 'src/mui-parts.ts');
}

/**
 * @param {string} pkgDir  the bundle's package folder
 * @param {{ host?: boolean }} [options]  host: the shell, which provides every shared library
 */
function sharedDeps(pkgDir, { host = false } = {}) {
  const deps = require(`${pkgDir}/package.json`).dependencies || {};
  const version = (name, fallback) => deps[name] || fallback;
  const provided = host ? { eager: true } : { import: false };
  const singleton = (name, fallback) => ({ singleton: true, requiredVersion: version(name, fallback), ...provided });
  const muiVersion = require(resolveFrom(pkgDir, '@mui/material/package.json')).version;
  return {
    react: singleton('react', '^19.2.0'),
    'react/': singleton('react', '^19.2.0'),
    'react-dom': singleton('react-dom', '^19.2.0'),
    'react-dom/': singleton('react-dom', '^19.2.0'),
    '@mui/material': { ...singleton('@mui/material', '^9.0.0'), ...(host ? { import: muiParts(pkgDir), version: muiVersion } : {}) },
    '@emotion/react': singleton('@emotion/react', '^11.14.0'),
    '@emotion/styled': singleton('@emotion/styled', '^11.14.0'),
    '@cockpit/shared-sdk': { singleton: true, requiredVersion: '^1.0.0', ...provided },
  };
}

module.exports = { sharedDeps };
