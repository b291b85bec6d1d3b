import type { MapReader } from '@cockpit/shared-sdk';
import * as z from 'zod/mini';

/** How many maps one feed may carry (a page's map widgets; most show one map). */
export const FED_MAPS_MAX = 8;
/** How much one map may weigh as JSON (a simplified map of 40 regions is under 100 KB). */
export const FED_MAP_MAX_CHARS = 2 * 1024 * 1024;

/** One map the console read for the preview's map widgets under its operator's session (the geometry a wall gets). */
export const fedMapSchema = z.strictObject({
  id: z.int().check(z.positive('地图 id 须为正整数')),
  version: z.string().check(z.regex(/^[0-9a-f]{1,64}$/, '地图版本须为十六进制')),
  geojson: z
    .unknown()
    .check(
      z.refine(
        (value) => (JSON.stringify(value) ?? '').length <= FED_MAP_MAX_CHARS,
        `地图至多 ${FED_MAP_MAX_CHARS} 个字符`,
      ),
    ),
});
export const fedMapsSchema = z
  .array(fedMapSchema)
  .check(z.maxLength(FED_MAPS_MAX, `预览至多携带 ${FED_MAPS_MAX} 个地图`));
export type FedMap = z.infer<typeof fedMapSchema>;

/** A map reader answering from the maps the console sent; a map it has not sent is a failure in words. */
export function fedMapReader(maps: readonly FedMap[]): MapReader {
  const byId = new Map(maps.map((m) => [m.id, { version: m.version, geojson: m.geojson }]));
  return async (id, signal) => {
    if (signal.aborted) throw new Error('已停止');
    const map = byId.get(id);
    if (!map) throw new Error(`控制台尚未送来地图 ${id}`);
    return map;
  };
}
