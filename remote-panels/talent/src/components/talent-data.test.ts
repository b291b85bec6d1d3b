import { CHART_PALETTE, type TalentSum } from '@cockpit/shared-sdk';
import { categoryColor, packPages, shapeTalent } from './talent-data';

const sum: TalentSum = {
  total: 30,
  newCount: 4,
  schoolCount: 3,
  byCategory: [
    { name: '顶尖人才', value: 2 },
    { name: '领军人才', value: 8 },
    { name: '青年人才', value: 20 },
  ],
};
const row = (lb: string, name: string, count: number, newCount = 0) => ({ lb, name, count, newCount });

test('groups rows by category in the category order, biggest programme first, dropping empty ones', () => {
  const list = [
    row('青年人才', '博士研究生', 5),
    row('领军人才', '创新领军', 8),
    row('青年人才', '青年拔尖', 15),
    row('顶尖人才', '两院院士', 0),
    row('顶尖人才', '国际奖项', 2),
  ];
  const shaped = shapeTalent(sum, list);
  expect(shaped.rows.map((r) => r.name)).toEqual(['国际奖项', '创新领军', '青年拔尖', '博士研究生']);
  expect(shaped.categories).toEqual(['顶尖人才', '领军人才', '青年人才']);
});

test('appends a category the totals do not know after the known ones', () => {
  const shaped = shapeTalent(sum, [row('海外人才', '外籍专家', 3), row('顶尖人才', '两院院士', 1)]);
  expect(shaped.categories).toEqual(['顶尖人才', '领军人才', '青年人才', '海外人才']);
  expect(shaped.rows.map((r) => r.lb)).toEqual(['顶尖人才', '海外人才']);
});

test('packs whole categories onto pages and splits only a category longer than a page', () => {
  const rows = [
    row('A', 'a1', 1),
    row('A', 'a2', 1),
    row('B', 'b1', 1),
    row('B', 'b2', 1),
    row('B', 'b3', 1),
    row('C', 'c1', 1),
    row('D', 'd1', 1),
    row('D', 'd2', 1),
    row('D', 'd3', 1),
    row('D', 'd4', 1),
    row('D', 'd5', 1),
  ];
  const pages = packPages(rows, 4).map((page) => page.map((r) => r.name).join(','));
  expect(pages).toEqual(['a1,a2', 'b1,b2,b3,c1', 'd1,d2,d3,d4', 'd5']);
  expect(packPages([], 4)).toEqual([]);
});

test('colours a category by its place in the order', () => {
  expect(categoryColor(['顶尖人才', '领军人才'], '领军人才')).toBe(CHART_PALETTE[1]);
  expect(categoryColor(['顶尖人才'], '未知')).toBe(CHART_PALETTE[0]);
});
