import { pageOnWall } from './page-on-wall';

const slot = (id: string, x: number, y = 0) => ({ id, x, y, w: 900, h: 400, panels: [`demo/${id}`] });
const LAYOUT = {
  width: 3840,
  height: 980,
  slots: [slot('left', 20), slot('across', 1500), slot('right', 2900), slot('low-right', 2900, 500)],
};
const TILES = {
  left: { tile: 'left', view: { x: 0, y: 0, width: 1920, height: 1080 } },
  right: { tile: 'right', view: { x: 1920, y: 0, width: 1920, height: 1080 } },
  top: { tile: 'top', view: { x: 0, y: 0, width: 3840, height: 540 } },
};

test('a tile renders only the slots that reach into it (the page starts under the header band)', () => {
  const ids = (tile: keyof typeof TILES) => pageOnWall(LAYOUT, [], TILES[tile], 100)!.slots.map((s) => s.id);
  expect(ids('left')).toEqual(['left', 'across']);
  expect(ids('right')).toEqual(['across', 'right', 'low-right']);
  // 'low-right' starts at 500 + 100 on the canvas: below the top tile's 540.
  expect(ids('top')).toEqual(['left', 'across', 'right']);
});

test('a wall showing its whole canvas draws the layout as it is; seams travel with it', () => {
  const whole = { view: { x: 0, y: 0, width: 3840, height: 1080 } };
  expect(pageOnWall(LAYOUT, [], whole, 100)).toBe(LAYOUT);
  const seams = [{ axis: 'x' as const, from: 1920, to: 1950 }];
  expect(pageOnWall(LAYOUT, seams, whole, 100)).toEqual({ ...LAYOUT, seams });
  expect(pageOnWall(null, seams, TILES.left, 100)).toBeNull();
});
