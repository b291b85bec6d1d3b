// njs (ngx_http_js_module) behind nginx's API cache: fetches one business-API call and lets nginx keep
// only a good answer. An error inside HTTP 200 (code ≠ 200, a body that is not the {code, msg, data} JSON,
// an HTML page) becomes a 502, so the cache in front neither stores it nor drops its last good answer
// (proxy_cache_use_stale serves that one, marked STALE); the body goes along so a wall with nothing cached
// still reads the message. Generated into each deployable output by `npm run dist`: edit tools/deploy/nginx/api-check.js.

/** Why an answer must not be kept, or '' when it is good data. */
function badAnswer(status, contentType, text) {
  if (status !== 200) return 'http-' + status;
  if (!/json/i.test(contentType || '')) return 'not-json';
  var body;
  try {
    body = JSON.parse(text);
  } catch (e) {
    return 'not-json';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'no-envelope';
  var code = body.code === undefined ? 200 : body.code;
  return code === 200
    ? ''
    : 'code-' +
        String(code)
          .slice(0, 16)
          .replace(/[^\w-]/g, '_');
}

/**
 * The cache's key: the path and its query parameters sorted by name (`?b=2&a=1` and `?a=1&b=2` are one entry).
 * Parameters of one name keep their order among themselves (a list's order can mean something).
 */
function sortedUri(uri) {
  var q = uri.indexOf('?');
  if (q < 0) return uri;
  var pairs = uri
    .slice(q + 1)
    .split('&')
    .filter(function (pair) {
      return pair !== '';
    });
  var named = pairs.map(function (pair, i) {
    var eq = pair.indexOf('=');
    return { name: eq < 0 ? pair : pair.slice(0, eq), pair: pair, i: i };
  });
  named.sort(function (a, b) {
    return a.name < b.name ? -1 : a.name > b.name ? 1 : a.i - b.i;
  });
  return (
    uri.slice(0, q) +
    (named.length
      ? '?' +
        named
          .map(function (p) {
            return p.pair;
          })
          .join('&')
      : '')
  );
}

function cacheKey(r) {
  return sortedUri(r.variables.request_uri);
}

async function fetchAndJudge(r) {
  var raw = r.variables.request_uri;
  var q = raw.indexOf('?');
  var reply = await r.subrequest('/__upstream' + (q < 0 ? raw : raw.slice(0, q)), {
    args: q < 0 ? '' : raw.slice(q + 1),
    method: 'GET',
  });
  var type = reply.headersOut['Content-Type'] || '';
  var text = reply.responseText || '';
  var bad = badAnswer(reply.status, type, text);
  if (type) r.headersOut['Content-Type'] = type;
  if (!bad) {
    r.headersOut['X-Accel-Expires'] = r.variables.cockpit_api_ttl;
    r.headersOut['X-Cockpit-Fetched-At'] = String(Date.now());
    r.return(200, text);
    return;
  }
  r.headersOut['X-Cockpit-Upstream-Status'] = String(reply.status);
  r.headersOut['X-Cockpit-Upstream-Error'] = bad;
  r.return(reply.status === 200 ? 502 : reply.status, text);
}

export default { fetchAndJudge, badAnswer, cacheKey, sortedUri };
