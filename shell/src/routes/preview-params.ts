import { z } from 'zod';

/** Query of `/preview`: one panel in its frame at a slot size, for panel teams and operators. */
export const previewParamsSchema = z
  .object({
    panel: z.string().regex(/^[a-z][a-z0-9_]*\/[a-z0-9-]+$/, 'panel 必须形如 <remote>/<panel>'),
    w: z.coerce.number().int().min(200, 'w 不能小于 200').max(1920, 'w 不能大于 1920').default(600),
    h: z.coerce.number().int().min(150, 'h 不能小于 150').max(1080, 'h 不能大于 1080').default(400),
  })
  .strict();
export type PreviewParams = z.infer<typeof previewParamsSchema>;

/** Parses the preview query; an unknown or malformed parameter gives a clear Chinese message. */
export function parsePreviewParams(search: string): { params?: PreviewParams; error?: string } {
  const parsed = previewParamsSchema.safeParse(Object.fromEntries(new URLSearchParams(search)));
  if (parsed.success) return { params: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys') return { error: `未知的查询参数：${issue.keys.join('、')}（可用：panel、w、h）` };
  return { error: issue?.message ?? '查询参数无效' };
}
