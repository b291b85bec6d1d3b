import type { PageLayout } from '../../../protocol';
import { describeLayoutChange } from './layout-diff';

const page = (slots: PageLayout['slots']): PageLayout => ({ width: 1920, height: 980, slots });
const a = { id: 'a', x: 0, y: 0, w: 400, h: 300, panels: ['teams/running-teams'] };
const b = { id: 'b', x: 500, y: 0, w: 400, h: 300, panels: ['notices/notices'] };

test('a moved slot is named with where it was and where it is', () => {
  expect(describeLayoutChange(page([a, b]), page([{ ...a, y: 400 }, b]))).toBe('移动槽位 a：(0, 0) → (0, 400)');
});

test('a resized slot is named with both sizes', () => {
  expect(describeLayoutChange(page([a, b]), page([a, { ...b, w: 600 }]))).toBe('调整槽位 b 大小：400×300 → 600×300');
});

test('added and removed slots are named with their boxes and panels', () => {
  const c = { id: 'c', x: 0, y: 400, w: 200, h: 200, panels: ['talent/schools'] };
  expect(describeLayoutChange(page([a, b]), page([a, c]))).toBe(
    '新增槽位 c：(0, 400) 200×200，面板 talent/schools；删除槽位 b（(500, 0) 400×300，面板 notices/notices）',
  );
});

test('a changed rotation and title are named', () => {
  expect(
    describeLayoutChange(
      page([a]),
      page([{ ...a, panels: ['teams/running-teams', 'teams/institutions'], title: '团队' }]),
    ),
  ).toBe('槽位 a 的面板：teams/running-teams → teams/running-teams、teams/institutions；槽位 a 的标题：（无） → 团队');
});

test('the same page says nothing changed', () => {
  expect(describeLayoutChange(page([a, b]), page([a, b]))).toBe('无变化');
});

test('a widget slot names its source and mapping when added or rebound, and its options when only they change', () => {
  const w = {
    id: 'w',
    x: 0,
    y: 400,
    w: 400,
    h: 300,
    panels: ['widgets/number'],
    widget: { kind: 'number', source: 3, mapping: 'total' },
  };
  expect(describeLayoutChange(page([a]), page([a, w]))).toBe(
    '新增槽位 w：(0, 400) 400×300，面板 widgets/number，数据源 3 / 映射 total',
  );
  expect(describeLayoutChange(page([w]), page([{ ...w, widget: { ...w.widget, mapping: 'count' } }]))).toBe(
    '槽位 w 的组件数据：数据源 3 / 映射 total → 数据源 3 / 映射 count',
  );
  expect(describeLayoutChange(page([w]), page([{ ...w, widget: { ...w.widget, options: { unit: '人' } } }]))).toBe(
    '槽位 w 的组件显示选项：{} → {"unit":"人"}',
  );
});
