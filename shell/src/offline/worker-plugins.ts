import type { WorkboxPlugin } from 'workbox-core/types';
import { isGoodData, isGoodJsonFile, isGoodScript, isShellPage, stamped } from './response-checks';

/** The meta tag a page served from the cache carries: when the worker stored that page, epoch ms. */
export const CACHED_PAGE_META = 'cockpit-page-stored-at';

/** The cache key of a wall route: one entry per route, whatever its query (`?ops=1`, `?wall=`). */
export function pathOnlyKey(requestUrl: string): string {
  const url = new URL(requestUrl);
  return `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}`;
}

/** Where a check keeps its answers, and under which key. */
export interface KeepOptions {
  cacheName: string;
  now?: () => number;
  key?: (requestUrl: string) => string;
}

/**
 * Keeps only what `accept` calls the real thing, stamped with when it was stored. An answer that is not
 * (an error in HTTP 200, a portal's page) never reaches the page either while a kept one exists: the
 * fetch counts as failed and the strategy answers from the cache.
 */
function keepOnly(
  accept: (response: Response) => boolean | Promise<boolean>,
  { cacheName, now = Date.now, key }: KeepOptions,
): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => ((await accept(response)) ? stamped(response, now()) : null),
    fetchDidSucceed: async ({ request, response }) => {
      if (await accept(response)) return response;
      const kept = await (await caches.open(cacheName)).match(key ? key(request.url) : request);
      if (kept) throw new Error(`${request.url} 的回答不是有效内容（HTTP ${response.status}），改用缓存`);
      return response;
    },
  };
}

/** A data call: only JSON whose `code` is 200 replaces the last good answer. */
export const goodDataPlugin = (options: KeepOptions): WorkboxPlugin => keepOnly(isGoodData, options);
/** Runtime files and remotes' manifests: JSON objects with HTTP 200 only. */
export const goodJsonPlugin = (options: KeepOptions): WorkboxPlugin => keepOnly(isGoodJsonFile, options);
/** Scripts: HTTP 200 JavaScript only (never an HTML page under a `.js` name). */
export const goodScriptPlugin = (options: KeepOptions): WorkboxPlugin => keepOnly(isGoodScript, options);
/** The wall's page: our own HTML only (never a captive portal's). */
export const shellPagePlugin = (options: KeepOptions): WorkboxPlugin =>
  keepOnly(isShellPage, { ...options, key: pathOnlyKey });

/**
 * A remote's scripts load through `<script>` tags: no-cors, so their answers are opaque (status 0, body hidden)
 * and a 404 or a portal's page could not be told from the script. The worker fetches them with CORS instead
 * (the remotes' servers allow any origin), so the checks above can read them.
 */
export const readableScriptPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) =>
    request.mode === 'no-cors'
      ? new Request(request.url, {
          mode: 'cors',
          credentials: 'omit',
          headers: request.headers,
          signal: request.signal,
        })
      : request,
};

/** One cache entry per wall route, whatever its query. */
export const pathOnlyKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pathOnlyKey(request.url),
};

/** A page answered from the cache says so, and since when, in a meta tag the shell reads. */
export const markCachedPagePlugin: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const at = Number(cachedResponse.headers.get('x-cockpit-stored-at')) || 0;
    const html = (await cachedResponse.text()).replace(
      '<head>',
      `<head><meta name="${CACHED_PAGE_META}" content="${at}" />`,
    );
    return new Response(html, { status: 200, headers: cachedResponse.headers });
  },
};
