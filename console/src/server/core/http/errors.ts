import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorReply } from '../../../protocol';

interface SchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
}

const PARTS: Record<string, string> = {
  body: '请求体',
  params: '路径参数',
  querystring: '查询参数',
  headers: '请求头',
};

/** `/slots/0/state` → `slots[0].state`; a missing or unknown property is named by its own name. */
export function fieldOf(error: SchemaError): string {
  const extra = (error.params.missingProperty ?? error.params.additionalProperty) as string | undefined;
  const parts = [...error.instancePath.split('/').slice(1), ...(extra ? [extra] : [])];
  return (
    parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '') ||
    'body'
  );
}

/** A Chinese sentence naming the field and what is wrong with it. */
export function describeSchemaError(error: SchemaError, context = 'body'): ApiErrorReply {
  const field = fieldOf(error);
  const where = `${PARTS[context] ?? context}字段 ${field}`;
  const limit = error.params.limit;
  const reasons: Record<string, string> = {
    required: `缺少${where}`,
    additionalProperties: `${where} 不是允许的字段`,
    type: `${where} 的类型应为 ${String(error.params.type)}`,
    pattern: `${where} 的格式不对`,
    maxLength: `${where} 太长（最多 ${String(limit)} 个字符）`,
    minLength: `${where} 太短（至少 ${String(limit)} 个字符）`,
    maximum: `${where} 不能大于 ${String(limit)}`,
    minimum: `${where} 不能小于 ${String(limit)}`,
    maxItems: `${where} 的项太多（最多 ${String(limit)} 项）`,
    maxProperties: `${where} 的项太多（最多 ${String(limit)} 项）`,
  };
  return { error: reasons[error.keyword] ?? `${where} 的取值不在允许的范围内`, field };
}

/** A client mistake found past the schema (a version that does not exist, a rollout already live): its status, words and field. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Sends `{ error, field? }` with a status. */
export function sendError(reply: FastifyReply, status: number, error: string, field?: string): FastifyReply {
  return reply.code(status).send({ error, ...(field ? { field } : {}) } satisfies ApiErrorReply);
}

/** Client mistakes get their own status and a Chinese message; only the service's own faults are 500. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (error instanceof Refusal) return sendError(reply, error.status, error.message, error.field);
    if (error.validation?.length) {
      const reason = describeSchemaError(error.validation[0], error.validationContext);
      return sendError(reply, 400, reason.error, reason.field);
    }
    // The contract: every refused body is a 400 naming the field (here the body itself), not fastify's 413.
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(reply, 400, `请求体太大（最多 ${request.routeOptions.bodyLimit ?? ''} 字节）`, 'body');
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return sendError(reply, 415, '请求体应为 application/json', 'body');
    if (
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError ||
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
    ) {
      return sendError(reply, 400, '请求体不是合法的 JSON', 'body');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, '请求太频繁，请稍后再试');
    if (status >= 400 && status < 500) return sendError(reply, status, '请求有误');
    request.log.error(error);
    return sendError(reply, 500, '服务内部错误');
  });
}
