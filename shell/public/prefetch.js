// Starts the shell's runtime files while main.js is still loading and evaluating: a worker
// (prefetch-worker.js, off the main thread) reads config.json, then remotes.json, then the
// mf-manifest.json of every remote the route shows; the code of the route's index page is preloaded as
// soon as its manifest names it (federated build only). The shell takes each response once
// (shell/src/config/prefetched.ts) and validates it as one it fetched itself; a file this could not
// read resolves to nothing and the shell fetches it. Plain ES5, no imports.
(function () {
  var script = document.currentScript;
  var responses = {};
  var pending = {};
  var settle;
  var prefetch = (window.__cockpitPrefetch = {
    responses: responses,
    started: new Promise(function (resolve) {
      settle = resolve;
    }),
  });
  // The monolith links every remote's code into main.js (data-remotes="linked"): no remote code to start.
  var federated = !script || script.getAttribute('data-remotes') !== 'linked';
  var params = new URLSearchParams(location.search);
  var path = location.pathname.replace(/\/+$/, '') || '/';
  // What the shell's routes load first: the index page of `/` and `/xndx`, the previewed panel.
  var INDEX = { '/': 'hub/index-page', '/xndx': 'xndx/index-page' };
  var first = path === '/preview' ? params.get('panel') : INDEX[path];
  var configUrl = new URL(params.get('config') || '/config.json', location.href).href;
  var worker;

  function expect(url) {
    if (!pending[url])
      responses[url] = new Promise(function (resolve) {
        pending[url] = resolve;
      });
  }
  // Every file not handed over resolves to nothing (the shell fetches it), so nothing waits for ever.
  function finish() {
    Object.keys(pending).forEach(function (url) {
      pending[url](undefined);
    });
    pending = {};
    settle();
    if (worker) worker.terminate();
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
  var started = false;
  function onMessage(event) {
    var m = event.data || {};
    if (m.type === 'start') expect(m.url);
    else if (m.type === 'started') started = true;
    else if (m.type === 'preload' && federated) m.urls.forEach(preloadScript);
    else if (m.type === 'done' && pending[m.url]) {
      var empty = [101, 204, 205, 304].indexOf(m.status) >= 0;
      try {
        pending[m.url](
          new Response(empty ? null : m.body, {
            status: m.status,
            statusText: m.statusText,
            headers: m.contentType ? { 'content-type': m.contentType } : {},
          }),
        );
      } catch (error) {
        pending[m.url](undefined);
      }
      delete pending[m.url];
    } else if (m.type === 'fail' && pending[m.url]) {
      pending[m.url](Promise.reject(new TypeError(m.message)));
      responses[m.url].catch(function () {});
      delete pending[m.url];
    }
    if (started) settle();
    if (started && Object.keys(pending).length === 0) finish();
  }

  try {
    expect(configUrl);
    worker = new Worker(new URL('prefetch-worker.js', script ? script.src : location.href).href);
    worker.onmessage = onMessage;
    worker.onerror = finish;
    worker.postMessage({
      configUrl: configUrl,
      pageUrl: location.href,
      firstRemote: first ? first.split('/')[0] : '',
      onlyFirst: path === '/preview',
    });
  } catch (error) {
    finish();
  }
})();
