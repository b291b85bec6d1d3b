import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { HttpError } from '../errors';
import { arr, date, defineGet, int, month, obj, pageOf, pageQuery, str, yearParam } from '../route-kit';
import { addMonths, monthsBetween } from '../seed/calendar';
import { dictValues } from '../seed/dict';

const notice = obj({ id: int, title: str, type: str, publishDate: date, source: str, summary: str });
const activityMonth = obj({ month, count: int, participants: int });

/** The months asked for: a calendar year, or the last `months` months up to the newest data. */
function monthRange(db: Db, year?: number, months?: number): string[] {
  if (year !== undefined) return monthsBetween(`${year}-01`, `${year}-12`);
  const end = db.row<{ value: string }>(`SELECT value FROM meta WHERE key = 'data_end'`).value.slice(0, 7);
  return monthsBetween(addMonths(end, 1 - (months ?? 12)), end);
}

/** `/notice/page`, `/notice/getActByMonth`: notices and activities. */
export function noticeRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['通知活动'];
  defineGet<{ pageNum: number; pageSize: number; type?: string }>(app, {
    url: '/notice/page',
    summary: '通知公告分页列表（最新发布在前）',
    tags,
    query: {
      ...pageQuery,
      type: { type: 'string', enum: dictValues('notice_type'), description: '通知类型，notice_type 字典值' },
    },
    data: pageOf(notice),
    handler: (q) => {
      const where = q.type
        ? ` WHERE type = (SELECT dict_label FROM sys_dict_data WHERE dict_type = 'notice_type' AND dict_value = ?)`
        : '';
      return db.page(
        `SELECT id, title, type, publish_date AS publishDate, source, summary FROM notice${where} ORDER BY publish_date DESC, id DESC`,
        q.type ? [q.type] : [],
        q.pageNum,
        q.pageSize,
      );
    },
  });
  defineGet<{ year?: number; months?: number }>(app, {
    url: '/notice/getActByMonth',
    summary: '按月活动场次与参与人次（year：某年 12 个月；months：最近 N 个月，缺省 12）',
    tags,
    query: {
      year: yearParam('年份，2000–2100；与 months 二选一'),
      months: { type: 'integer', minimum: 1, maximum: 36, description: '最近 N 个月（1–36），缺省 12' },
    },
    data: arr(activityMonth),
    handler: (q) => {
      if (q.year !== undefined && q.months !== undefined)
        throw new HttpError(400, '查询参数「year」与「months」不能同时使用');
      const range = monthRange(db, q.year, q.months);
      const counted = db.all<{ month: string; count: number; participants: number }>(
        `SELECT substr(act_date, 1, 7) AS month, COUNT(*) AS count, SUM(participants) AS participants FROM activity
         WHERE act_date >= ? AND act_date < ? GROUP BY month`,
        [`${range[0]}-01`, `${range[range.length - 1]}-32`],
      );
      const byMonth = new Map(counted.map((row) => [row.month, row]));
      return range.map((m) => byMonth.get(m) ?? { month: m, count: 0, participants: 0 });
    },
  });
}
