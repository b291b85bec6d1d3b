/** A seeded pseudo-random source in [0, 1): the same seed always gives the same sequence. */
export type Rng = () => number;

/** mulberry32: small, fast and good enough for seed data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export const intBetween = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** One element of a non-empty list. */
export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)];

/** One element, chosen with the given weights (same length as the list). */
export function pickWeighted<T>(rng: Rng, list: readonly T[], weights: readonly number[]): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng() * total;
  for (let i = 0; i < list.length; i += 1) {
    r -= weights[i];
    if (r < 0) return list[i];
  }
  return list[list.length - 1];
}

/** Rounds to `digits` decimals. */
export const round = (value: number, digits = 0): number => Math.round(value * 10 ** digits) / 10 ** digits;

const SURNAMES = '王李张刘陈杨黄赵周吴徐孙马胡朱郭何罗高林郑梁谢唐许冯宋韩邓彭曾肖田董潘袁蔡蒋余杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严莫孔向常汤康易乔赖文';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂华建国晓亮宇鹏飞婷雪琳浩然子涵思远博文欣怡雨轩梓萱俊峰志强海燕春梅晨阳佳琪嘉豪一鸣天佑';

/** A plausible Chinese personal name. */
export function personName(rng: Rng): string {
  const surname = pick(rng, [...SURNAMES]);
  const given = pick(rng, [...GIVEN]) + (rng() < 0.65 ? pick(rng, [...GIVEN]) : '');
  return surname + given;
}

/** A name with all but the surname masked, as public boards show it: 张** . */
export const maskName = (name: string): string => name[0] + '*'.repeat(name.length - 1);

const DAY_MS = 86_400_000;
const toDay = (date: string): number => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** First day of the seeded history. */
export const DATA_START = '2025-01-01';
/** Last day of the seeded history (the fixed anchor: data never depends on the real clock). */
export const DATA_END = '2026-11-20';

/** `date` plus `days` days, 'YYYY-MM-DD'. */
export const addDays = (date: string, days: number): string => fromDay(toDay(date) + days);

/** A uniformly random date in [from, to], 'YYYY-MM-DD'. */
export const dateBetween = (rng: Rng, from: string, to: string): string => fromDay(intBetween(rng, toDay(from), toDay(to)));

/** The months from `from` to `to` inclusive, each 'YYYY-MM'. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months;
}

/** A random day inside the month 'YYYY-MM', never after {@link DATA_END}. */
export function dayInMonth(rng: Rng, month: string): string {
  const first = `${month}-01`;
  const [y, m] = month.split('-').map(Number);
  const last = fromDay(Date.UTC(m === 12 ? y + 1 : y, m === 12 ? 0 : m, 1) / DAY_MS - 1);
  return dateBetween(rng, first, last < DATA_END ? last : DATA_END);
}
