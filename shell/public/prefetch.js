// Starts the shell's runtime files while main.js is still loading and evaluating: config.json, then
// remotes.json, then the mf-manifest.json of every remote the route shows, and (federated build only)
// the code of the route's index page as soon as its manifest names it. The shell takes each response
// once (shell/src/config/prefetched.ts) and validates it exactly as one it fetched itself; anything
// here that fails is left for the shell to fetch again and report. Plain ES5, no imports.
(function () {
  var table = (window.__cockpitPrefetched = {});
  var script = document.currentScript;
  // The monolith links every remote's code into main.js (data-remotes="linked"): no remote code to start.
  var federated = !script || script.getAttribute('data-remotes') !== 'linked';
  var params = new URLSearchParams(location.search);
  var path = location.pathname.replace(/\/+$/, '') || '/';
  // What the shell's routes load first: the index page of `/` and `/xndx`, the previewed panel.
  var INDEX = { '/': 'hub/index-page', '/xndx': 'xndx/index-page' };
  var first = path === '/preview' ? params.get('panel') : INDEX[path];
  if (!first) return;
  var firstRemote = first.split('/')[0];

  function absolute(url, base) {
    return new URL(url, base).href;
  }
  // A response handed to the shell; a failure here is the shell's to report, never an unhandled rejection.
  function start(url, cache) {
    var response = fetch(url, { cache: cache });
    response.catch(function () {});
    table[url] = response;
    return response
      .then(function (r) {
        return r.ok ? r.clone().json() : undefined;
      })
      .catch(function () {});
  }
  function preloadScript(href) {
    if (document.querySelector('link[rel="preload"][href="' + href + '"]')) return;
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    link.setAttribute('data-cockpit-preload', '');
    document.head.appendChild(link);
  }
  // The files MF loads for the remote's modules, named by its manifest (as shell/src/remotes/preload-exposed.ts).
  function preloadRemote(manifest, manifestUrl) {
    var meta = manifest.metaData || {};
    var entry = meta.remoteEntry || {};
    var base = meta.publicPath && meta.publicPath !== 'auto' ? meta.publicPath : manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/');
    if (typeof entry.name !== 'string') return;
    preloadScript(absolute((entry.path ? entry.path.replace(/\/$/, '') + '/' : '') + entry.name, base));
    (manifest.exposes || []).forEach(function (e) {
      if (e.assets && e.assets.js) (e.assets.js.sync || []).forEach(function (file) { preloadScript(absolute(file, base)); });
    });
  }

  var configUrl = absolute(params.get('config') || '/config.json', location.href);
  start(configUrl, 'no-store')
    .then(function (config) {
      if (!config || typeof config.manifestUrl !== 'string') return;
      var manifestUrl = absolute(config.manifestUrl, location.href);
      return start(manifestUrl, 'no-store').then(function (manifest) {
        var remotes = manifest && manifest.remotes;
        if (!remotes || typeof remotes !== 'object') return;
        Object.keys(remotes).forEach(function (name) {
          // A wall shows many remotes' panels, a preview one: only the manifests the route reads.
          if (typeof remotes[name] !== 'string' || (path === '/preview' && name !== firstRemote)) return;
          var url = absolute(remotes[name], manifestUrl);
          var read = start(url, 'no-cache');
          if (!federated || name !== firstRemote) return;
          read
            .then(function (m) {
              if (m) preloadRemote(m, url);
            })
            .catch(function () {});
        });
      });
    })
    .catch(function () {});
})();
