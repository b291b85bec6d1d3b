import { DRAG_EDGES, freeRect, snapRect, type SnapInput } from './snap';

// A neighbour deliberately off the grid (633, 207), so a snap to it is told apart from a snap to the grid.
const neighbour = { x: 633, y: 207, w: 301, h: 250 };
const page = { width: 1920, height: 980 };
const snap = (rect: SnapInput['rect'], edges = DRAG_EDGES) => snapRect({ rect, edges, others: [neighbour], page });

test('a move far from any neighbour lands on the 10 px grid, size unchanged', () => {
  expect(snap({ x: 1156.6, y: 577.8, w: 400, h: 300 })).toEqual({
    rect: { x: 1160, y: 580, w: 400, h: 300 },
    guides: [],
  });
  expect(snap({ x: 999.2, y: 524.4, w: 400, h: 300 }).rect).toEqual({ x: 1000, y: 520, w: 400, h: 300 });
});

test("a move whose left edge comes 4 px from a neighbour's right edge snaps to it, with a guide spanning both", () => {
  const { rect, guides } = snap({ x: 938, y: 512, w: 400, h: 300 });
  expect(rect).toEqual({ x: 934, y: 510, w: 400, h: 300 });
  expect(guides).toContainEqual({ axis: 'x', at: 934, from: 207, to: 810 });
});

test("a move whose centre comes near a neighbour's centre snaps centre to centre", () => {
  const centre = neighbour.x + neighbour.w / 2; // 783.5
  const { rect, guides } = snap({ x: centre - 100 + 3, y: 600, w: 200, h: 200 });
  expect(Math.abs(rect.x + rect.w / 2 - centre)).toBeLessThanOrEqual(0.5);
  expect(guides.some((g) => g.axis === 'x' && Math.abs(g.at - centre) <= 0.5)).toBe(true);
});

test('a neighbour line 7 px away is out of reach: the grid decides', () => {
  expect(snap({ x: 941, y: 600, w: 400, h: 300 }).rect.x).toBe(940);
});

test('the nearest of several lines within reach wins', () => {
  // Top 3 px under the neighbour's top (207), bottom 5 px over the page's middle (490): the top is nearer.
  expect(snap({ x: 1200, y: 210, w: 300, h: 275 }).rect.y).toBe(207);
});

test('a resize moves only the dragged edges: the right edge to the grid, the left edge stays', () => {
  const edges = { left: false, right: true, top: false, bottom: true };
  expect(snap({ x: 1000, y: 600, w: 503.4, h: 285.2 }, edges).rect).toEqual({ x: 1000, y: 600, w: 500, h: 290 });
});

test("a resize of the right edge to 4 px short of a neighbour's left edge meets it", () => {
  const edges = { left: false, right: true, top: false, bottom: false };
  const { rect, guides } = snap({ x: 100, y: 300, w: 529, h: 200 }, edges);
  expect(rect).toEqual({ x: 100, y: 300, w: 533, h: 200 });
  expect(guides).toContainEqual({ axis: 'x', at: 633, from: 207, to: 500 });
});

test('a resize of the top-left corner keeps the bottom-right corner where it was', () => {
  const edges = { left: true, right: false, top: true, bottom: false };
  const { rect } = snap({ x: 1093, y: 612, w: 407, h: 288 }, edges);
  expect(rect).toEqual({ x: 1090, y: 610, w: 410, h: 290 });
});

test('an edge that would pass the opposite one is left where the pointer put it', () => {
  const edges = { left: false, right: true, top: false, bottom: false };
  expect(snapRect({ rect: { x: 104, y: 0, w: 2, h: 100 }, edges, others: [], page, grid: 100 }).rect.w).toBe(2);
});

test("the page's edges and middle are lines too", () => {
  expect(snap({ x: 1523, y: 4, w: 400, h: 300 }).rect).toEqual({ x: 1520, y: 0, w: 400, h: 300 });
  const { guides } = snap({ x: 758, y: 700, w: 400, h: 200 });
  expect(guides).toContainEqual({ axis: 'x', at: 960, from: 0, to: 980 });
});

test('a free drag (Alt) is only rounded to whole pixels', () => {
  expect(freeRect({ x: 938.4, y: 512.6, w: 400, h: 299.5 })).toEqual({ x: 938, y: 513, w: 400, h: 300 });
});
