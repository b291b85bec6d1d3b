// Libraries shared as singletons between the shell and every remote: one copy per page.
// The shell provides them all (eagerly, in main.js); a remote carries no copy of its own
// (`import: false`), so its build compiles only its own code and no library loads twice.
// react-query, rxjs, zod, echarts and the router are not shared: remotes reach them only through
// shared-sdk, which comes from the shell's build, so they live there once and are tree-shaken.
// dayjs stays shared because its locale (zh-cn) is state of the one copy the shell configures.
const path = require('node:path');
const { resolveSdk } = require('./build-identity');
const { muiPartsModule } = require('./mui-parts');

const resolveFrom = (pkgDir, request) => require.resolve(request, { paths: [pkgDir] });

/**
 * @param {string} pkgDir  the bundle's package folder
 * @param {{ host?: boolean }} [options]  host: the shell, which provides every shared library
 */
function sharedDeps(pkgDir, { host = false } = {}) {
  const pkg = require(`${pkgDir}/package.json`);
  const deps = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  const range = (name, fallback) => (/^[\^~<>=\d]/.test(deps[name] || '') ? deps[name] : fallback);
  const provided = host ? { eager: true } : { import: false };
  const singleton = (name, fallback) => ({ singleton: true, requiredVersion: range(name, fallback), ...provided });
  const sdk = resolveSdk(pkgDir);
  // A shared barrel is never tree-shaken: the shell provides `@mui/material` as the SDK's parts module.
  const mui = host
    ? { import: muiPartsModule(pkgDir), version: require(resolveFrom(pkgDir, '@mui/material/package.json')).version }
    : {};
  return {
    react: singleton('react', '^19.2.0'),
    'react/': singleton('react', '^19.2.0'),
    'react-dom': singleton('react-dom', '^19.2.0'),
    'react-dom/': singleton('react-dom', '^19.2.0'),
    '@mui/material': { ...singleton('@mui/material', '^9.0.0'), ...mui },
    '@emotion/react': singleton('@emotion/react', '^11.14.0'),
    '@emotion/styled': singleton('@emotion/styled', '^11.14.0'),
    dayjs: singleton('dayjs', '^1.11.0'),
    // The shell checks each remote's shared-sdk range itself (a clear slot message, not a console warning).
    '@cockpit/shared-sdk': { singleton: true, requiredVersion: sdk ? `^${sdk.version}` : '^2.0.0', ...provided },
  };
}

module.exports = { sharedDeps };
