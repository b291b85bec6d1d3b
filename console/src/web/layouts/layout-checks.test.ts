import type { PageLayout } from '../../protocol/releases';
import { layoutProblems, samePage } from './layout-checks';

const page = (slots: PageLayout['slots']): PageLayout => ({ width: 1920, height: 980, slots });
const slot = (id: string, x: number, y: number, panels = ['teams/running-teams']) => ({
  id,
  x,
  y,
  w: 400,
  h: 300,
  panels,
});

test('a layout of separate slots inside the page has no problem', () => {
  expect(layoutProblems(page([slot('a', 0, 0), slot('b', 400, 0)]))).toEqual([]);
});

test('two overlapping slots are named', () => {
  expect(layoutProblems(page([slot('a', 0, 0), slot('b', 399, 0)])).map((p) => p.message)).toEqual([
    '槽位 a 与槽位 b 重叠',
  ]);
});

test('every overlapping pair is named, not only the first', () => {
  const problems = layoutProblems(page([slot('a', 0, 0), slot('b', 500, 0), slot('c', 300, 0)]));
  expect(problems).toEqual([
    { slots: ['a', 'c'], message: '槽位 a 与槽位 c 重叠' },
    { slots: ['b', 'c'], message: '槽位 b 与槽位 c 重叠' },
  ]);
});

test('a slot past the page edge is named with the sum', () => {
  expect(layoutProblems(page([slot('a', 1600, 0)])).map((p) => p.message)).toEqual([
    '槽位 a 超出页面宽度 1920（x + w = 2000）',
  ]);
});

test('an empty rotation names the slot and the field', () => {
  expect(layoutProblems(page([slot('a', 0, 0, [])])).map((p) => p.message)).toEqual([
    '槽位 a 的轮播面板：至少要有 1 个面板',
  ]);
});

test('a panel no remote of the group exposes is refused', () => {
  const problems = layoutProblems(page([slot('a', 0, 0, ['acme/overview'])]), new Set(['teams/running-teams']));
  expect(problems).toEqual([
    { slots: ['a'], panel: 'acme/overview', message: '槽位 a 的面板 acme/overview 不在该分组运行的任何远程模块中' },
  ]);
});

test('a page read back with its keys in another order is the same page; a moved slot is not', () => {
  const reordered = {
    slots: [{ panels: ['teams/running-teams'], h: 300, w: 400, y: 0, x: 0, id: 'a' }],
    height: 980,
    width: 1920,
  };
  expect(samePage(page([slot('a', 0, 0)]), reordered)).toBe(true);
  expect(samePage(page([slot('a', 0, 0)]), page([slot('a', 0, 10)]))).toBe(false);
});
