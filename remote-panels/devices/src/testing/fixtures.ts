import type { Device, DeviceSum, ReserveDetail, ReserveList, ReserveRow, Transfer } from '@cockpit/shared-sdk';

let nextId = 1;
const device = (
  name: string,
  model: string,
  category: string,
  status: string,
  utilizationRate: number,
  serviceHours: number,
  value: number,
): Device => ({
  id: nextId++,
  name,
  model,
  manufacturer: '赛默飞',
  category,
  status,
  location: '分析测试中心 A101',
  serviceHours,
  utilizationRate,
  value,
  manager: '王老师',
  openTime: '工作日 8:30-17:30',
});

/** Nine instruments over four categories; one category (光谱仪器) has none, one (同位素分析) is not in the dictionary. */
export const DEVICES: Device[] = [
  device('场发射扫描电镜', 'Sigma 300', '电子显微镜', '在用', 88.5, 3120, 620),
  device('透射电镜', 'Talos F200X', '电子显微镜', '维修', 61.2, 2400, 1650),
  device('台式扫描电镜', 'Phenom XL', '电子显微镜', '空闲', 30.4, 900, 160),
  device('核磁共振波谱仪', 'AVANCE NEO 600', '波谱仪器', '在用', 92.1, 3300, 920),
  device('液质联用仪', 'Q Exactive Plus', '色谱质谱', '在用', 75, 2600, 480),
  device('气质联用仪', '7890B-5977B', '色谱质谱', '在用', 75, 2900, 160),
  device('离子色谱仪', 'ICS-6000', '色谱质谱', '空闲', 22.8, 700, 80),
  device('高效液相色谱仪', '1260 Infinity II', '色谱质谱', '维修', 55.5, 1900, 420),
  device('同位素质谱仪', 'Delta V', '同位素分析', '在用', 66.6, 2100, 300),
];

export const DEVICE_SUM: DeviceSum = {
  deviceCount: 9,
  totalValue: 4790,
  serviceHours: 19_920,
  averageUtilization: 63,
  byStatus: [
    { name: '在用', value: 5 },
    { name: '维修', value: 2 },
    { name: '空闲', value: 2 },
  ],
  byCategory: [
    { name: '电子显微镜', value: 3 },
    { name: '波谱仪器', value: 1 },
    { name: '色谱质谱', value: 4 },
    { name: '光谱仪器', value: 0 },
  ],
};

const row = (
  id: number,
  reserveDate: string,
  startTime: string,
  deviceName: string,
  userName: string,
  department: string,
  hours: number,
  status: string,
): ReserveRow => ({
  id,
  deviceId: (id % 9) + 1,
  deviceName,
  userName,
  department,
  reserveDate,
  startTime,
  hours,
  status,
});

/** The latest reservations, latest date first, as `/reserve/list` sends them. */
export const RECENT: ReserveRow[] = [
  row(642, '2026-11-30', '08:30', '紫外可见近红外分光光度计', '何*', '资源环境学院', 5.5, '已预约'),
  row(641, '2026-11-29', '15:00', '电子顺磁共振波谱仪', '程**', '食品科学学院', 1, '已预约'),
  row(630, '2026-11-20', '09:00', '场发射扫描电镜', '李*', '材料与能源学院', 2, '使用中'),
  row(629, '2026-11-19', '14:30', '核磁共振波谱仪', '张**', '化学化工学院', 3, '已完成'),
  row(628, '2026-11-18', '10:00', '液质联用仪', '王*', '药学院', 4, '已取消'),
];

export const RESERVE_LIST: ReserveList = {
  recent: RECENT,
  monthly: [
    { month: '2025-09', count: 25, hours: 73 },
    { month: '2025-10', count: 31, hours: 114.5 },
    { month: '2025-11', count: 29, hours: 101 },
    { month: '2025-12', count: 26, hours: 87.5 },
    { month: '2026-01', count: 18, hours: 63.5 },
    // 2026-02: no reservation at all (the API leaves the month out)
    { month: '2026-03', count: 33, hours: 97.5 },
    { month: '2026-04', count: 33, hours: 102 },
    { month: '2026-05', count: 37, hours: 126.5 },
    { month: '2026-06', count: 30, hours: 72.5 },
    { month: '2026-07', count: 22, hours: 64.5 },
    { month: '2026-08', count: 21, hours: 66 },
    { month: '2026-09', count: 35, hours: 111 },
    { month: '2026-10', count: 36, hours: 90.5 },
    { month: '2026-11', count: 52, hours: 189.5 },
  ],
};

export const RESERVE_DETAIL: ReserveDetail = {
  ...RECENT[2],
  deviceModel: 'Sigma 300',
  location: '分析测试中心 A101',
  project: '国家自然科学基金面上项目',
  endTime: '11:00',
  sampleCount: 12,
};

const transfer = (
  id: number,
  title: string,
  school: string,
  enterprise: string,
  amount: number,
  transferDate: string,
  type: string,
): Transfer => ({
  id,
  title,
  team: `${title.slice(0, 4)}研发团队`,
  school,
  enterprise,
  amount,
  transferDate,
  type,
});

/** Fourteen achievements, newest first: three pages of six. */
export const TRANSFERS: Transfer[] = Array.from({ length: 14 }, (_, i) =>
  transfer(
    100 - i,
    i === 0 ? '车路协同关键技术' : `一种柔性电子材料的制备方法（第${i}代）`,
    i % 3 === 0 ? '西南大学' : '重庆大学',
    i === 0 ? '重庆嘉恒电驱科技有限公司' : `重庆智远复合材料有限公司${i}`,
    i === 0 ? 661.6 : 100 + i,
    `2026-${String(11 - Math.floor(i / 2)).padStart(2, '0')}-10`,
    i === 0 ? '技术服务' : '专利转让',
  ),
);
