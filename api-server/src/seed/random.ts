import { addDays, daysBetween } from './calendar';

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

const SURNAMES =
  '王李张刘陈杨黄赵周吴徐孙马胡朱郭何罗高林郑梁谢唐许冯宋韩邓彭曾肖田董潘袁蔡蒋余杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严莫孔向常汤康易乔赖文';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂华建国晓亮宇鹏飞婷雪琳浩然子涵思远博文欣怡雨轩梓萱俊峰志强海燕春梅晨阳佳琪嘉豪一鸣天佑';

/** A plausible Chinese personal name. */
export function personName(rng: Rng): string {
  const surname = pick(rng, [...SURNAMES]);
  const given = pick(rng, [...GIVEN]) + (rng() < 0.65 ? pick(rng, [...GIVEN]) : '');
  return surname + given;
}

/** A uniformly random date in [from, to], 'YYYY-MM-DD'. */
export const dateBetween = (rng: Rng, from: string, to: string): string =>
  addDays(from, intBetween(rng, 0, daysBetween(from, to)));

/** A name with all but the surname masked, as public boards show it: 张** . */
export const maskName = (name: string): string => name[0] + '*'.repeat(name.length - 1);

/** The generator of one month of a family's history: the same family and month always give the same rows. */
export function monthRng(seed: number, month: string): Rng {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return createRng(Math.imul(seed ^ index, 0x9e3779b1) ^ index);
}

/**
 * `count` days of the month 'YYYY-MM', in order. The first is always the 1st, so a month only a
 * day old already has data (headline figures of a new year never read 0).
 */
export function datesInMonth(rng: Rng, month: string, count: number): string[] {
  const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const picked = Array.from({ length: count }, (_, i) => (i === 0 ? 1 : intBetween(rng, 1, days)));
  return picked.sort((a, b) => a - b).map((day) => `${month}-${String(day).padStart(2, '0')}`);
}
