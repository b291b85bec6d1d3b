import { canvasPlacement } from './canvas-scale';
import { DEFAULT_SHAPE, shapeOf } from './wall-shape';

test('without a canvas a wall keeps the seed: 1920×1080, whole, no seam', () => {
  expect(shapeOf({})).toBe(DEFAULT_SHAPE);
  expect(canvasPlacement(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
});

test('a 5760×1080 canvas fills a 5760×1080 screen, and is letterboxed by the smaller ratio on a 1920×1080 one', () => {
  const { view } = shapeOf({ canvas: { width: 5760, height: 1080 } });
  expect(canvasPlacement(5760, 1080, view)).toEqual({ scale: 1, left: 0, top: 0 });
  expect(canvasPlacement(1920, 1080, view)).toEqual({ scale: 1 / 3, left: 0, top: 360 });
});

test('a tiled wall shows its tile only, scaled to its screen', () => {
  const canvas = {
    width: 3840,
    height: 1080,
    tiles: [
      { id: 'left', x: 0, y: 0, width: 1920, height: 1080 },
      { id: 'right', x: 1920, y: 0, width: 1920, height: 1080 },
    ],
  };
  const shape = shapeOf({ canvas, tile: 'right' });
  expect(shape).toMatchObject({
    canvas: { width: 3840, height: 1080 },
    view: { x: 1920, y: 0, width: 1920, height: 1080 },
    tile: 'right',
  });
  expect(canvasPlacement(1920, 1080, shape.view).scale).toBe(1);
  expect(shapeOf({ canvas }).view).toEqual({ x: 0, y: 0, width: 3840, height: 1080 });
});

test("a spliced wall's seams come with its shape", () => {
  const splice = {
    cols: 2,
    rows: 1,
    panelPx: { width: 1920, height: 1080 },
    panelMm: { width: 1209.6, height: 680.4 },
    bezelMm: { x: 18.9, y: 0 },
  };
  expect(shapeOf({ canvas: { width: 3870, height: 1080, splice } }).seams).toEqual([
    { axis: 'x', from: 1920, to: 1950 },
  ]);
});

test('the frame between two tiles’ screens comes with the shape as a seam, on both tiles', () => {
  const tiles = [
    { id: 'left', x: 0, y: 0, width: 1920, height: 1080 },
    { id: 'right', x: 1920, y: 0, width: 1920, height: 1080 },
  ];
  const tileBezel = { screenMm: { width: 1209.6, height: 680.4 }, bezelMm: { x: 19, y: 19 } };
  const canvas = { width: 3840, height: 1080, tiles, tileBezel };
  for (const tile of ['left', 'right'])
    expect(shapeOf({ canvas, tile }).seams).toEqual([{ axis: 'x', from: 1905, to: 1935 }]);
});
