import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import * as z from 'zod/mini';
import { apiGet } from '../api/api-get';
import { getBus } from '../bus/bus';
import { http } from './client';
import { ApiError } from './errors';
import { configureHttp } from './http-settings';
import { isErrorInside200, PRIVATE_HEADER, staleSince, takeStale } from './shared-cache';

const seen: InternalAxiosRequestConfig[] = [];
/** An adapter answering as nginx's shared cache does: with `headers`, and a 502 rejected as axios rejects it. */
function cacheReplying(status: number, data: unknown, headers: Record<string, string>): AxiosAdapter {
  return async (config) => {
    seen.push(config);
    const response: AxiosResponse = { data, status, statusText: '', headers: new AxiosHeaders(headers), config };
    if (status >= 400)
      throw new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
}

beforeEach(() => {
  configureHttp({ apiHost: location.origin, serviceApiBase: `${location.origin}/open-api` });
  seen.length = 0;
});

test('a copy served past its freshness (STALE, UPDATING) is the time it was fetched; anything else is fresh', () => {
  expect(staleSince({ 'x-cockpit-cache': 'STALE', 'x-cockpit-fetched-at': '1000' }, 5000)).toBe(1000);
  expect(staleSince({ 'x-cockpit-cache': 'UPDATING', 'x-cockpit-fetched-at': '1000' }, 5000)).toBe(1000);
  expect(staleSince({ 'x-cockpit-cache': 'STALE' }, 5000)).toBe(5000);
  for (const status of ['HIT', 'MISS', 'EXPIRED', 'BYPASS'])
    expect(staleSince({ 'x-cockpit-cache': status, 'x-cockpit-fetched-at': '1000' })).toBeUndefined();
  expect(staleSince(undefined)).toBeUndefined();
});

test("only the cache's 502 that carries an upstream 200 is an error inside HTTP 200", () => {
  expect(isErrorInside200(502, { 'x-cockpit-upstream-status': '200' })).toBe(true);
  expect(isErrorInside200(502, { 'x-cockpit-upstream-status': '502' })).toBe(false);
  expect(isErrorInside200(502, {})).toBe(false);
  expect(isErrorInside200(500, { 'x-cockpit-upstream-status': '200' })).toBe(false);
});

test('data the cache served STALE reaches the panel fetch that asked, with when it was fetched', async () => {
  const adapter = cacheReplying(
    200,
    { code: 200, msg: 'ok', data: [1, 2] },
    { 'x-cockpit-cache': 'STALE', 'x-cockpit-fetched-at': '1234' },
  );
  const signal = new AbortController().signal;
  await expect(apiGet('/device/list', z.array(z.number()), { signal, adapter } as never)).resolves.toEqual([1, 2]);
  expect(takeStale(signal)).toBe(1234);
  expect(takeStale(signal)).toBeUndefined();
  const fresh = new AbortController().signal;
  await apiGet('/device/list', z.array(z.number()), {
    signal: fresh,
    adapter: cacheReplying(200, { code: 200, data: [1] }, { 'x-cockpit-cache': 'HIT' }),
  } as never);
  expect(takeStale(fresh)).toBeUndefined();
});

test("the upstream's error inside HTTP 200, passed on by the cache as a 502, is read as the seed says: its msg toasted", async () => {
  const toast = jest.spyOn(getBus().toast, 'error');
  const adapter = cacheReplying(502, { code: 500, msg: '统计服务维护中' }, { 'x-cockpit-upstream-status': '200' });
  const call = http.get('/jsc/index', { adapter });
  await expect(call).rejects.toBeInstanceOf(ApiError);
  await expect(call).rejects.toMatchObject({ kind: 'business', code: 500 });
  expect(toast).toHaveBeenCalledWith('统计服务维护中');
  toast.mockRestore();
});

test('a plain 502 stays a transport error', async () => {
  await expect(http.get('/jsc/index', { adapter: cacheReplying(502, 'Bad Gateway', {}) })).rejects.toBeInstanceOf(
    AxiosError,
  );
});

test('blob and arraybuffer calls to the own origin are marked private; JSON calls are not', async () => {
  const adapter = cacheReplying(200, new Blob(['x']), {});
  await http.get('/file', { adapter, responseType: 'blob' });
  await http.get('/file', { adapter, responseType: 'arraybuffer' });
  await http.get('/x', { adapter: cacheReplying(200, { code: 200 }, {}) });
  expect(seen.map((config) => config.headers[PRIVATE_HEADER])).toEqual(['1', '1', undefined]);
});
