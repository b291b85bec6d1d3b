import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { notFound } from '../errors';
import { arr, date, defineGet, idParam, int, month, nameValue, num, obj, str } from '../route-kit';

const device = obj({
  id: int,
  name: str,
  model: str,
  manufacturer: str,
  category: str,
  status: str,
  location: str,
  serviceHours: int,
  utilizationRate: num,
  value: num,
  manager: str,
  openTime: str,
});
const deviceSum = obj({
  deviceCount: int,
  totalValue: num,
  serviceHours: int,
  averageUtilization: num,
  byStatus: arr(nameValue),
  byCategory: arr(nameValue),
});
const reserveRow = obj({
  id: int,
  deviceId: int,
  deviceName: str,
  userName: str,
  department: str,
  reserveDate: date,
  startTime: str,
  hours: num,
  status: str,
});
const reserveList = obj({ recent: arr(reserveRow), monthly: arr(obj({ month, count: int, hours: num })) });
const reserveDetail = obj({
  id: int,
  deviceId: int,
  deviceName: str,
  deviceModel: str,
  location: str,
  userName: str,
  department: str,
  project: str,
  reserveDate: date,
  startTime: str,
  endTime: str,
  hours: num,
  sampleCount: int,
  status: str,
});
const transfer = obj({
  id: int,
  title: str,
  team: str,
  school: str,
  enterprise: str,
  amount: num,
  transferDate: date,
  type: str,
});

const byDict = (db: Db, type: string, column: string) =>
  db.all(
    `SELECT d.dict_label AS name, COUNT(v.id) AS value FROM sys_dict_data d LEFT JOIN device v ON v.${column} = d.dict_label
    WHERE d.dict_type = ? GROUP BY d.dict_label ORDER BY d.dict_sort`,
    [type],
  );

/** `/device/*`, `/reserve/*`, `/transfer/list`: the analysis and testing centre. */
export function deviceRoutes(app: FastifyInstance, db: Db): void {
  const tags = ['仪器设备'];
  defineGet(app, {
    url: '/device/list',
    summary: '大型仪器列表（原值单位：万元，机时单位：小时，使用率：%）',
    tags,
    data: arr(device),
    handler: () =>
      db.all(`SELECT id, name, model, manufacturer, category, status, location, service_hours AS serviceHours,
        utilization_rate AS utilizationRate, value, manager, open_time AS openTime FROM device ORDER BY id`),
  });
  defineGet(app, {
    url: '/device/sum',
    summary: '仪器汇总：台套数、原值、累计机时，按状态与类别',
    tags,
    data: deviceSum,
    handler: () => ({
      ...db.row(`SELECT COUNT(*) AS deviceCount, ROUND(SUM(value), 1) AS totalValue, SUM(service_hours) AS serviceHours,
        ROUND(AVG(utilization_rate), 1) AS averageUtilization FROM device`),
      byStatus: byDict(db, 'device_status', 'status'),
      byCategory: byDict(db, 'device_category', 'category'),
    }),
  });
  defineGet(app, {
    url: '/reserve/list',
    summary: '预约：最新 30 条（含待使用）与各月预约数、机时（不含已取消）',
    tags,
    data: reserveList,
    handler: () => ({
      recent: db.all(`SELECT r.id, r.device_id AS deviceId, d.name AS deviceName, r.user_name AS userName, r.department,
        r.reserve_date AS reserveDate, r.start_time AS startTime, r.hours, r.status
        FROM reservation r JOIN device d ON d.id = r.device_id ORDER BY r.reserve_date DESC, r.start_time DESC, r.id DESC LIMIT 30`),
      monthly: db.all(`SELECT substr(reserve_date, 1, 7) AS month, COUNT(*) AS count, ROUND(SUM(hours), 1) AS hours
        FROM reservation WHERE status != '已取消' GROUP BY month ORDER BY month`),
    }),
  });
  defineGet<{ id: number }>(app, {
    url: '/reserve/detail',
    summary: '预约详情',
    tags,
    query: { id: idParam('预约 id') },
    required: ['id'],
    notFound: true,
    data: reserveDetail,
    handler: (q) => {
      const row = db.get(
        `SELECT r.id, r.device_id AS deviceId, d.name AS deviceName, d.model AS deviceModel, d.location, r.user_name AS userName,
           r.department, r.project, r.reserve_date AS reserveDate, r.start_time AS startTime, r.end_time AS endTime, r.hours,
           r.sample_count AS sampleCount, r.status FROM reservation r JOIN device d ON d.id = r.device_id WHERE r.id = ?`,
        [q.id],
      );
      if (!row) throw notFound(`预约记录不存在（id=${q.id}）`);
      return row;
    },
  });
  defineGet(app, {
    url: '/transfer/list',
    summary: '科技成果转化（金额单位：万元，最新在前）',
    tags,
    data: arr(transfer),
    handler: () =>
      db.all(`SELECT id, title, team, school, enterprise, amount, transfer_date AS transferDate, type FROM transfer
        ORDER BY transfer_date DESC, id DESC`),
  });
}
