import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { arr, defineGet, int, month, nameValue, obj, str, yearParam } from '../route-kit';

const talentRow = obj({ lb: str, name: str, count: int, newCount: int }, 'lb 相同的行相邻（按类别顺序）');
const talentSum = obj({ total: int, newCount: int, schoolCount: int, byCategory: arr(nameValue) });
const determine = obj({
  year: int,
  total: int,
  byCategory: arr(nameValue),
  monthly: arr(obj({ month, importCount: int, cultivateCount: int })),
});
const schoolStat = obj({ school: str, talentCount: int, importCount: int, cultivateCount: int, teamCount: int });

/** The year of the newest data ("this year" of the seed). */
const DATA_YEAR = `(SELECT substr(value, 1, 4) FROM meta WHERE key = 'data_end')`;
const CATEGORY_ORDER = `LEFT JOIN sys_dict_data d ON d.dict_type = 'talent_category' AND d.dict_label = t.lb`;

const byCategory = (db: Db, where: string, params: (string | number)[]) =>
  db.all(
    `SELECT d.dict_label AS name, COUNT(t.id) AS value FROM sys_dict_data d
     LEFT JOIN talent t ON t.lb = d.dict_label AND ${where}
     WHERE d.dict_type = 'talent_category' GROUP BY d.dict_label ORDER BY d.dict_sort`,
    params,
  );

function list(db: Db, kind: string) {
  return db.all(
    `SELECT t.lb, t.program AS name, COUNT(*) AS count,
       SUM(substr(t.determined_date, 1, 4) = ${DATA_YEAR}) AS newCount
     FROM talent t ${CATEGORY_ORDER} WHERE t.kind = ?
     GROUP BY t.lb, t.program ORDER BY MIN(d.dict_sort), count DESC, name`,
    [kind],
  );
}

function sum(db: Db, kind: string) {
  const totals = db.get<Record<string, number>>(
    `SELECT COUNT(*) AS total, SUM(substr(determined_date, 1, 4) = ${DATA_YEAR}) AS newCount,
       COUNT(DISTINCT school) AS schoolCount FROM talent WHERE kind = ?`,
    [kind],
  );
  return { ...totals, byCategory: byCategory(db, 't.kind = ?', [kind]) };
}

/** `/jsc/import/*`, `/jsc/cultivate/*`, `/jsc/determine`, `/jsc/school/list`: talent. */
export function talentRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['人才'];
  defineGet(app, {
    url: '/jsc/import/list',
    summary: '引进人才（按类别 lb、项目）',
    tags,
    data: arr(talentRow),
    handler: () => list(db, 'import'),
  });
  defineGet(app, {
    url: '/jsc/import/sum',
    summary: '引进人才汇总',
    tags,
    data: talentSum,
    handler: () => sum(db, 'import'),
  });
  defineGet(app, {
    url: '/jsc/cultivate/list',
    summary: '培育人才（按类别 lb、项目）',
    tags,
    data: arr(talentRow),
    handler: () => list(db, 'cultivate'),
  });
  defineGet(app, {
    url: '/jsc/cultivate/sum',
    summary: '培育人才汇总',
    tags,
    data: talentSum,
    handler: () => sum(db, 'cultivate'),
  });
  defineGet<{ year?: number }>(app, {
    url: '/jsc/determine',
    summary: '人才认定：某年按类别与按月统计（year 缺省为最新数据年份）',
    tags,
    query: { year: yearParam('年份，2000–2100') },
    data: determine,
    handler: (q) => {
      const year = q.year ?? db.num(`SELECT CAST(${DATA_YEAR} AS INTEGER)`);
      const monthly = db.all(
        `WITH RECURSIVE m(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM m WHERE n < 12)
         SELECT printf('%d-%02d', ?, n) AS month,
           (SELECT COUNT(*) FROM talent WHERE kind = 'import' AND substr(determined_date, 1, 7) = printf('%d-%02d', ?, n)) AS importCount,
           (SELECT COUNT(*) FROM talent WHERE kind = 'cultivate' AND substr(determined_date, 1, 7) = printf('%d-%02d', ?, n)) AS cultivateCount
         FROM m ORDER BY n`,
        [year, year, year],
      );
      const total = db.num(`SELECT COUNT(*) FROM talent WHERE substr(determined_date, 1, 4) = ?`, [String(year)]);
      return {
        year,
        total,
        byCategory: byCategory(db, 'substr(t.determined_date, 1, 4) = ?', [String(year)]),
        monthly,
      };
    },
  });
  defineGet(app, {
    url: '/jsc/school/list',
    summary: '各高校人才与团队数量',
    tags,
    data: arr(schoolStat),
    handler: () =>
      db.all(`SELECT s.school, COUNT(t.id) AS talentCount, COALESCE(SUM(t.kind = 'import'), 0) AS importCount,
          COALESCE(SUM(t.kind = 'cultivate'), 0) AS cultivateCount,
          (SELECT COUNT(*) FROM running_team r WHERE r.school = s.school) AS teamCount
        FROM (SELECT school FROM talent UNION SELECT school FROM running_team) s
        LEFT JOIN talent t ON t.school = s.school GROUP BY s.school ORDER BY talentCount DESC, s.school`),
  });
}
