import jsonata from 'jsonata';

/**
 * An operator's mapping is a JSONata expression run here, in the service, never as JavaScript in a page. JSONata's
 * own guards bound it: `timeout` (a loop), `stack` (a runaway recursion) and `sequence` (a result that explodes);
 * the mapped result is then held to a size, since it travels to every wall.
 */
export interface MappingLimits {
  timeoutMs: number;
  stack: number;
  sequence: number;
  maxResultBytes: number;
}

export const DEFAULT_MAPPING_LIMITS: MappingLimits = { timeoutMs: 200, stack: 100, sequence: 10_000, maxResultBytes: 65_536 };

export type MappingOutcome = { ok: true; value: unknown } | { ok: false; error: string };

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
export async function runMapping(expression: string, input: unknown, limits: MappingLimits = DEFAULT_MAPPING_LIMITS): Promise<MappingOutcome> {
  let value: unknown;
  try {
    const compiled = jsonata(expression, { timeout: limits.timeoutMs, stack: limits.stack, sequence: limits.sequence });
    // No bindings: the expression sees the answer and JSONata's functions, nothing of the service.
    value = await compiled.evaluate(input);
  } catch (error) {
    return { ok: false, error: describeMappingError(error) };
  }
  if (value === undefined) return { ok: false, error: '映射没有结果（路径在数据中不存在）' };
  if (typeof value === 'function') return { ok: false, error: '映射的结果是函数，不是数据' };
  let text: string;
  try {
    text = JSON.stringify(value);
  } catch {
    return { ok: false, error: '映射的结果无法转成 JSON' };
  }
  if (Buffer.byteLength(text) > limits.maxResultBytes) return { ok: false, error: `映射结果太大（超过 ${Math.round(limits.maxResultBytes / 1024)} KB）` };
  return { ok: true, value: JSON.parse(text) };
}
