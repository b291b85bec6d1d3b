import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { getBus } from '../bus/bus';
import { AUTH_HEADER, HTTP_TIMEOUT_MS, LOCAL_TOKEN, SESSION_EXPIRED_MESSAGE } from './constants';
import { http } from './client';
import { ApiError } from './errors';
import { configureHttp } from './http-settings';

type Reply = { status?: number; data: unknown };

/** An adapter that records each request and answers with `reply`. */
function adapterReplying(reply: Reply | ((config: InternalAxiosRequestConfig) => Promise<Reply>)) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const r = typeof reply === 'function' ? await reply(config) : reply;
    return { data: r.data, status: r.status ?? 200, statusText: 'OK', headers: {}, config };
  };
  return { adapter, seen };
}

beforeEach(() => {
  configureHttp({ apiHost: 'http://api.test', serviceApiBase: 'http://svc.test/open-api' });
  localStorage.clear();
});

test('sends calls to {host}/cockpit with a 100000 ms timeout as UTF-8 JSON', async () => {
  const { adapter, seen } = adapterReplying({ data: { code: 200, data: 1 } });
  await http.get('/device/list', { adapter });
  expect(seen[0].baseURL).toBe('http://api.test/cockpit');
  expect(seen[0].timeout).toBe(HTTP_TIMEOUT_MS);
  expect(HTTP_TIMEOUT_MS).toBe(100000);
  expect(seen[0].headers['Content-Type']).toBe('application/json;charset=utf-8');
});

test('attaches the stored token as a bearer credential', async () => {
  localStorage.setItem(LOCAL_TOKEN, 'abc');
  const { adapter, seen } = adapterReplying({ data: { code: 200 } });
  await http.get('/x', { adapter });
  expect(seen[0].headers[AUTH_HEADER]).toBe('Bearer abc');
});

test('attaches no credential when none is stored', async () => {
  const { adapter, seen } = adapterReplying({ data: { code: 200 } });
  await http.get('/x', { adapter });
  expect(seen[0].headers[AUTH_HEADER]).toBeUndefined();
});

test('attaches no credential to a request flagged needToken', async () => {
  localStorage.setItem(LOCAL_TOKEN, 'abc');
  const { adapter, seen } = adapterReplying({ data: { code: 200 } });
  await http.get('/x', { adapter, needToken: true });
  expect(seen[0].headers[AUTH_HEADER]).toBeUndefined();
});

test('the credential never goes to a host other than the API bases', async () => {
  localStorage.setItem(LOCAL_TOKEN, 'abc');
  const { adapter, seen } = adapterReplying({ data: { code: 200 } });
  await http.get('http://elsewhere.test/steal', { adapter, isXndx: true });
  await http.get('http://svc.test/open-api/ksh/service/num', { adapter, isXndx: true });
  expect(seen[0].headers[AUTH_HEADER]).toBeUndefined();
  expect(seen[1].headers[AUTH_HEADER]).toBe('Bearer abc');
});

test('isXndx removes the base address so the url is used as is', async () => {
  const { adapter, seen } = adapterReplying({ data: { code: 200 } });
  await http.get('http://centre.test/device/list', { adapter, isXndx: true });
  expect(seen[0].baseURL).toBe('');
  expect(seen[0].url).toBe('http://centre.test/device/list');
});

test('isRepeatSubmit false cancels an identical earlier request still in flight', async () => {
  let release: (() => void) | undefined;
  const slow = adapterReplying(
    () => new Promise<Reply>((resolve) => (release = () => resolve({ data: { code: 200, data: 'first' } }))),
  );
  const first = http
    .get('/notice/page', { adapter: slow.adapter, params: { pageNum: 1 } })
    .catch((error: unknown) => error);
  const fast = adapterReplying({ data: { code: 200, data: 'second' } });
  const second = http.get('/notice/page', { adapter: fast.adapter, params: { pageNum: 1 }, isRepeatSubmit: false });
  await expect(second).resolves.toEqual({ code: 200, data: 'second' });
  release?.();
  await expect(first).resolves.toMatchObject({ code: 'ERR_CANCELED' });
});

test('by default an identical request does not cancel the earlier one', async () => {
  const a = adapterReplying({ data: { code: 200, data: 'a' } });
  const first = http.get('/same', { adapter: a.adapter });
  const second = http.get('/same', { adapter: a.adapter });
  await expect(Promise.all([first, second])).resolves.toHaveLength(2);
  expect(a.seen[0].signal?.aborted).toBe(false);
});

test('a body without code counts as success (code defaults to 200)', async () => {
  const { adapter } = adapterReplying({ data: { msg: 'ok', data: [1] } });
  await expect(http.get('/x', { adapter })).resolves.toEqual({ msg: 'ok', data: [1] });
});

test('code 401 rejects with the session-expired message', async () => {
  const { adapter } = adapterReplying({ data: { code: 401, msg: 'x' } });
  await expect(http.get('/x', { adapter })).rejects.toThrow(SESSION_EXPIRED_MESSAGE);
});

test('another code toasts the reply msg and rejects with a generic error', async () => {
  const toasts: string[] = [];
  const sub = getBus().toast.toasts$.subscribe((t) => toasts.push(t.message));
  const { adapter } = adapterReplying({ data: { code: 500, msg: '数据库连接失败-独特1' } });
  const call = http.get('/x', { adapter });
  await expect(call).rejects.toBeInstanceOf(ApiError);
  await expect(call).rejects.toThrow('error');
  expect(toasts).toContain('数据库连接失败-独特1');
  sub.unsubscribe();
});

test('without a msg, the toast falls back to the status table text', async () => {
  const toasts: string[] = [];
  const sub = getBus().toast.toasts$.subscribe((t) => toasts.push(t.message));
  const { adapter } = adapterReplying({ data: { code: 403 } });
  await expect(http.get('/x', { adapter })).rejects.toThrow('error');
  expect(toasts).toContain('用户没有权限');
  sub.unsubscribe();
});

test('blob and arraybuffer replies pass through unchecked', async () => {
  const { adapter } = adapterReplying({ data: { code: 500 } });
  await expect(http.get('/file', { adapter, responseType: 'blob' })).resolves.toEqual({ code: 500 });
  await expect(http.get('/file', { adapter, responseType: 'arraybuffer' })).resolves.toEqual({ code: 500 });
});

test('transport errors are rejected unchanged', async () => {
  const failure = Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' });
  const adapter: AxiosAdapter = () => Promise.reject(failure);
  await expect(http.get('/x', { adapter })).rejects.toBe(failure);
});
