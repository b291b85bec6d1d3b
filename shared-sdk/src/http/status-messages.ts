/** Text shown for an HTTP-like status code when the reply has no message (seed §8). */
export const STATUS_MESSAGES: Readonly<Record<string, string>> = Object.freeze({
  '401': '用户未登录',
  '403': '用户没有权限',
  '404': '请求的资源不存在',
  '405': '请求方法不支持',
  '408': '请求超时',
  '409': '数据已存在',
  '500': '服务器内部错误',
  '501': '服务器不支持请求所需的功能',
  '502': '网关错误',
  '503': '服务器暂时无法响应',
  '504': '网关超时',
  '505': 'HTTP版本不受支持',
  default: '系统错误',
});

/** The table's text for `code`, or its default text. */
export function statusMessage(code: number | string | undefined): string {
  return (code !== undefined && STATUS_MESSAGES[String(code)]) || STATUS_MESSAGES.default;
}
