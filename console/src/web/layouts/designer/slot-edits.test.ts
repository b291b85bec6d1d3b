import type { PageLayout } from '../../../protocol/releases';
import { pushState, redoState, undoState, HISTORY_DEPTH } from './edit-history';
import { addSlot, duplicateSlot, freeSlotId, nudgeSlot, placeSlot, removeSlot } from './slot-edits';

const page: PageLayout = {
  width: 1920,
  height: 980,
  slots: [
    { id: 'a', x: 0, y: 0, w: 400, h: 300, panels: ['teams/running-teams'] },
    { id: 'b', x: 500, y: 0, w: 400, h: 300, panels: ['notices/notices'] },
  ],
};

test('a move into free space is taken', () => {
  const result = placeSlot(page, 'a', { x: 0, y: 400, w: 400, h: 300 });
  expect(result.ok && result.layout.slots[0]).toMatchObject({ id: 'a', x: 0, y: 400 });
});

test('a move over a neighbour is refused, naming both slots', () => {
  expect(placeSlot(page, 'a', { x: 200, y: 0, w: 400, h: 300 })).toEqual({
    ok: false,
    reason: '槽位 a 会与槽位 b 重叠，已撤回这次修改',
  });
});

test('a resize past the page edge is refused', () => {
  expect(placeSlot(page, 'b', { x: 500, y: 0, w: 1500, h: 300 })).toEqual({
    ok: false,
    reason: '槽位 b 会超出页面（1920×980），已撤回这次修改',
  });
});

test('a dropped panel gets a free id and a box inside the page', () => {
  const result = addSlot(page, 'teams/running-teams', { x: 1800, y: 900, w: 620, h: 320 });
  expect(result.ok && result.layout.slots[2]).toEqual({
    id: 'running-teams',
    x: 1300,
    y: 660,
    w: 620,
    h: 320,
    panels: ['teams/running-teams'],
  });
});

test('a panel dropped onto a slot is refused', () => {
  expect(addSlot(page, 'x/y', { x: 100, y: 100, w: 300, h: 300 })).toEqual({
    ok: false,
    reason: '槽位 y 会与槽位 a 重叠，请放到空白处',
  });
});

test('a duplicate lands in the first free box of its size', () => {
  const result = duplicateSlot(page, 'b');
  expect(result.ok && result.layout.slots[2]).toMatchObject({
    id: 'b-2',
    x: 900,
    y: 0,
    w: 400,
    h: 300,
    panels: ['notices/notices'],
  });
});

test('the last slot cannot be removed', () => {
  const one = removeSlot(page, 'a');
  expect(one.ok && one.layout.slots.map((s) => s.id)).toEqual(['b']);
  expect(one.ok && removeSlot(one.layout, 'b')).toEqual({
    ok: false,
    reason: '页面至少要有 1 个槽位，不能删除最后一个',
  });
});

test('arrow keys move, and with resize grow the slot', () => {
  const moved = nudgeSlot(page, 'a', 'ArrowDown', 10, false);
  expect(moved.ok && moved.layout.slots[0]).toMatchObject({ x: 0, y: 10, w: 400, h: 300 });
  const grown = nudgeSlot(page, 'a', 'ArrowRight', 10, true);
  expect(grown.ok && grown.layout.slots[0]).toMatchObject({ x: 0, y: 0, w: 410, h: 300 });
  expect(nudgeSlot(page, 'a', 'ArrowLeft', 1, false).ok).toBe(false);
});

test('slot ids stay valid and unique', () => {
  expect(freeSlotId(page, 'a')).toBe('a-2');
  expect(freeSlotId(page, '3d_chart')).toBe('d-chart');
});

test('undo and redo walk the history; a new edit forgets redo', () => {
  let h = { past: [] as number[], present: 1, future: [] as number[] };
  h = pushState(pushState(h, 2), 3);
  h = undoState(undoState(h));
  expect(h.present).toBe(1);
  h = redoState(h);
  expect(h.present).toBe(2);
  h = pushState(h, 9);
  expect(h).toEqual({ past: [1, 2], present: 9, future: [] });
});

test('the history keeps at most its depth', () => {
  let h = { past: [] as number[], present: 0, future: [] as number[] };
  for (let i = 1; i <= HISTORY_DEPTH + 20; i += 1) h = pushState(h, i);
  expect(h.past).toHaveLength(HISTORY_DEPTH);
});

const minimums: Record<string, { width: number; height: number }> = {
  'teams/running-teams': { width: 380, height: 280 },
};
const minSizeOf = (panel: string) => minimums[panel];

test('a resize below a panel declared minimum is refused, naming slot, panel and minimum', () => {
  expect(placeSlot(page, 'a', { x: 0, y: 0, w: 379, h: 300 }, minSizeOf)).toEqual({
    ok: false,
    reason: '槽位 a（379×300）小于面板 teams/running-teams 的最小尺寸 380×280，已撤回这次修改',
  });
});

test('a resize down to exactly the declared minimum is taken', () => {
  expect(placeSlot(page, 'a', { x: 0, y: 0, w: 380, h: 280 }, minSizeOf).ok).toBe(true);
});

test('a dropped panel gets at least its declared minimum', () => {
  const result = addSlot(page, 'teams/running-teams', { x: 0, y: 400, w: 100, h: 100 }, minSizeOf);
  expect(result.ok && result.layout.slots[2]).toMatchObject({ w: 380, h: 280 });
});
