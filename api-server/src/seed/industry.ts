import type { Db } from '../db';
import { CHANCE_TYPES, INDUSTRIES, INDUSTRY_WEIGHTS } from './constants';
import { BRAND_CHARS, COMPANY_WORDS, DISTRICTS } from './chain-data';
import { addDays, addMonths } from './calendar';
import { inWindow, type MonthlyFlow, type SeedDates } from './history';
import { createRng, dateBetween, datesInMonth, intBetween, pick, pickWeighted, round } from './random';
import { TEAM_TOPICS } from './teams-data';

const ENTERPRISE_COUNT = 160;
const SERVICE_WORDS = {
  文化创意: ['文化传媒', '数字创意', '文化科技'],
  现代服务业: ['企业管理咨询', '供应链管理', '信息咨询'],
};
const SOURCES = ['高校团队孵化', '校友返渝创业', '外部引进', '大企业内部创业'] as const;
const CHECKOUT_REASONS = ['毕业迁出', '扩大规模迁出', '经营调整', '迁入产业园区'] as const;

const CHANCE_TITLES: Record<(typeof CHANCE_TYPES)[number], readonly string[]> = {
  技术需求: ['{t}关键技术攻关需求', '{t}工艺改进技术需求', '{t}国产化替代技术需求'],
  应用场景: ['{t}应用场景开放', '{d}{t}示范场景征集'],
  投融资需求: ['{t}项目股权融资需求', '{t}产线建设融资需求'],
  合作研发: ['{t}联合研发合作', '共建{t}联合实验室'],
  人才需求: ['{t}方向高层次人才招引', '{t}研发工程师招聘'],
};

/** Creates and fills `enterprise` (check-in / check-out since 20 months before the history); creates `chance`. */
export function seedIndustry(db: Db, dates: SeedDates): void {
  db.run(`CREATE TABLE enterprise (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, industry TEXT NOT NULL,
    source TEXT NOT NULL, registered_capital REAL NOT NULL, checkin_date TEXT NOT NULL,
    checkout_date TEXT, checkout_reason TEXT)`);
  db.run(`CREATE TABLE chance (id INTEGER PRIMARY KEY, title TEXT NOT NULL, type TEXT NOT NULL, industry TEXT NOT NULL,
    publisher TEXT NOT NULL, publish_date TEXT NOT NULL, deadline TEXT NOT NULL, budget REAL NOT NULL, status TEXT NOT NULL)`);
  const rng = createRng(0x1d57);
  const names = new Set<string>();
  const enterprises = [];
  while (enterprises.length < ENTERPRISE_COUNT) {
    const industry = pickWeighted(rng, INDUSTRIES, INDUSTRY_WEIGHTS);
    const words =
      industry in SERVICE_WORDS
        ? SERVICE_WORDS[industry as keyof typeof SERVICE_WORDS]
        : COMPANY_WORDS[industry as keyof typeof COMPANY_WORDS];
    const name = `重庆${pick(rng, [...BRAND_CHARS])}${pick(rng, [...BRAND_CHARS])}${pick(rng, words)}有限公司`;
    if (names.has(name)) continue;
    names.add(name);
    const checkin = dateBetween(rng, `${addMonths(dates.start, -20)}-01`, dates.today);
    const out = rng() < 0.22 && checkin < addDays(dates.today, -240);
    enterprises.push({
      id: enterprises.length + 1,
      name,
      industry,
      source: pickWeighted(rng, SOURCES, [5, 2, 3, 1]),
      registered_capital: round(pick(rng, [50, 100, 200, 500, 1000, 3000]) * (0.5 + rng()), 0),
      checkin_date: checkin,
      checkout_date: out ? dateBetween(rng, addDays(checkin, 180), dates.today) : null,
      checkout_reason: out ? pick(rng, CHECKOUT_REASONS) : null,
    });
  }
  db.insertAll('enterprise', enterprises);
}

/** The opportunity list: two to six chances a month, open until their deadline. */
export const chanceFlow: MonthlyFlow = {
  seed: 0x1d58,
  backMonths: 22,
  write(db, window) {
    const { rng } = window;
    const enterprises = db.all<{ name: string }>('SELECT name FROM enterprise ORDER BY id LIMIT 40').map((e) => e.name);
    const publishers = [...enterprises, '西部科学城管委会', '重庆大学', '西南大学', '重庆医科大学'];
    const rows = datesInMonth(rng, window.month, intBetween(rng, 2, 6)).map((publishDate) => {
      const type = pickWeighted(rng, CHANCE_TYPES, [5, 3, 2, 3, 3]);
      const industry = pickWeighted(rng, INDUSTRIES, INDUSTRY_WEIGHTS);
      const title = pick(rng, CHANCE_TITLES[type])
        .replace('{t}', pick(rng, TEAM_TOPICS[industry]))
        .replace('{d}', pick(rng, DISTRICTS));
      const deadline = addDays(publishDate, intBetween(rng, 30, 180));
      const closed = rng() < 0.7 ? '已对接' : '已完成';
      const status = deadline >= window.today ? '征集中' : closed;
      const budget = type === '人才需求' ? intBetween(rng, 30, 120) : intBetween(rng, 5, 100) * 10;
      return {
        title,
        type,
        industry,
        publisher: pick(rng, publishers),
        publish_date: publishDate,
        deadline,
        budget,
        status,
      };
    });
    db.insertAll(
      'chance',
      rows.filter((row) => inWindow(row.publish_date, window)),
    );
  },
};
