import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { dictValues } from '../seed/dict';
import { arr, date, defineGet, int, nameValue, num, obj, pageOf, pageQuery, str } from '../route-kit';

const checkin = obj({
  id: int,
  enterpriseName: str,
  industry: str,
  source: str,
  registeredCapital: num,
  checkinDate: date,
});
const checkout = obj({
  id: int,
  enterpriseName: str,
  industry: str,
  checkinDate: date,
  checkoutDate: date,
  reason: str,
});
const chance = obj({
  id: int,
  title: str,
  type: str,
  industry: str,
  publisher: str,
  publishDate: date,
  deadline: date,
  budget: num,
  status: str,
});
const chanceSum = obj({ total: int, openCount: int, matchedCount: int, budgetTotal: num, byType: arr(nameValue) });

/** `/checkin/industry/list`, `/checkout/industry/list`, `/chanceList*`: enterprises and opportunities. */
export function industryRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['产业'];
  defineGet(app, {
    url: '/checkin/industry/list',
    summary: '在园入驻企业（含行业，最新入驻在前）',
    tags,
    data: arr(checkin),
    handler: () =>
      db.all(`SELECT id, name AS enterpriseName, industry, source, registered_capital AS registeredCapital,
        checkin_date AS checkinDate FROM enterprise WHERE checkout_date IS NULL ORDER BY checkin_date DESC, id DESC`),
  });
  defineGet(app, {
    url: '/checkout/industry/list',
    summary: '迁出企业（含行业，最新迁出在前）',
    tags,
    data: arr(checkout),
    handler: () =>
      db.all(`SELECT id, name AS enterpriseName, industry, checkin_date AS checkinDate, checkout_date AS checkoutDate,
        checkout_reason AS reason FROM enterprise WHERE checkout_date IS NOT NULL ORDER BY checkout_date DESC, id DESC`),
  });
  defineGet<{ pageNum: number; pageSize: number; type?: string }>(app, {
    url: '/chanceList',
    summary: '机会清单分页列表（最新发布在前）',
    tags,
    query: {
      ...pageQuery,
      type: { type: 'string', enum: dictValues('chance_type'), description: '机会类型，chance_type 字典值' },
    },
    data: pageOf(chance),
    handler: (q) => {
      const where = q.type
        ? ` WHERE type = (SELECT dict_label FROM sys_dict_data WHERE dict_type = 'chance_type' AND dict_value = ?)`
        : '';
      return db.page(
        `SELECT id, title, type, industry, publisher, publish_date AS publishDate, deadline, budget, status
         FROM chance${where} ORDER BY publish_date DESC, id DESC`,
        q.type ? [q.type] : [],
        q.pageNum,
        q.pageSize,
      );
    },
  });
  defineGet(app, {
    url: '/chanceList/sum',
    summary: '机会清单汇总（预算单位：万元）',
    tags,
    data: chanceSum,
    handler: () => ({
      ...db.row(`SELECT COUNT(*) AS total, SUM(status = '征集中') AS openCount, SUM(status != '征集中') AS matchedCount,
        ROUND(SUM(budget), 1) AS budgetTotal FROM chance`),
      byType: db.all(`SELECT d.dict_label AS name, COUNT(c.id) AS value FROM sys_dict_data d
        LEFT JOIN chance c ON c.type = d.dict_label WHERE d.dict_type = 'chance_type' GROUP BY d.dict_label ORDER BY d.dict_sort`),
    }),
  });
}
