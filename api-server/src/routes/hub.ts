import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { arr, defineGet, num, obj, str, yearParam } from '../route-kit';

const indexFigure = obj({ key: str, name: str, value: num, unit: str }, 'key 为稳定标识，name/unit 为中文');

/** Headline figures of the hub for a year: stock figures at the year's end, flow figures within the year. */
function figures(db: Db, year: number) {
  const y = String(year);
  const end = `${year}-12-31`;
  const talent = (kind: string) =>
    db.num('SELECT COUNT(*) FROM talent WHERE kind = ? AND determined_date <= ?', [kind, end]);
  return [
    {
      key: 'teams',
      name: '入驻团队',
      value: db.num('SELECT COUNT(*) FROM running_team WHERE settled_date <= ?', [end]),
      unit: '个',
    },
    { key: 'talentImport', name: '引进人才', value: talent('import'), unit: '人' },
    { key: 'talentCultivate', name: '培育人才', value: talent('cultivate'), unit: '人' },
    {
      key: 'enterprises',
      name: '在园企业',
      value: db.num(
        'SELECT COUNT(*) FROM enterprise WHERE checkin_date <= ? AND (checkout_date IS NULL OR checkout_date > ?)',
        [end, end],
      ),
      unit: '家',
    },
    {
      key: 'investment',
      name: '年度投资额',
      value: db.num('SELECT ROUND(TOTAL(amount), 1) FROM invest_project WHERE substr(invest_date, 1, 4) = ?', [y]),
      unit: '万元',
    },
    {
      key: 'handled',
      name: '年度办件量',
      value: db.num('SELECT COUNT(*) FROM handle_item WHERE substr(accept_date, 1, 4) = ?', [y]),
      unit: '件',
    },
    {
      key: 'transfer',
      name: '成果转化金额',
      value: db.num('SELECT ROUND(TOTAL(amount), 1) FROM transfer WHERE substr(transfer_date, 1, 4) = ?', [y]),
      unit: '万元',
    },
    {
      key: 'satisfaction',
      name: '服务满意率',
      value: db.num(
        'SELECT COALESCE(ROUND(100.0 * SUM(score >= 4) / COUNT(*), 1), 0) FROM evaluation WHERE substr(eval_date, 1, 4) = ?',
        [y],
      ),
      unit: '%',
    },
  ];
}

/** `/jsc/index`: the hub page's headline figures. */
export function hubRoutes(app: FastifyInstance, db: Db): void {
  defineGet<{ year: number }>(app, {
    url: '/jsc/index',
    summary: '首页核心指标（year 必填：当年）',
    tags: ['首页'],
    query: { year: yearParam('年份，2000–2100') },
    required: ['year'],
    data: arr(indexFigure),
    handler: (q) => figures(db, q.year),
  });
}
