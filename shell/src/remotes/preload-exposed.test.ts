import { dropPreloads, preloadScripts, remoteScripts } from './preload-exposed';

const manifest = (publicPath: string, path = '') => ({
  metaData: { publicPath, remoteEntry: { name: 'remoteEntry.js', path } },
  exposes: [
    { name: 'import-talent', assets: { js: { sync: [], async: ['lazy.0badf00d.js'] } } },
    { name: 'schools', assets: { js: { sync: ['panels.84776d7e.js'], async: [] } } },
    { name: 'determine', assets: { js: { sync: ['panels.84776d7e.js'], async: [] } } },
  ],
});

test('a remote’s scripts are its entry and every file its modules need at once, beside the manifest ("auto")', () => {
  expect(remoteScripts(manifest('auto'), 'http://cdn.test/talent/1.2.0/mf-manifest.json?v=1')).toEqual([
    'http://cdn.test/talent/1.2.0/remoteEntry.js',
    'http://cdn.test/talent/1.2.0/panels.84776d7e.js',
  ]);
});

test('a manifest with its own public path and entry folder is followed', () => {
  expect(remoteScripts(manifest('https://static.test/t/', 'js/'), 'http://cdn.test/talent/mf-manifest.json')).toEqual([
    'https://static.test/t/js/remoteEntry.js',
    'https://static.test/t/panels.84776d7e.js',
  ]);
});

test('a manifest that names no entry starts nothing (MF reports it when it loads)', () => {
  expect(remoteScripts({ metaData: {} }, 'http://cdn.test/x/mf-manifest.json')).toEqual([]);
  expect(remoteScripts('not a manifest', 'http://cdn.test/x/mf-manifest.json')).toEqual([]);
});

test('each script is preloaded once as a script, and its links go once the remote has loaded', () => {
  preloadScripts(['http://cdn.test/a/1/remoteEntry.js', 'http://cdn.test/a/1/panels.js']);
  preloadScripts(['http://cdn.test/a/1/panels.js', 'http://cdn.test/b/1/remoteEntry.js']);
  const links = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]')].map((l) => `${l.as} ${l.href}`);
  expect(links()).toEqual([
    'script http://cdn.test/a/1/remoteEntry.js',
    'script http://cdn.test/a/1/panels.js',
    'script http://cdn.test/b/1/remoteEntry.js',
  ]);
  dropPreloads('http://cdn.test/a/1/');
  expect(links()).toEqual(['script http://cdn.test/b/1/remoteEntry.js']);
});
