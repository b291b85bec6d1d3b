// prefetch.js's worker: reads config.json, then remotes.json and layouts.json, then the manifests the route reads, off
// the main thread, so the chain runs on while main.js is parsed and evaluated. Each response goes back
// whole (status, type, body); the shell validates it as one it fetched itself. Plain ES5, no imports.
self.onmessage = function (event) {
  var task = event.data;

  function post(message) {
    self.postMessage(message);
  }
  // Reads one file and hands it over; resolves its JSON when it is usable, else undefined.
  function read(url, cache) {
    post({ type: 'start', url: url });
    return fetch(url, { cache: cache })
      .then(
        function (r) {
          return r.text().then(function (body) {
            post({
              type: 'done',
              url: url,
              status: r.status,
              statusText: r.statusText,
              contentType: r.headers.get('content-type'),
              body: body,
            });
            return r.ok ? JSON.parse(body) : undefined;
          });
        },
        function (error) {
          post({ type: 'fail', url: url, message: error && error.message ? error.message : String(error) });
        },
      )
      .catch(function () {});
  }
  // The scripts MF loads for a remote's modules (as shell/src/remotes/preload-exposed.ts reads them).
  function scriptsOf(manifest, manifestUrl) {
    var meta = manifest.metaData || {};
    var entry = meta.remoteEntry || {};
    var base = new URL(
      meta.publicPath && meta.publicPath !== 'auto'
        ? meta.publicPath
        : manifestUrl.replace(/[?#].*$/, '').replace(/\/[^/]+$/, '/'),
      manifestUrl,
    ).href;
    if (typeof entry.name !== 'string') return [];
    var urls = [new URL((entry.path ? entry.path.replace(/\/$/, '') + '/' : '') + entry.name, base).href];
    (Array.isArray(manifest.exposes) ? manifest.exposes : []).forEach(function (e) {
      var sync = (e && e.assets && e.assets.js && e.assets.js.sync) || [];
      sync.forEach(function (file) {
        var url = new URL(file, base).href;
        if (urls.indexOf(url) < 0) urls.push(url);
      });
    });
    return urls;
  }

  read(task.configUrl, 'no-store')
    .then(function (config) {
      if (!config || typeof config.manifestUrl !== 'string') return;
      var manifestUrl = new URL(config.manifestUrl, task.pageUrl).href;
      // layouts.json is read beside remotes.json (shell/src/layouts/load-layouts.ts), so it starts with it.
      read(
        new URL(typeof config.layoutsUrl === 'string' ? config.layoutsUrl : '/layouts.json', task.pageUrl).href,
        'no-store',
      );
      return read(manifestUrl, 'no-store').then(function (manifest) {
        var remotes = manifest && manifest.remotes;
        if (!remotes || typeof remotes !== 'object' || !task.firstRemote) return;
        Object.keys(remotes).forEach(function (name) {
          // A wall shows many remotes' panels, a preview one: only the manifests the route reads.
          if (typeof remotes[name] !== 'string' || (task.onlyFirst && name !== task.firstRemote)) return;
          var url = new URL(remotes[name], manifestUrl).href;
          read(url, 'no-cache')
            .then(function (m) {
              if (m && name === task.firstRemote) post({ type: 'preload', urls: scriptsOf(m, url) });
            })
            .catch(function () {});
        });
      });
    })
    .catch(function () {})
    .then(function () {
      post({ type: 'started' });
    });
};
