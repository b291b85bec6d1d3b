import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';

/**
 * Checks every reply against its documented response schema *before* serialisation, so a handler
 * that returns a null, a string for a number or an undeclared field fails loudly (HTTP 500) instead
 * of being silently coerced or dropped by the serialiser. On in tests; `COCKPIT_API_STRICT=1` elsewhere.
 */
export function installStrictReplies(app: FastifyInstance): void {
  const ajv = new Ajv({ strict: false, allErrors: true, coerceTypes: false });
  const compiled = new WeakMap<object, ValidateFunction>();
  app.addHook('preSerialization', async (request, reply, payload) => {
    const responses = (request.routeOptions.schema?.response ?? {}) as Record<string, object>;
    const schema = responses[String(reply.statusCode)];
    if (!schema) return payload;
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    if (!validate(payload)) {
      throw new Error(`reply of ${request.url} breaks its schema: ${ajv.errorsText(validate.errors)}`);
    }
    return payload;
  });
}
