/** What one fetch brought back: the parsed answer, or why it cannot be used (the last good answer is kept then). */
export type UpstreamOutcome = { ok: true; answer: unknown } | { ok: false; error: string };

/**
 * Reads an upstream's reply: a 2xx JSON body. An HTML page (a proxy's error page, a login wall) or any non-JSON is
 * refused by its content, not only its type; and an answer of the seed's envelope `{code, msg, data}` whose code is
 * not success (0 or 200) is an error even under HTTP 200.
 */
export function judgeAnswer(status: number, contentType: string | undefined, text: string): UpstreamOutcome {
  if (status < 200 || status > 299) return { ok: false, error: `上游返回 HTTP ${status}` };
  const trimmed = text.trimStart();
  if (trimmed.startsWith('<'))
    return { ok: false, error: `上游返回的是 HTML 页面而不是 JSON（内容类型 ${contentType ?? '未知'}）` };
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return { ok: false, error: `上游返回的不是合法 JSON（内容类型 ${contentType ?? '未知'}）` };
  }
  if (answer && typeof answer === 'object' && !Array.isArray(answer) && 'code' in answer) {
    const { code, msg } = answer as { code: unknown; msg?: unknown };
    if ((typeof code === 'number' || typeof code === 'string') && !['0', '200'].includes(String(code))) {
      return {
        ok: false,
        error: `上游报告错误：code ${String(code)}${typeof msg === 'string' ? `，${msg.slice(0, 200)}` : ''}`,
      };
    }
  }
  return { ok: true, answer };
}
