import * as z from 'zod/mini';
import type { DictOption } from '../bus/system-store';
import { apiGet } from './api-get';

/** One dictionary item as the server sends it. */
export const dictItemSchema = z.object({
  dictLabel: z.string(),
  dictValue: z.string(),
  dictSort: z.optional(z.number()),
});
export type DictItem = z.infer<typeof dictItemSchema>;

/** `GET /system/dict/data/type/{type}`: the items of one dictionary type. */
export function getDictData(type: string, signal?: AbortSignal): Promise<DictItem[]> {
  return apiGet(`/system/dict/data/type/${encodeURIComponent(type)}`, z.array(dictItemSchema), { signal });
}

/** Maps server items to options: `dictLabel` → label, `dictValue` → key (seed §3). */
export function toDictOptions(items: readonly DictItem[]): DictOption[] {
  return items.map((item) => ({ label: item.dictLabel, key: item.dictValue }));
}
