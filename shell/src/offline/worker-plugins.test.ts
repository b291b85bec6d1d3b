/** @jest-environment node */
import type { WorkboxPlugin } from 'workbox-core/types';
import { STORED_AT_HEADER } from './response-checks';
import {
  CACHED_PAGE_META,
  goodDataPlugin,
  goodJsonPlugin,
  goodScriptPlugin,
  markCachedPagePlugin,
  readableScriptPlugin,
  shellPagePlugin,
} from './worker-plugins';

const NOW = 1_790_000_000_000;
const json = (body: unknown, status = 200, type = 'application/json; charset=utf-8') =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': type } });
const kept = (plugin: WorkboxPlugin, response: Response) =>
  plugin.cacheWillUpdate!({
    response,
    request: new Request('http://127.0.0.1:3100/cockpit/x'),
    event: undefined as never,
    state: {},
  });

describe('goodDataPlugin: only JSON whose code is 200 replaces the last good answer', () => {
  const plugin = goodDataPlugin({ cacheName: 'test', now: () => NOW });

  it('keeps a real answer, stamped with when it was stored', async () => {
    const stored = await kept(plugin, json({ code: 200, msg: 'ok', data: [1, 2] }));
    expect(stored?.headers.get(STORED_AT_HEADER)).toBe(String(NOW));
    expect(await stored?.json()).toEqual({ code: 200, msg: 'ok', data: [1, 2] });
  });

  it('answers from the cache instead of a bad answer while a kept one exists, else passes the bad one on', async () => {
    let keptAnswer: Response | undefined = json({ code: 200, data: [] });
    Object.assign(globalThis, { caches: { open: async () => ({ match: async () => keptAnswer }) } });
    const request = new Request('http://127.0.0.1:3100/cockpit/x');
    const bad = json({ code: 500, msg: '服务器内部错误' });
    await expect(
      plugin.fetchDidSucceed!({ request, response: bad, event: undefined as never, state: {} }),
    ).rejects.toThrow('改用缓存');
    keptAnswer = undefined;
    expect(await plugin.fetchDidSucceed!({ request, response: bad, event: undefined as never, state: {} })).toBe(bad);
    const good = json({ code: 200, data: [1] });
    expect(await plugin.fetchDidSucceed!({ request, response: good, event: undefined as never, state: {} })).toBe(good);
  });

  it.each([
    ['an error sent with HTTP 200', json({ code: 500, msg: '服务器内部错误' })],
    ['a session expiry sent with HTTP 200', json({ code: 401, msg: '登录状态已过期' })],
    ['an envelope without a code', json({ data: [] })],
    [
      'a captive portal page',
      new Response('<html><body>请先登录 Wi-Fi</body></html>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      }),
    ],
    ['HTML under a JSON type', json('<html>portal</html>')],
    ['an HTTP 500 carrying code 200', json({ code: 200, data: [] }, 500)],
    ['a non-authoritative HTTP 203', json({ code: 200, data: [] }, 203)],
    ['JSON that is not an object', json('null')],
    ['a network error', Response.error()],
  ])('refuses %s', async (_name, response) => {
    expect(await kept(plugin, response)).toBeNull();
  });
});

describe('manifests, scripts and the page', () => {
  it('keeps a manifest only as a JSON object with HTTP 200', async () => {
    const plugin = goodJsonPlugin({ cacheName: 'test', now: () => NOW });
    expect(await kept(plugin, json({ id: 'teams', metaData: {} }))).not.toBeNull();
    expect(await kept(plugin, json('<html></html>', 200, 'text/html'))).toBeNull();
    expect(await kept(plugin, json({ msg: 'not found' }, 404))).toBeNull();
  });

  it('keeps a script only when served as JavaScript with HTTP 200', async () => {
    const plugin = goodScriptPlugin({ cacheName: 'test', now: () => NOW });
    expect(
      await kept(
        plugin,
        new Response('var a=1', { headers: { 'content-type': 'application/javascript; charset=utf-8' } }),
      ),
    ).not.toBeNull();
    expect(
      await kept(plugin, new Response('<html>portal</html>', { headers: { 'content-type': 'text/html' } })),
    ).toBeNull();
    expect(
      await kept(
        plugin,
        new Response('missing', { status: 404, headers: { 'content-type': 'application/javascript' } }),
      ),
    ).toBeNull();
  });

  it("keeps the shell's page, never a portal's", async () => {
    const plugin = shellPagePlugin({ cacheName: 'test', now: () => NOW });
    const page =
      '<html><head></head><body><div id="root"><div id="boot"></div></div><script src="boot.js"></script></body></html>';
    expect(
      await kept(plugin, new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })),
    ).not.toBeNull();
    expect(
      await kept(
        plugin,
        new Response('<html><body><form>登录</form></body></html>', { headers: { 'content-type': 'text/html' } }),
      ),
    ).toBeNull();
  });

  it('marks a page answered from the cache with when it was stored', async () => {
    const cachedResponse = new Response('<html><head><title>t</title></head></html>', {
      headers: { 'content-type': 'text/html', [STORED_AT_HEADER]: String(NOW) },
    });
    const marked = await markCachedPagePlugin.cachedResponseWillBeUsed!({
      cachedResponse,
      request: new Request('http://localhost/'),
      cacheName: 'p',
      event: undefined as never,
      state: {},
    });
    expect(await marked!.text()).toContain(`<meta name="${CACHED_PAGE_META}" content="${NOW}" />`);
  });

  it("asks for a remote's no-cors script with CORS, so its status and type can be read", async () => {
    const request = new Request('http://127.0.0.1:3011/1.0.0/remoteEntry.js', { mode: 'no-cors' });
    const upgraded = await readableScriptPlugin.requestWillFetch!({ request, event: undefined as never, state: {} });
    expect(upgraded.mode).toBe('cors');
    expect(upgraded.url).toBe(request.url);
  });
});
