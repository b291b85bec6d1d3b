import { layoutsFileSchema, type LayoutsFile } from '@cockpit/shared-sdk/layout-schema';
import { widgetBindingSchema } from '@cockpit/shared-sdk';
import * as z from 'zod/mini';
import { remotesManifestSchema, type RemotesManifest } from '../config/config-schemas';
import { originsOutside } from '../remotes/remote-origins';
import { fedReadingsSchema, type FedReading } from './fed-readings';
import { fedMapsSchema, type FedMap } from './fed-maps';

/** The frame's word to its parent that it listens (it carries nothing else). */
export const PREVIEW_READY = 'cockpit.preview.ready';
/** The console's message: the group's remotes manifest and, for a whole page, the layouts with the draft in them. */
export const PREVIEW_FEED = 'cockpit.preview.feed';

/**
 * What the console may send: the shell's own schemas of `remotes.json` and `layouts.json`; the source readings the
 * widgets show and the maps its map widgets draw (read by the console, never by the frame); for a one-panel preview, its slot's widget configuration.
 */
export const feedMessageSchema = z.strictObject({
  type: z.literal(PREVIEW_FEED),
  remotes: remotesManifestSchema,
  layouts: z.optional(layoutsFileSchema),
  readings: z.optional(fedReadingsSchema),
  maps: z.optional(fedMapsSchema),
  widget: z.optional(widgetBindingSchema),
});

export type FeedMessage = z.infer<typeof feedMessageSchema>;

/** A message taken: what the preview now runs on, or why it was refused (in words, for the screen). */
export type FeedReading =
  | {
      ok: true;
      remotes: RemotesManifest;
      layouts?: LayoutsFile;
      readings: FedReading[];
      maps: FedMap[];
      widget?: Record<string, unknown>;
    }
  | { ok: false; error: string };

/** Whether `data` is meant as a feed at all (other messages, a devtool's say, are not ours to answer). */
export const isFeedAttempt = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === PREVIEW_FEED;

/**
 * Checks a feed: its shape by the shell's schemas, and every remote's origin against the page's allow-list (the
 * manifest's and `remoteOrigins`, which the CSP allows too). A preview never loads code a wall could not.
 * Relative entries resolve against the page (the console sends absolute ones).
 */
export function readFeedMessage(data: unknown, allowedOrigins: ReadonlySet<string>, page: string): FeedReading {
  const parsed = feedMessageSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? `（字段：${issue.path.join('.')}）` : '';
    return { ok: false, error: `控制台发送的预览数据无效：${issue?.message ?? '格式不对'}${field}` };
  }
  const remotes = {
    remotes: Object.fromEntries(
      Object.entries(parsed.data.remotes.remotes).map(([name, url]) => [name, new URL(url, page).href]),
    ),
  };
  const outside = originsOutside(remotes, allowedOrigins);
  if (outside.length)
    return {
      ok: false,
      error: `已拒绝预览数据：来源 ${outside.join('、')} 不在本墙面允许加载代码的来源中（config.json 的 remoteOrigins）`,
    };
  const { layouts, readings = [], maps = [], widget } = parsed.data;
  return { ok: true, remotes, readings, maps, ...(layouts ? { layouts } : {}), ...(widget ? { widget } : {}) };
}
