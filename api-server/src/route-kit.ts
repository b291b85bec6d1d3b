import type { FastifyInstance } from 'fastify';

/** A JSON schema fragment (fastify validates queries and serialises replies with these). */
export type JsonSchema = Record<string, unknown>;

export const str: JsonSchema = { type: 'string' };
export const int: JsonSchema = { type: 'integer' };
export const num: JsonSchema = { type: 'number' };
export const nullableStr: JsonSchema = { type: 'string', nullable: true };
/** A 'YYYY-MM-DD' date string. */
export const date: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
/** A 'YYYY-MM' month string. */
export const month: JsonSchema = { type: 'string', pattern: '^\\d{4}-\\d{2}$' };
export const arr = (items: JsonSchema): JsonSchema => ({ type: 'array', items });

/** A closed object: every listed property is required and no other is allowed. */
export const obj = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  additionalProperties: false,
  ...(description ? { description } : {}),
});

/** `{ rows, total }`, the data of every paged list. */
export const pageOf = (row: JsonSchema): JsonSchema => obj({ rows: arr(row), total: int });
/** `{ name, value }`, the shape chart series take. */
export const nameValue = obj({ name: str, value: num });
/** `{ name, value, unit }`, a headline figure. */
export const figure = obj({ name: str, value: num, unit: str });

/** Paging parameters of every paged list (pageSize max 100). */
export const pageQuery: Record<string, JsonSchema> = {
  pageNum: { type: 'integer', minimum: 1, default: 1, description: '页码，从 1 开始' },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10, description: '每页条数，1–100' },
};
/** A positive integer id parameter. */
export const idParam = (description: string): JsonSchema => ({ type: 'integer', minimum: 1, description });
/** A year parameter (2000–2100). */
export const yearParam = (description: string): JsonSchema => ({
  type: 'integer',
  minimum: 2000,
  maximum: 2100,
  description,
});
/** A free-text search parameter. */
export const textParam = (description: string): JsonSchema => ({ type: 'string', maxLength: 50, description });

const errorBody = obj({ code: int, msg: str }, '错误：code 与 HTTP 状态一致，msg 为中文说明');

/** One GET route: its schemas and a handler returning the envelope's `data`. */
export interface GetRoute<Q, P> {
  url: string;
  summary: string;
  tags: string[];
  query?: Record<string, JsonSchema>;
  required?: string[];
  params?: Record<string, JsonSchema>;
  /** Schema of the reply's `data`. */
  data: JsonSchema;
  /** The route can answer 404 (a detail whose id does not exist). */
  notFound?: boolean;
  handler: (query: Q, params: P) => unknown;
}

/** The success envelope of every reply. */
export const ok = (data: unknown) => ({ code: 200, msg: '操作成功', data });

/** Registers a GET route with a closed querystring schema and documented replies. */
export function defineGet<Q = Record<string, never>, P = Record<string, never>>(
  app: FastifyInstance,
  route: GetRoute<Q, P>,
): void {
  const querystring: JsonSchema = { type: 'object', properties: route.query ?? {}, additionalProperties: false };
  if (route.required?.length) querystring.required = route.required;
  const schema: JsonSchema = {
    summary: route.summary,
    tags: route.tags,
    querystring,
    response: {
      200: obj({ code: int, msg: str, data: route.data }, '成功：code 为 200，msg 为“操作成功”，data 如下'),
      400: errorBody,
      ...(route.notFound ? { 404: errorBody } : {}),
    },
  };
  if (route.params) schema.params = obj(route.params);
  app.get(route.url, { schema }, async (request) => ok(route.handler(request.query as Q, request.params as P)));
}
