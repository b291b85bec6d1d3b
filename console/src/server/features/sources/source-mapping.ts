import jsonata from 'jsonata';
import { MAPPING_HEAP_MB, runOnThread } from './mapping-pool';

/**
 * An operator's mapping is a JSONata expression run in the service, never as JavaScript in a page, and on a thread of
 * its own (`mapping-pool.ts`). JSONata's own guards bound it: `timeout` (a loop), `stack` (a runaway recursion) and
 * `sequence` (a result that explodes, a function's array included); the thread is killed past the time or its heap;
 * the mapped result is then held to a size, since it travels to every wall.
 */
export interface MappingLimits {
  timeoutMs: number;
  stack: number;
  sequence: number;
  maxResultBytes: number;
}

export const DEFAULT_MAPPING_LIMITS: MappingLimits = {
  timeoutMs: 200,
  stack: 100,
  sequence: 10_000,
  maxResultBytes: 65_536,
};

export type MappingOutcome = { ok: true; value: unknown } | { ok: false; error: string };

const KILLED: Record<'time' | 'memory' | 'busy', (limits: MappingLimits) => string> = {
  time: (limits) => `映射运行超时（超过 ${limits.timeoutMs} 毫秒），已被终止（可能是死循环或过大的计算）`,
  memory: () => `映射占用内存超过 ${MAPPING_HEAP_MB} MB，已被终止`,
  busy: () => '等待运行的映射太多，请稍后再试',
};
const NONE = {
  undefined: '映射没有结果（路径在数据中不存在）',
  function: '映射的结果是函数，不是数据',
  json: '映射的结果无法转成 JSON',
} as const;

const CODES: Record<string, string> = {
  D1011: '映射递归太深（可能是没有终止的递归函数）',
  D1012: '映射运行超时（可能是死循环）',
  D2015: '映射产生的序列太长',
};

/** An error of JSONata's, in words with its position; the library's English message is kept after the Chinese. */
export function describeMappingError(error: unknown): string {
  const e = error as { code?: string; position?: number; message?: string };
  const head = (e.code && CODES[e.code]) ?? (e.code?.startsWith('S0') ? '映射表达式语法错误' : '映射运行出错');
  const where = typeof e.position === 'number' ? `（第 ${e.position} 个字符附近）` : '';
  return `${head}${where}：${e.message ?? String(error)}`;
}

/** Whether an expression parses, and why not. */
export function checkExpression(expression: string): string | undefined {
  try {
    jsonata(expression);
    return undefined;
  } catch (error) {
    return describeMappingError(error);
  }
}

/** Runs an expression on an answer within the limits; the result is plain JSON (functions and undefined say so). */
export function runMapping(
  expression: string,
  input: unknown,
  limits: MappingLimits = DEFAULT_MAPPING_LIMITS,
): Promise<MappingOutcome> {
  return runMappingOnText(expression, JSON.stringify(input) ?? 'null', limits);
}

/** The same on an answer still as JSON text (the stored raw answer): it is parsed on the mapping's thread. */
export async function runMappingOnText(
  expression: string,
  inputText: string,
  limits: MappingLimits = DEFAULT_MAPPING_LIMITS,
): Promise<MappingOutcome> {
  const answer = await runOnThread(expression, inputText, limits);
  if ('killed' in answer) return { ok: false, error: KILLED[answer.killed](limits) };
  if ('error' in answer) return { ok: false, error: describeMappingError(answer.error) };
  if ('none' in answer) return { ok: false, error: NONE[answer.none] };
  if (Buffer.byteLength(answer.text) > limits.maxResultBytes)
    return { ok: false, error: `映射结果太大（超过 ${Math.round(limits.maxResultBytes / 1024)} KB）` };
  return { ok: true, value: JSON.parse(answer.text) };
}
