import { layoutsFileSchema, pageLayoutSchema } from './layout-schema';

const slot = (id: string, x: number, y: number, panels = ['teams/institutions']) => ({
  id,
  x,
  y,
  w: 400,
  h: 200,
  panels,
  title: '专业服务机构',
});
const page = (...slots: object[]) => ({ width: 1920, height: 980, slots });
const firstIssue = (value: unknown) => {
  const result = pageLayoutSchema.safeParse(value);
  if (result.success) throw new Error('the layout was accepted');
  return { field: result.error.issues[0].path.join('.'), message: result.error.issues[0].message };
};

test('a layout of side-by-side slots is accepted as given', () => {
  const layout = page(slot('left', 0, 0), {
    ...slot('right', 400, 0, ['teams/institutions', 'chain/investment']),
    rotateMs: 8000,
  });
  expect(pageLayoutSchema.parse(layout)).toEqual(layout);
});

test('two overlapping slots are refused, the reason naming both', () => {
  expect(firstIssue(page(slot('left', 0, 0), slot('top', 900, 0), slot('right', 399, 199)))).toEqual({
    field: 'slots.2',
    message: '槽位 left 与槽位 right 重叠',
  });
});

test('slots that only touch at an edge do not overlap', () => {
  expect(pageLayoutSchema.safeParse(page(slot('a', 0, 0), slot('b', 400, 0), slot('c', 0, 200))).success).toBe(true);
});

test('an unknown field is refused at that field', () => {
  const result = layoutsFileSchema.safeParse({ pages: { hub: page({ ...slot('a', 0, 0), colour: 'red' }) } });
  expect(result.error?.issues[0]).toMatchObject({
    code: 'unrecognized_keys',
    keys: ['colour'],
    path: ['pages', 'hub', 'slots', 0],
  });
});

test('a slot past the page edge is refused at its width, naming the slot', () => {
  expect(firstIssue(page(slot('wide', 1600, 0)))).toEqual({
    field: 'slots.0.w',
    message: '槽位 wide 超出页面宽度 1920（x + w = 2000）',
  });
});

test('a repeated slot id is refused', () => {
  expect(firstIssue(page(slot('a', 0, 0), slot('a', 400, 0))).field).toBe('slots.1.id');
});

test.each([
  ['a malformed slot id', { id: 'Slot 1' }, 'slots.0.id'],
  ['a panel id without its remote', { panels: ['institutions'] }, 'slots.0.panels.0'],
  ['a slot without panels', { panels: [] }, 'slots.0.panels'],
  ['a slot of 13 panels', { panels: Array.from({ length: 13 }, (_, i) => `teams/p${i}`) }, 'slots.0.panels'],
  ['a rotation faster than 3 s', { rotateMs: 500 }, 'slots.0.rotateMs'],
  ['a position that is not a number', { x: '10' }, 'slots.0.x'],
])('%s is refused at that field', (_, change, field) => {
  expect(firstIssue(page({ ...slot('a', 0, 0), ...change })).field).toBe(field);
});

test("a page larger than the largest canvas's main area is refused (its own canvas is checked with the file)", () => {
  expect(firstIssue({ ...page(slot('a', 0, 0)), width: 7681 })).toEqual({ field: 'width', message: '不能大于 7680' });
  expect(
    layoutsFileSchema.safeParse({ pages: { hub: { ...page(slot('a', 0, 0)), width: 3840 } } }).error?.issues[0].message,
  ).toBe('页面 hub 为 3840×980，大于画布的主区域 1920×980');
});

test('reasons of the built-in checks are in Chinese', () => {
  expect(firstIssue(page({ ...slot('a', 0, 0), x: '10' })).message).toMatch(/[\u4e00-\u9fa5]/);
});
