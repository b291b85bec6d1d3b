import { CHART_PALETTE } from '@cockpit/shared-sdk';
import { industryColors, OTHER_COLOR } from './industry-colors';
import { industryShares, OTHER } from './industry-shares';

const rows = (...industries: (string | null | undefined)[]) => industries.map((industry, id) => ({ id, industry }));

describe('industryShares (count by industry)', () => {
  test('counts each industry and orders the pairs largest first', () => {
    const shares = industryShares(rows('生物医药', '先进材料', '先进材料', '智能装备', '先进材料', '智能装备'));
    expect(shares.items).toEqual([
      { name: '先进材料', value: 3 },
      { name: '智能装备', value: 2 },
      { name: '生物医药', value: 1 },
    ]);
    expect(shares.total).toBe(6);
  });

  test('keeps the order of first appearance between equal counts', () => {
    const shares = industryShares(rows('绿色低碳', '文化创意', '文化创意', '绿色低碳', '现代服务业'));
    expect(shares.items.map((item) => item.name)).toEqual(['绿色低碳', '文化创意', '现代服务业']);
  });

  test('counts a missing or empty industry as 其他 and puts 其他 last, however large', () => {
    const shares = industryShares(rows('生物医药', '', null, undefined, '先进材料', '生物医药'));
    expect(shares.items).toEqual([
      { name: '生物医药', value: 2 },
      { name: '先进材料', value: 1 },
      { name: OTHER, value: 3 },
    ]);
    expect(shares.total).toBe(6);
  });

  test('folds the smallest industries into 其他 beyond the slices a chart can show', () => {
    const shares = industryShares(rows('甲', '甲', '甲', '乙', '乙', '丙', '丁', null), 3);
    expect(shares.items).toEqual([
      { name: '甲', value: 3 },
      { name: '乙', value: 2 },
      { name: OTHER, value: 3 },
    ]);
  });

  test('keeps every industry when exactly as many as the slices fit', () => {
    const shares = industryShares(rows('甲', '乙', '丙'), 3);
    expect(shares.items.map((item) => item.name)).toEqual(['甲', '乙', '丙']);
  });

  test('the total is the number of records and the sum of every pair', () => {
    const records = rows(...Array.from({ length: 40 }, (_, i) => (i % 11 === 0 ? '' : `行业${i % 10}`)));
    const shares = industryShares(records);
    expect(shares.items.length).toBeLessThanOrEqual(8);
    expect(shares.total).toBe(40);
    expect(shares.items.reduce((sum, item) => sum + item.value, 0)).toBe(40);
  });

  test('no records: no pairs and a total of 0', () => {
    expect(industryShares([])).toEqual({ items: [], total: 0 });
  });
});

test('an industry keeps its dictionary colour wherever it ranks; unknown ones follow, 其他 is muted', () => {
  const dict = [
    { key: '1', label: '智能网联新能源汽车' },
    { key: '2', label: '新一代电子信息' },
    { key: '3', label: '生物医药' },
  ];
  expect(industryColors(['生物医药', '智能网联新能源汽车', '未知甲', OTHER, '未知乙'], dict)).toEqual([
    CHART_PALETTE[2],
    CHART_PALETTE[0],
    CHART_PALETTE[3],
    OTHER_COLOR,
    CHART_PALETTE[4],
  ]);
});
