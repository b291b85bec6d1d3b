import { Refusal } from './errors';

interface ParseIssue {
  path: readonly PropertyKey[];
  message: string;
}
/** A zod schema, as far as a refusal needs it. */
interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly ParseIssue[] } };
}

/** `['slots', 2, 'w']` → `slots[2].w`. */
export const fieldName = (path: readonly PropertyKey[]): string =>
  path.reduce<string>(
    (name, part) => (typeof part === 'number' ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
    '',
  ) || 'body';

/**
 * `value` parsed by a zod schema, or a 400 Refusal naming the first issue's field (below `at`), its words led by
 * `what(field)`: e.g. `布局字段 slots[2].w：…`.
 */
export function parseOrRefuse<T>(
  schema: SafeParser<T>,
  value: unknown,
  what: (field: string) => string,
  at: readonly PropertyKey[] = [],
): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = fieldName([...at, ...issue.path]);
  throw new Refusal(400, `${what(field)}：${issue.message}`, field);
}
