import { minSizeFault } from './min-size-rule';

const minimums: Record<string, { width: number; height: number }> = {
  'teams/institutions': { width: 400, height: 300 },
};
const minSizeOf = (panel: string) => minimums[panel];
const slot = (id: string, w: number, h: number, panels = ['teams/institutions']) => ({ id, w, h, panels });

test('a slot at least as large as its panels minimum passes', () => {
  expect(minSizeFault([slot('a', 400, 300), slot('b', 900, 500)], minSizeOf)).toBeUndefined();
});

test('a slot narrower than a panel minimum is refused naming the slot and the panel', () => {
  expect(minSizeFault([slot('a', 400, 300), slot('narrow', 399, 500)], minSizeOf)).toEqual({
    slot: 1,
    field: 'w',
    panel: 'teams/institutions',
    message: '槽位 narrow（399×500）小于面板 teams/institutions 的最小尺寸 400×300',
  });
});

test('a slot lower than the minimum of any panel of its rotation is refused at its height', () => {
  expect(minSizeFault([slot('low', 500, 299, ['chain/investment', 'teams/institutions'])], minSizeOf)).toMatchObject({
    field: 'h',
    panel: 'teams/institutions',
  });
});

test('a panel declaring no minimum fits any slot', () => {
  expect(minSizeFault([slot('tiny', 10, 10, ['chain/investment'])], minSizeOf)).toBeUndefined();
});
