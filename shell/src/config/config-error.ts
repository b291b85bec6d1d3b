import type * as z from 'zod/mini';
import { takePrefetched } from './prefetched';

/** A runtime file that could not be used: names the file, the field and why. */
export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${file} 中的 ${field}：${reason}`);
    this.name = 'ConfigError';
  }
}

/** Fetches a JSON file (or takes the response prefetch.js started) and validates it; every failure becomes a {@link ConfigError}. */
export async function fetchValidated<S extends z.ZodMiniType>(
  url: string,
  file: string,
  schema: S,
  init: Pick<RequestInit, 'headers' | 'signal'> = {},
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = (await takePrefetched(url)) ?? (await fetch(url, { cache: 'no-store', ...init }));
  } catch (error) {
    throw new ConfigError(file, '（整个文件）', `无法读取：${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new ConfigError(file, '（整个文件）', `无法读取：HTTP ${response.status}`);
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch (error) {
    throw new ConfigError(
      file,
      '（整个文件）',
      `不是有效的 JSON：${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join('.') : '（顶层）';
    const reason =
      issue?.code === 'unrecognized_keys' ? `未知字段 ${issue.keys.join('、')}` : (issue?.message ?? '无效');
    throw new ConfigError(file, field, reason);
  }
  return parsed.data;
}
