import axios, { type AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { getBus } from '../bus/bus';
import { getToken } from '../bus/token-storage';
import {
  AUTH_HEADER,
  GENERIC_ERROR_MESSAGE,
  HTTP_TIMEOUT_MS,
  SESSION_EXPIRED_CODE,
  SESSION_EXPIRED_MESSAGE,
  SUCCESS_CODE,
} from './constants';
import { ApiError } from './errors';
import { keptAnswerStoredAt, noteKeptAnswer } from './kept-answers';
import { cockpitBaseUrl, getHttpSettings } from './http-settings';
import type { ApiEnvelope } from './request-options';
import { isErrorInside200, markStale, PRIVATE_HEADER, staleSince } from './shared-cache';
import { statusMessage } from './status-messages';

const inFlight = new Map<string, AbortController>();

function requestKey(config: InternalAxiosRequestConfig): string {
  const data = typeof config.data === 'string' ? config.data : JSON.stringify(config.data ?? null);
  return `${(config.method ?? 'get').toLowerCase()} ${config.url ?? ''} ${JSON.stringify(config.params ?? null)} ${data}`;
}

function trackInFlight(config: InternalAxiosRequestConfig): void {
  const key = requestKey(config);
  if (config.isRepeatSubmit === false) inFlight.get(key)?.abort();
  const controller = new AbortController();
  const callerSignal = config.signal as AbortSignal | undefined;
  callerSignal?.addEventListener?.('abort', () => controller.abort(), { once: true });
  config.signal = controller.signal;
  (config as { __callerSignal?: AbortSignal }).__callerSignal = callerSignal;
  inFlight.set(key, controller);
  (config as { __key?: string }).__key = key;
}

function untrack(config: InternalAxiosRequestConfig | undefined): void {
  const key = (config as { __key?: string } | undefined)?.__key;
  if (key && inFlight.get(key)?.signal === config?.signal) inFlight.delete(key);
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url, typeof location === 'undefined' ? undefined : location.href).origin;
  } catch {
    return undefined;
  }
}

/** The credential goes only to the configured API bases, never to any other host a url may name. */
function isApiOrigin(config: InternalAxiosRequestConfig): boolean {
  const target = originOf(axios.getUri(config));
  const { apiHost, serviceApiBase } = getHttpSettings();
  return target !== undefined && [apiHost, serviceApiBase].some((base) => base && originOf(base) === target);
}

const isPrivateBody = (config: InternalAxiosRequestConfig) =>
  config.responseType === 'blob' || config.responseType === 'arraybuffer';

/** The display's own origin: its nginx is the shared cache (another origin would need the header allowed by CORS). */
function isOwnOrigin(config: InternalAxiosRequestConfig): boolean {
  return typeof location !== 'undefined' && originOf(axios.getUri(config)) === location.origin;
}

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.baseURL === undefined) config.baseURL = cockpitBaseUrl();
  if (config.isXndx) config.baseURL = '';
  const token = getToken();
  if (token && config.needToken !== true && isApiOrigin(config)) config.headers.set(AUTH_HEADER, `Bearer ${token}`);
  if (isPrivateBody(config) && isOwnOrigin(config)) config.headers.set(PRIVATE_HEADER, '1');
  trackInFlight(config);
  return config;
}

function onResponse(response: AxiosResponse): AxiosResponse['data'] {
  untrack(response.config);
  const keptAt = keptAnswerStoredAt(response.headers);
  if (keptAt !== undefined)
    noteKeptAnswer((response.config as { __callerSignal?: AbortSignal }).__callerSignal, keptAt);
  // axios types the underlying request as `any`: in a browser it is the XMLHttpRequest that was sent.
  const type =
    (response.request as Pick<XMLHttpRequest, 'responseType'> | undefined)?.responseType ??
    response.config.responseType;
  if (type === 'blob' || type === 'arraybuffer') return response.data;
  const body = (response.data ?? {}) as ApiEnvelope;
  const stale = staleSince(response.headers);
  if (stale !== undefined && typeof body === 'object') markStale(body, stale);
  const code = typeof body.code === 'number' ? body.code : SUCCESS_CODE;
  if (code === SESSION_EXPIRED_CODE) {
    return Promise.reject(new ApiError(SESSION_EXPIRED_MESSAGE, 'session', response.config.url, code));
  }
  if (code !== SUCCESS_CODE) {
    const message = body.msg || (body.message as string | undefined) || statusMessage(code);
    getBus().toast.error(message);
    return Promise.reject(new ApiError(GENERIC_ERROR_MESSAGE, 'business', response.config.url, code));
  }
  return body;
}

function onTransportError(error: AxiosError): AxiosResponse['data'] {
  untrack(error.config);
  // The shared cache had no good answer to give: the upstream's error inside HTTP 200 is read as it was sent.
  if (error.response && isErrorInside200(error.response.status, error.response.headers))
    return onResponse({ ...error.response, status: 200 });
  return Promise.reject(error);
}

/** Builds an axios instance with the seed's rules (§6–§8); exported for tests. */
export function createHttpClient(): AxiosInstance {
  const client = axios.create({
    timeout: HTTP_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
  });
  client.interceptors.request.use(onRequest);
  client.interceptors.response.use(onResponse, onTransportError);
  return client;
}

/** The page's shared HTTP client. Resolves with the reply envelope `{code, msg, data}`. */
export const http: AxiosInstance = createHttpClient();
