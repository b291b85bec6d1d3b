import { minSizeFault } from '../../shared-sdk/src/layouts/min-size-rule';
import { readMinSize } from '../../build-config/lib/panel-min-size';
import { shippedLayouts, shippedPanels } from './shipped-panels';

const minimums = new Map(shippedPanels().map((p) => [p.id, p.minSize]));

test('every shipped panel declares its minimum slot size', () => {
  expect(minimums.size).toBeGreaterThan(20);
  expect([...minimums].filter(([, min]) => !min).map(([panel]) => panel)).toEqual([]);
});

test('every shipped layout and template gives each panel at least its minimum', () => {
  const faults = shippedLayouts()
    .map(([name, layout]) => [name, minSizeFault(layout.slots, (panel) => minimums.get(panel))?.message])
    .filter(([, fault]) => fault);
  expect(faults).toEqual([]);
});

test('a minimum written as an expression is refused by the build, naming the file', () => {
  expect(() => readMinSize('definePanel({ minSize: SIZE })', 'x/index.ts')).toThrow(
    'x/index.ts 的 minSize 须写成数字字面量',
  );
});
