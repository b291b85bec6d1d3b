import type { Db } from '../db';
import { SERVICE_TYPES } from './constants';
import { EVALUATION_TEXT, INTRODUCTION, MATTERS, SERVICES, SERVICE_STEPS } from './services-data';
import { addDays, addMonths } from './calendar';
import { inWindow, type MonthlyFlow, type SeedDates } from './history';
import {
  createRng,
  dateBetween,
  datesInMonth,
  intBetween,
  maskName,
  personName,
  pick,
  pickWeighted,
  type Rng,
} from './random';

const LEVELS = ['不满意', '不满意', '基本满意', '满意', '非常满意'] as const;

/** Creates `handle_item` and `evaluation`; creates and fills `ksh_service`, `introduce` and `introduce_item`. */
export function seedServices(db: Db, dates: SeedDates): void {
  db.run(`CREATE TABLE handle_item (id INTEGER PRIMARY KEY, matter_name TEXT NOT NULL, applicant TEXT NOT NULL,
    department TEXT NOT NULL, service_type TEXT NOT NULL, status TEXT NOT NULL, accept_date TEXT NOT NULL, finish_date TEXT)`);
  db.run(`CREATE TABLE evaluation (id INTEGER PRIMARY KEY, handle_id INTEGER NOT NULL REFERENCES handle_item (id),
    score INTEGER NOT NULL, level TEXT NOT NULL, content TEXT NOT NULL, evaluator TEXT NOT NULL, eval_date TEXT NOT NULL)`);
  db.run(`CREATE TABLE ksh_service (id INTEGER PRIMARY KEY, name TEXT NOT NULL, type TEXT NOT NULL, provider TEXT NOT NULL,
    description TEXT NOT NULL, address TEXT NOT NULL, contact TEXT NOT NULL, hours TEXT NOT NULL, serve_count INTEGER NOT NULL,
    online_date TEXT NOT NULL, steps TEXT NOT NULL)`);
  db.run(
    'CREATE TABLE introduce (id INTEGER PRIMARY KEY, title TEXT NOT NULL, content TEXT NOT NULL, area REAL NOT NULL)',
  );
  db.run(
    'CREATE TABLE introduce_item (id INTEGER PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, url TEXT NOT NULL)',
  );
  const rng = createRng(0x5e71);

  const services = SERVICE_TYPES.flatMap((type) => SERVICES[type].map((name) => ({ type, name })));
  db.insertAll(
    'ksh_service',
    services.map(({ type, name }, i) => ({
      id: i + 1,
      name,
      type,
      provider: `${type.slice(0, 2)}服务窗口`,
      description: `为入驻人才和企业提供${name}，${pick(rng, ['材料齐全当场受理', '全程网上可办', '专人一对一帮办', '限时办结'])}。`,
      address: `人才创新创业服务港 ${intBetween(rng, 1, 3)} 楼 ${intBetween(rng, 1, 24)} 号窗口`,
      contact: `${personName(rng)[0]}老师`,
      hours: rng() < 0.8 ? '工作日 9:00-17:30' : '每日 8:30-20:00',
      serve_count: intBetween(rng, 40, 2400),
      online_date: dateBetween(rng, `${addMonths(dates.start, -17)}-01`, dates.today),
      steps: pick(rng, SERVICE_STEPS).join('|'),
    })),
  );

  db.insertAll('introduce', [
    { id: 1, title: INTRODUCTION.title, content: INTRODUCTION.content, area: INTRODUCTION.area },
  ]);
  db.insertAll(
    'introduce_item',
    INTRODUCTION.items.map((item, i) => ({ id: i + 1, ...item, url: `https://rcfwg.example.cn/intro/${i + 1}` })),
  );
}

/** One matter accepted on `acceptDate`, and its rating when it was rated; the first of a month is done and rated that day. */
function matter(rng: Rng, acceptDate: string, first: boolean, today: string) {
  const type = pickWeighted(rng, SERVICE_TYPES, [6, 5, 4, 3, 2, 2]);
  const finishDate = addDays(acceptDate, first ? 0 : intBetween(rng, 0, 15));
  const done = finishDate <= today;
  const pending = rng() < 0.5 ? '办理中' : '已受理';
  const item = {
    matter_name: pick(rng, MATTERS[type]),
    applicant:
      rng() < 0.6
        ? maskName(personName(rng))
        : `${pick(rng, ['重庆', '西部'])}${pick(rng, ['博', '瑞', '华', '智', '芯'])}*科技有限公司`,
    department: `${type.slice(0, 2)}服务窗口`,
    service_type: type,
    status: done ? '已办结' : pending,
    accept_date: acceptDate,
    finish_date: done ? finishDate : null,
  };
  const rated = rng() <= 0.7 || first;
  const score = pickWeighted(rng, [1, 2, 3, 4, 5], [1, 2, 6, 30, 61]);
  const level = LEVELS[score - 1];
  const evalDate = addDays(finishDate, first ? 0 : intBetween(rng, 0, 3));
  const rating = {
    score,
    level,
    content: pick(rng, EVALUATION_TEXT[level]),
    evaluator: maskName(personName(rng)),
    eval_date: evalDate,
  };
  return { item, rating: done && rated && evalDate <= today ? rating : undefined };
}

/** Matters handled at the service windows, 14–22 a month, most of them rated when done. */
export const handleFlow: MonthlyFlow = {
  seed: 0x5e72,
  backMonths: 22,
  write(db, window) {
    const { rng } = window;
    const matters = datesInMonth(rng, window.month, intBetween(rng, 14, 22)).map((date, i) =>
      matter(rng, date, i === 0, window.today),
    );
    for (const { item, rating } of matters.filter(({ item }) => inWindow(item.accept_date, window))) {
      db.insertAll('handle_item', [item]);
      if (rating) db.insertAll('evaluation', [{ handle_id: db.num('SELECT last_insert_rowid()'), ...rating }]);
    }
  },
};
