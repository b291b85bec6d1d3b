// The subpath holds only the schema (zod, no React): the tools validate layouts.json with it in node.
import { layoutsFileSchema, type LayoutsFile } from '@cockpit/shared-sdk/layout-schema';
import * as z from 'zod/mini';

/** The index remotes whose pages the shell routes to (`/` → hub, `/xndx` → xndx): each needs a layout. */
export const INDEX_PAGES = ['hub', 'xndx'] as const;

/** `layouts.json` as the shell takes it: the SDK's schema, with a layout for every routed page. */
export const shellLayoutsSchema = layoutsFileSchema.check(
  z.superRefine((file, ctx) => {
    const missing = INDEX_PAGES.filter((page) => !(page in file.pages));
    if (missing.length)
      ctx.addIssue({
        code: 'custom',
        input: file,
        path: ['pages'],
        message: `缺少页面 ${missing.join('、')} 的布局（须包含 ${INDEX_PAGES.join(' 和 ')}）`,
      });
  }),
);

export type { LayoutsFile };
