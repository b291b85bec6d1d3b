import * as z from 'zod/mini';

/** A whole number of pixels from the query string, within `min`..`max`, else `fallback`. */
const pixels = (name: string, min: number, max: number, fallback: number) =>
  z._default(
    z.pipe(
      z.coerce.number({ error: `${name} 必须是数字` }),
      z
        .int({ error: `${name} 必须是整数` })
        .check(z.minimum(min, `${name} 不能小于 ${min}`), z.maximum(max, `${name} 不能大于 ${max}`)),
    ),
    fallback,
  );

/**
 * Query of `/preview`: one panel in its frame at a slot size, or without `panel` a whole page (`page`, else the
 * group's own, else hub), for panel teams and operators; `override` is read by the remote overrides.
 */
export const previewParamsSchema = z.strictObject({
  panel: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9_]*\/[a-z0-9-]+$/, 'panel 必须形如 <remote>/<panel>'))),
  page: z.optional(z.enum(['hub', 'xndx'], { error: 'page 只能是 hub 或 xndx' })),
  override: z.optional(z.string()),
  /** `<slot>=<remote>/<panel>`: the panel a preview tab shows in that slot of the page (read by the preview placements). */
  place: z.optional(z.string()),
  w: pixels('w', 200, 1920, 600),
  h: pixels('h', 150, 1080, 400),
  /** The fleet group whose builds to load (the console's layout editor previews a panel only that group runs). */
  group: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'group 只能包含小写字母、数字、- 和 _'))),
  /** `console`: the builds and layouts come from the parent window (the console) by postMessage, not from the static files. */
  feed: z.optional(z.enum(['console'], { error: 'feed 只能是 console' })),
});
export type PreviewParams = z.infer<typeof previewParamsSchema>;

/** Parses the preview query; an unknown or malformed parameter gives a clear Chinese message. */
export function parsePreviewParams(search: string): { params?: PreviewParams; error?: string } {
  const parsed = previewParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (parsed.success) return { params: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys')
    return {
      error: `未知的查询参数：${issue.keys.join('、')}（可用：panel、page、w、h、group、feed、override、place）`,
    };
  return { error: issue?.message ?? '查询参数无效' };
}
