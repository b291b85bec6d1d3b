import * as z from 'zod/mini';
import { zhCN } from 'zod/locales';
import { http } from '../http/client';
import { ApiError } from '../http/errors';
import type { ApiEnvelope, CockpitRequestFlags } from '../http/request-options';
import { getHttpSettings } from '../http/http-settings';
import { noteStale, staleMarkOf } from '../http/shared-cache';

// Reasons of a reply of the wrong shape reach the screen: in Chinese, like the rest of the wall.
z.config(zhCN());

/** Options of one typed GET call. */
export interface ApiGetOptions extends CockpitRequestFlags {
  /** Query object. */
  params?: Record<string, unknown>;
  /** Cancels the call (react-query passes one per fetch). */
  signal?: AbortSignal;
  /** Send the call to the second API base (`/ksh/service/*`, seed §7). */
  serviceBase?: boolean;
}

/**
 * GETs `url` through the shared client and validates the envelope's `data` against `schema`.
 * A reply of the wrong shape rejects with an {@link ApiError} of kind `shape`, never a crash later.
 */
export async function apiGet<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  options: ApiGetOptions = {},
): Promise<z.output<S>> {
  const { params, signal, serviceBase, ...flags } = options;
  const baseURL = serviceBase ? getHttpSettings().serviceApiBase : undefined;
  const body = (await http.get(url, { params, signal, baseURL, ...flags })) as unknown as ApiEnvelope;
  const stale = staleMarkOf(body);
  if (stale !== undefined) noteStale(signal, stale);
  const parsed = schema.safeParse(body?.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'data';
    throw new ApiError(`接口 ${url} 返回的数据格式不正确（${where}：${issue?.message ?? '无效'}）`, 'shape', url);
  }
  return parsed.data;
}
