import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { arr, defineGet, int, obj, str } from '../route-kit';

/** `/system/dict/data/type/{type}`: the items of one dictionary type (unknown type: empty list). */
export function dictRoutes(app: FastifyInstance, db: Db): void {
  defineGet<Record<string, never>, { type: string }>(app, {
    url: '/system/dict/data/type/:type',
    summary: '字典数据（按 dictSort 排序；未知类型返回空列表）',
    tags: ['字典'],
    params: { type: { type: 'string', pattern: '^[A-Za-z0-9_]{1,64}$', description: '字典类型，如 device_status' } },
    data: arr(obj({ dictLabel: str, dictValue: str, dictSort: int })),
    handler: (_q, p) =>
      db.all(
        `SELECT dict_label AS dictLabel, dict_value AS dictValue, dict_sort AS dictSort FROM sys_dict_data
         WHERE dict_type = ? ORDER BY dict_sort`,
        [p.type],
      ),
  });
}
