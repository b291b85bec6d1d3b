import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { notFound } from '../errors';
import {
  arr,
  date,
  defineGet,
  figure,
  idParam,
  int,
  nameValue,
  nullableStr,
  num,
  obj,
  pageOf,
  pageQuery,
  str,
} from '../route-kit';

const handleItem = obj({
  id: int,
  matterName: str,
  applicant: str,
  department: str,
  serviceType: str,
  status: str,
  acceptDate: date,
  finishDate: nullableStr,
});
const evaluateSum = obj({
  total: int,
  satisfiedCount: int,
  satisfactionRate: num,
  averageScore: num,
  byLevel: arr(nameValue),
});
const evaluation = obj({
  id: int,
  matterName: str,
  evaluator: str,
  score: int,
  level: str,
  content: str,
  evalDate: date,
});
const introduce = obj({
  title: str,
  content: str,
  figures: arr(figure),
  items: arr(obj({ id: int, title: str, summary: str })),
});
const link = obj({ id: int, title: str, url: str });

/** `/handle/list`, `/evaluate/*`, `/jsc/introduce/*`: matters handled, evaluations, the hub introduction. */
export function serviceRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['服务'];
  defineGet<{ pageNum: number; pageSize: number }>(app, {
    url: '/handle/list',
    summary: '办件分页列表（最新受理在前）',
    tags,
    query: pageQuery,
    data: pageOf(handleItem),
    handler: (q) =>
      db.page(
        `SELECT id, matter_name AS matterName, applicant, department, service_type AS serviceType, status,
           accept_date AS acceptDate, finish_date AS finishDate FROM handle_item ORDER BY accept_date DESC, id DESC`,
        [],
        q.pageNum,
        q.pageSize,
      ),
  });
  defineGet(app, {
    url: '/evaluate/sum',
    summary: '评价汇总：满意率（%，非常满意 + 满意）与平均分（5 分制）',
    tags,
    data: evaluateSum,
    handler: () => ({
      ...db.row(`SELECT COUNT(*) AS total, SUM(score >= 4) AS satisfiedCount,
        ROUND(100.0 * SUM(score >= 4) / COUNT(*), 1) AS satisfactionRate, ROUND(AVG(score), 2) AS averageScore FROM evaluation`),
      byLevel: db.all(`SELECT d.dict_label AS name, COUNT(e.id) AS value FROM sys_dict_data d
        LEFT JOIN evaluation e ON e.level = d.dict_label WHERE d.dict_type = 'evaluate_level' GROUP BY d.dict_label ORDER BY d.dict_sort`),
    }),
  });
  defineGet(app, {
    url: '/evaluate/list',
    summary: '最新 50 条评价',
    tags,
    data: arr(evaluation),
    handler: () =>
      db.all(`SELECT e.id, h.matter_name AS matterName, e.evaluator, e.score, e.level, e.content, e.eval_date AS evalDate
        FROM evaluation e JOIN handle_item h ON h.id = e.handle_id ORDER BY e.eval_date DESC, e.id DESC LIMIT 50`),
  });
  defineGet(app, {
    url: '/jsc/introduce/index',
    summary: '服务港介绍：简介、数字与功能分区',
    tags,
    data: introduce,
    handler: () => {
      const intro = db.get<{ title: string; content: string; area: number }>(
        'SELECT title, content, area FROM introduce WHERE id = 1',
      );
      const figures = [
        { name: '服务面积', value: intro?.area ?? 0, unit: '万平方米' },
        { name: '入驻团队', value: db.num(`SELECT COUNT(*) FROM running_team WHERE status = '在孵'`), unit: '个' },
        { name: '在园企业', value: db.num('SELECT COUNT(*) FROM enterprise WHERE checkout_date IS NULL'), unit: '家' },
        { name: '服务事项', value: db.num('SELECT COUNT(*) FROM ksh_service'), unit: '项' },
        { name: '专业机构', value: db.num('SELECT COUNT(DISTINCT institution) FROM institution_team'), unit: '家' },
      ];
      return {
        title: intro?.title ?? '',
        content: intro?.content ?? '',
        figures,
        items: db.all('SELECT id, title, summary FROM introduce_item ORDER BY id'),
      };
    },
  });
  defineGet<{ id: number }>(app, {
    url: '/jsc/introduce/getLink',
    summary: '功能分区的详情链接',
    tags,
    query: { id: idParam('功能分区 id（/jsc/introduce/index 的 items[].id）') },
    required: ['id'],
    notFound: true,
    data: link,
    handler: (q) => {
      const row = db.get('SELECT id, title, url FROM introduce_item WHERE id = ?', [q.id]);
      if (!row) throw notFound(`介绍条目不存在（id=${q.id}）`);
      return row;
    },
  });
}
