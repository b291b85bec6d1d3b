import { rowsThatFit } from './rows-that-fit';

test('whole rows only: a row that would show 39 of its 40 px is left out', () => {
  expect(rowsThatFit(279, 40)).toBe(6);
  expect(rowsThatFit(280, 40)).toBe(7);
});

test('the header (or a pager) comes off the height first', () => {
  expect(rowsThatFit(300, 40, 40)).toBe(6);
  expect(rowsThatFit(300, 40, 61)).toBe(5);
});

test('twice the height shows at least twice the rows', () => {
  const once = rowsThatFit(190 - 40, 30, 34);
  expect(rowsThatFit(2 * 190 - 40, 30, 34)).toBeGreaterThanOrEqual(2 * once);
});

test('half a pixel of rounding does not drop a row that fits', () => {
  expect(rowsThatFit(239.6, 40)).toBe(6);
});

test('never fewer than the floor, even in a box too small or not yet measured', () => {
  expect(rowsThatFit(10, 40)).toBe(1);
  expect(rowsThatFit(10, 40, 0, 0)).toBe(0);
  expect(rowsThatFit(Number.NaN, 40, 0, 3)).toBe(3);
  expect(rowsThatFit(300, 0, 0, 3)).toBe(3);
});
