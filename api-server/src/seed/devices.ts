import type { Db } from '../db';
import { DEVICE_CATEGORIES, DEVICE_STATUSES } from './constants';
import {
  DEPARTMENTS,
  DEPARTMENT_WEIGHTS,
  INSTRUMENTS,
  PROJECTS,
  TRANSFER_TITLES,
  TRANSFER_TYPES,
} from './devices-data';
import { inWindow, type MonthlyFlow } from './history';
import { createRng, datesInMonth, intBetween, maskName, personName, pick, pickWeighted, round } from './random';

const time = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Creates and fills `device`; creates `reservation` and `transfer`. */
export function seedDevices(db: Db): void {
  db.run(`CREATE TABLE device (id INTEGER PRIMARY KEY, name TEXT NOT NULL, model TEXT NOT NULL, manufacturer TEXT NOT NULL,
    category TEXT NOT NULL, status TEXT NOT NULL, location TEXT NOT NULL, service_hours INTEGER NOT NULL,
    utilization_rate REAL NOT NULL, value REAL NOT NULL, manager TEXT NOT NULL, open_time TEXT NOT NULL)`);
  db.run(`CREATE TABLE reservation (id INTEGER PRIMARY KEY, device_id INTEGER NOT NULL REFERENCES device (id),
    user_name TEXT NOT NULL, department TEXT NOT NULL, project TEXT NOT NULL, reserve_date TEXT NOT NULL,
    start_time TEXT NOT NULL, end_time TEXT NOT NULL, hours REAL NOT NULL, sample_count INTEGER NOT NULL, status TEXT NOT NULL)`);
  db.run('CREATE INDEX reservation_date ON reservation (reserve_date)');
  db.run(`CREATE TABLE transfer (id INTEGER PRIMARY KEY, title TEXT NOT NULL, team TEXT NOT NULL, school TEXT NOT NULL,
    enterprise TEXT NOT NULL, amount REAL NOT NULL, transfer_date TEXT NOT NULL, type TEXT NOT NULL)`);
  const rng = createRng(0xde71);

  const devices = DEVICE_CATEGORIES.flatMap((category, c) =>
    INSTRUMENTS[category].map(([name, model, manufacturer, value], i) => {
      const status = pickWeighted(rng, DEVICE_STATUSES, [18, 2, 2]);
      const rate = status === '空闲' ? 20 + rng() * 25 : 45 + rng() * 50;
      return {
        name,
        model,
        manufacturer,
        category,
        status,
        location: `分析测试中心 ${String.fromCharCode(65 + (c % 3))}${intBetween(rng, 1, 4)}${String(i + 1).padStart(2, '0')}`,
        service_hours: Math.round(1800 * (rate / 100) * (1.5 + rng())),
        utilization_rate: round(rate, 1),
        value: round(value * (0.9 + rng() * 0.2), 1),
        manager: `${personName(rng)[0]}老师`,
        open_time: rng() < 0.7 ? '工作日 8:30-17:30' : '每日 8:30-22:00（预约制）',
      };
    }),
  );
  db.insertAll(
    'device',
    devices.map((d, i) => ({ id: i + 1, ...d })),
  );
}

/** Instrument reservations, growing slowly, fewer in the holidays; booked up to ten days ahead. */
export const reservationFlow: MonthlyFlow = {
  seed: 0xde72,
  backMonths: 22,
  leadDays: 10,
  write(db, window) {
    const { rng, month, today } = window;
    const deviceCount = db.num('SELECT COUNT(*) FROM device');
    const holiday = ['01', '02', '07', '08'].includes(month.slice(5)) ? 0.6 : 1;
    const count = Math.round((24 + Math.min(window.age, 30) * 0.8) * holiday * (0.8 + rng() * 0.4));
    const rows = datesInMonth(rng, month, count).map((date) => {
      const hours = intBetween(rng, 1, 12) / 2;
      const start = intBetween(rng, 17, 32) * 30;
      const done = rng() < 0.93 ? '已完成' : '已取消';
      return {
        device_id: intBetween(rng, 1, deviceCount),
        user_name: maskName(personName(rng)),
        department: pickWeighted(rng, DEPARTMENTS, DEPARTMENT_WEIGHTS),
        project: pick(rng, PROJECTS),
        reserve_date: date,
        start_time: time(start),
        end_time: time(start + hours * 60),
        hours,
        sample_count: intBetween(rng, 1, 24),
        status: date > today ? '已预约' : date === today ? '使用中' : done,
      };
    });
    db.insertAll(
      'reservation',
      rows.filter((row) => inWindow(row.reserve_date, window)),
    );
  },
};

/** Technology transfers of the teams (most of them Southwest University's) to the enterprises, one to three a month. */
export const transferFlow: MonthlyFlow = {
  seed: 0xde73,
  backMonths: 22,
  write(db, window) {
    const { rng } = window;
    const teams = db.all<{ team_name: string; school: string }>(
      'SELECT team_name, school FROM running_team ORDER BY id',
    );
    const enterprises = db.all<{ name: string }>('SELECT name FROM enterprise ORDER BY id').map((e) => e.name);
    const swu = teams.filter((t) => t.school === '西南大学');
    const rows = datesInMonth(rng, window.month, intBetween(rng, 1, 3)).map((date) => {
      const team = rng() < 0.6 && swu.length ? pick(rng, swu) : pick(rng, teams);
      const topic = team.team_name.replace(/(研发|创新|创业|攻关)团队$/, '');
      return {
        title: pick(rng, TRANSFER_TITLES).replace('{x}', topic),
        team: team.team_name,
        school: team.school,
        enterprise: pick(rng, enterprises),
        amount: round(intBetween(rng, 20, 1500) * (0.8 + rng() * 0.4), 1),
        transfer_date: date,
        type: pick(rng, TRANSFER_TYPES),
      };
    });
    db.insertAll(
      'transfer',
      rows.filter((row) => inWindow(row.transfer_date, window)),
    );
  },
};
