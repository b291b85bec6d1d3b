import { pageLayoutSchema } from '../layouts/layout-schema';
import { readWidgetConfig } from './widget-config';

const slot = (widget?: Record<string, unknown>) => ({
  id: 'a',
  x: 0,
  y: 0,
  w: 400,
  h: 300,
  panels: ['widgets/number'],
  ...(widget ? { widget } : {}),
});

test('a layout without widgets stays valid, and one with any bounded widget object is taken (its slot judges it)', () => {
  expect(pageLayoutSchema.safeParse({ width: 1920, height: 980, slots: [slot()] }).success).toBe(true);
  expect(pageLayoutSchema.safeParse({ width: 1920, height: 980, slots: [slot({ kind: 'nope' })] }).success).toBe(true);
  const huge = pageLayoutSchema.safeParse({
    width: 1920,
    height: 980,
    slots: [slot({ kind: 'text', junk: 'x'.repeat(5000) })],
  });
  expect(huge.success).toBe(false);
  expect(huge.error?.issues[0].message).toContain('组件配置至多');
});

test('a good configuration reads back with its kind options', () => {
  expect(
    readWidgetConfig({
      kind: 'number',
      source: 3,
      mapping: 'total',
      options: { title: '在册人数', unit: '人', decimals: 0, colour: 'cyan' },
    }),
  ).toEqual({
    ok: true,
    config: {
      kind: 'number',
      source: 3,
      mapping: 'total',
      options: { title: '在册人数', unit: '人', decimals: 0, colour: 'cyan' },
    },
  });
  expect(readWidgetConfig({ kind: 'chart', source: 1, mapping: 'm' })).toEqual({
    ok: true,
    config: { kind: 'chart', source: 1, mapping: 'm', options: {} },
  });
});

test.each([
  [{ kind: 'clock', source: 1, mapping: 'm' }, '组件类型须为'],
  [{ kind: 'number', source: 0, mapping: 'm' }, '数据源 id 须为正整数'],
  [{ kind: 'number', source: 1, mapping: 'a b' }, '映射名'],
  [{ kind: 'number', source: 1, mapping: 'm', options: { colour: '#ff0000' } }, '主题调色板'],
  [{ kind: 'number', source: 1, mapping: 'm', options: { decimals: 9 } }, '小数位不能大于 4'],
  [{ kind: 'number', source: 1, mapping: 'm', options: { variant: 'line' } }, '数字卡片没有选项 variant'],
  [{ kind: 'chart', source: 1, mapping: 'm', options: { variant: 'area' } }, 'line（折线）'],
  [{ kind: 'gauge', source: 1, mapping: 'm', options: { max: 0 } }, '最大值须大于 0'],
])('%j is refused in Chinese: %s', (value, words) => {
  const reading = readWidgetConfig(value);
  expect(reading.ok).toBe(false);
  expect(!reading.ok && reading.reason).toContain(words);
});
