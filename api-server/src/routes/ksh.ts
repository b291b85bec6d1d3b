import type { FastifyInstance } from 'fastify';
import { likeParam, type Db } from '../db';
import { notFound } from '../errors';
import { arr, date, defineGet, idParam, int, nameValue, obj, pageOf, pageQuery, str, textParam } from '../route-kit';
import { dictValues } from '../seed/dict';

const kshRow = obj({ id: int, name: str, type: str, provider: str, serveCount: int, onlineDate: date });
const kshDetail = obj({
  id: int,
  name: str,
  type: str,
  provider: str,
  description: str,
  address: str,
  contact: str,
  hours: str,
  serveCount: int,
  onlineDate: date,
  steps: arr(str),
});
const KSH_COLUMNS = 'id, name, type, provider, serve_count AS serveCount, online_date AS onlineDate';

/** `/ksh/service/*` on the second API base: the hub's online services. */
export function kshRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['服务'];
  defineGet(app, {
    url: '/ksh/service/num',
    summary: '服务事项数量与服务人次',
    tags,
    data: obj({ total: int, serveTotal: int, byType: arr(nameValue) }),
    handler: () => ({
      ...db.row('SELECT COUNT(*) AS total, SUM(serve_count) AS serveTotal FROM ksh_service'),
      byType: db.all(`SELECT d.dict_label AS name, COUNT(s.id) AS value FROM sys_dict_data d
        LEFT JOIN ksh_service s ON s.type = d.dict_label WHERE d.dict_type = 'service_type' GROUP BY d.dict_label ORDER BY d.dict_sort`),
    }),
  });
  defineGet<{ pageNum: number; pageSize: number; type?: string; name?: string }>(app, {
    url: '/ksh/service/page',
    summary: '服务事项分页列表',
    tags,
    query: {
      ...pageQuery,
      type: { type: 'string', enum: dictValues('service_type'), description: '服务类型，service_type 字典值' },
      name: textParam('服务名称（模糊匹配）'),
    },
    data: pageOf(kshRow),
    handler: (q) => {
      const where: string[] = [];
      const params: string[] = [];
      if (q.type) {
        where.push(`type = (SELECT dict_label FROM sys_dict_data WHERE dict_type = 'service_type' AND dict_value = ?)`);
        params.push(q.type);
      }
      if (q.name) {
        where.push(`name LIKE ? ESCAPE '\\'`);
        params.push(likeParam(q.name));
      }
      const filter = where.length ? ` WHERE ${where.join(' AND ')}` : '';
      return db.page(`SELECT ${KSH_COLUMNS} FROM ksh_service${filter} ORDER BY id`, params, q.pageNum, q.pageSize);
    },
  });
  defineGet<Record<string, never>, { id: number }>(app, {
    url: '/ksh/service/:id',
    summary: '服务事项详情',
    tags,
    params: { id: idParam('服务事项 id') },
    notFound: true,
    data: kshDetail,
    handler: (_q, p) => {
      const row = db.get<{ steps: string }>(
        `SELECT ${KSH_COLUMNS}, description, address, contact, hours, steps FROM ksh_service WHERE id = ?`,
        [p.id],
      );
      if (!row) throw notFound(`服务事项不存在（id=${p.id}）`);
      return { ...row, steps: row.steps.split('|') };
    },
  });
}
