import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';

/** An error a handler throws to answer with a client status and a Chinese message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A 404 for a detail whose id does not exist. */
export const notFound = (message: string): HttpError => new HttpError(404, message);

const STATUS_TEXT: Record<number, string> = {
  400: '请求参数错误',
  401: '用户未登录',
  403: '用户没有权限',
  404: '请求的资源不存在',
  405: '不支持的请求方法',
  408: '请求超时',
  413: '请求内容过大',
  415: '不支持的内容类型',
};

const TYPE_TEXT: Record<string, string> = { integer: '整数', number: '数字', string: '字符串', boolean: '布尔值' };

/** One validation error of a query or path parameter, as a Chinese sentence naming the parameter. */
export function describeValidation(error: FastifySchemaValidationError, context = 'querystring'): string {
  const where = context === 'params' ? '路径参数' : '查询参数';
  const p = error.params;
  if (error.keyword === 'additionalProperties') return `不支持的${where}「${String(p.additionalProperty)}」`;
  if (error.keyword === 'required') return `缺少必填的${where}「${String(p.missingProperty)}」`;
  const name = error.instancePath.replace(/^\//, '').replace(/\//g, '.') || '?';
  switch (error.keyword) {
    case 'type':
      return `${where}「${name}」必须是${TYPE_TEXT[String(p.type)] ?? String(p.type)}`;
    case 'minimum':
      return `${where}「${name}」不能小于 ${String(p.limit)}`;
    case 'maximum':
      return `${where}「${name}」不能大于 ${String(p.limit)}`;
    case 'maxLength':
      return `${where}「${name}」不能超过 ${String(p.limit)} 个字符`;
    case 'minLength':
      return `${where}「${name}」不能少于 ${String(p.limit)} 个字符`;
    case 'enum':
      return `${where}「${name}」必须是以下值之一：${(p.allowedValues as unknown[]).join('、')}`;
    default:
      return `${where}「${name}」格式不正确`;
  }
}

/** Client mistakes answer 4xx `{code, msg}` in Chinese; only real faults answer 500. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation?.length) {
      return reply.code(400).send({ code: 400, msg: describeValidation(error.validation[0], error.validationContext) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const body = error.code?.startsWith('FST_ERR_CTP')
        ? '请求体格式不正确（所有接口均为 GET，不需要请求体）'
        : undefined;
      const msg = error instanceof HttpError ? error.message : (body ?? STATUS_TEXT[status] ?? STATUS_TEXT[400]);
      return reply.code(status).send({ code: status, msg });
    }
    request.log.error(error);
    return reply.code(500).send({ code: 500, msg: '服务器内部错误' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, msg: STATUS_TEXT[404] }));
}
