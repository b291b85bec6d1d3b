import { formatValue, shapeItems, shapeLines, shapeNumber, shapeRows, shapeSeries, shapeShare } from './shapes';

test('numbers come plain, as text, or with a trend', () => {
  expect(shapeNumber(42)).toEqual({ ok: true, value: { value: 42 } });
  expect(shapeNumber('1280')).toEqual({ ok: true, value: { value: 1280 } });
  expect(shapeNumber({ value: 5, trend: -3.5 })).toEqual({ ok: true, value: { value: 5, trend: -3.5 } });
  expect(shapeNumber('abc')).toMatchObject({ ok: false, reason: expect.stringContaining('需要一个数字') });
});

test('items take label or name, and a single object is a list of one', () => {
  expect(
    shapeItems([
      { name: '软件', value: 30 },
      { label: '硬件', value: '12' },
    ]),
  ).toEqual({
    ok: true,
    value: [
      { label: '软件', value: 30 },
      { label: '硬件', value: 12 },
    ],
  });
  expect(shapeItems({ label: 'a', value: 1 })).toEqual({ ok: true, value: [{ label: 'a', value: 1 }] });
  expect(shapeItems([{ label: 'a' }])).toMatchObject({ ok: false });
});

test('series come as {x, series} or as items in one series', () => {
  expect(shapeSeries({ x: ['1月', '2月'], series: [{ name: '人数', data: [3, 5] }] })).toEqual({
    ok: true,
    value: { x: ['1月', '2月'], series: [{ name: '人数', data: [3, 5] }] },
  });
  expect(shapeSeries([{ label: 'a', value: 1 }])).toEqual({
    ok: true,
    value: { x: ['a'], series: [{ name: '', data: [1] }] },
  });
  expect(shapeSeries('x')).toMatchObject({ ok: false });
});

test('rows come as lists or objects, HTML in data stays text', () => {
  expect(shapeRows([['<b>x</b>', 1]])).toEqual({ ok: true, value: { columns: [], rows: [['<b>x</b>', '1']] } });
  expect(shapeRows([{ 名称: '甲', 数量: 2 }])).toEqual({
    ok: true,
    value: { columns: ['名称', '数量'], rows: [['甲', '2']] },
  });
});

test('lines, shares and formatting', () => {
  expect(shapeLines(['通知一', 2])).toEqual({ ok: true, value: ['通知一', '2'] });
  expect(shapeLines([{ a: 1 }])).toMatchObject({ ok: false });
  expect(shapeShare({ value: 42, max: 60 })).toEqual({ ok: true, value: { value: 42, max: 60 } });
  expect(formatValue(12345.678, 1)).toBe('12,345.7');
});
