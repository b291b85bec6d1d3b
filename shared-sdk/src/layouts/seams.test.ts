import { canvasSchema } from './canvas-schema';
import { layoutsFileSchema } from './layout-schema';
import { bezelPx, seamFreeBox, seamsCrossed, seamsInBox, seamsOf, seamsOnPage, spliceSize } from './seams';

/** 2×2 1080p panels, 1209.6×680.4 mm of picture, bezels that come to BrightSign's 30 and 35 px. */
const SPLICE = {
  cols: 2,
  rows: 2,
  panelPx: { width: 1920, height: 1080 },
  panelMm: { width: 1209.6, height: 680.4 },
  bezelMm: { x: 18.9, y: 22.05 },
};

test("BrightSign's rule: a 2×2 wall of 1080p panels with 30/35 px bezels is a 3870×2195 canvas", () => {
  expect(bezelPx(SPLICE)).toEqual({ x: 30, y: 35 });
  expect(spliceSize(SPLICE)).toEqual({ width: 3870, height: 2195 });
});

test('the seams lie between the panels, one per inner edge, in canvas px', () => {
  expect(seamsOf(SPLICE)).toEqual([
    { axis: 'x', from: 1920, to: 1950 },
    { axis: 'y', from: 1080, to: 1115 },
  ]);
  expect(seamsOf({ ...SPLICE, cols: 3, rows: 1 })).toEqual([
    { axis: 'x', from: 1920, to: 1950 },
    { axis: 'x', from: 3870, to: 3900 },
  ]);
  expect(seamsOf({ ...SPLICE, bezelMm: { x: 0, y: 0 } })).toEqual([]);
  expect(seamsOf(undefined)).toEqual([]);
});

test('a box crosses a seam it reaches into, not one it only touches', () => {
  const seams = seamsOf(SPLICE);
  expect(seamsCrossed({ x: 0, y: 0, w: 1920, h: 1080 }, seams)).toEqual([]);
  expect(seamsCrossed({ x: 1950, y: 1115, w: 100, h: 100 }, seams)).toEqual([]);
  expect(seamsCrossed({ x: 1900, y: 0, w: 40, h: 10 }, seams)).toEqual([seams[0]]);
  expect(seamsCrossed({ x: 0, y: 1000, w: 10, h: 200 }, seams)).toEqual([seams[1]]);
});

test("on a page under the 100 px header a row's seam moves up by the header; a column's stays", () => {
  expect(seamsOnPage(seamsOf(SPLICE), 100)).toEqual([
    { axis: 'x', from: 1920, to: 1950 },
    { axis: 'y', from: 980, to: 1015 },
  ]);
});

test('a canvas is 1280×720 … 7680×4320, and a splice must give its size', () => {
  expect(canvasSchema.safeParse({ width: 5760, height: 1080 }).success).toBe(true);
  expect(canvasSchema.safeParse({ width: 1279, height: 720 }).error?.issues[0].message).toBe('不能小于 1280');
  expect(canvasSchema.safeParse({ width: 7680, height: 4321 }).error?.issues[0].message).toBe('不能大于 4320');
  expect(canvasSchema.safeParse({ width: 3870, height: 2195, splice: SPLICE }).success).toBe(true);
  expect(canvasSchema.safeParse({ width: 3840, height: 2160, splice: SPLICE }).error?.issues[0].message).toBe(
    '拼接屏 2×2 加上拼缝应为 3870×2195，不是 3840×2160',
  );
});

test('tiles stay on the canvas, each id once', () => {
  const tiles = [
    { id: 'left', x: 0, y: 0, width: 1920, height: 1080 },
    { id: 'right', x: 1920, y: 0, width: 1920, height: 1080 },
  ];
  expect(canvasSchema.safeParse({ width: 3840, height: 1080, tiles }).success).toBe(true);
  expect(canvasSchema.safeParse({ width: 3800, height: 1080, tiles }).error?.issues[0].message).toBe(
    '分片 right 超出画布 3800×1080',
  );
  expect(
    canvasSchema.safeParse({ width: 3840, height: 1080, tiles: [tiles[0], tiles[0]] }).error?.issues[0].message,
  ).toBe('分片 id left 重复');
});

test('a page wider than its canvas is refused; without a canvas a page is held to 1920×980 as before', () => {
  const wide = {
    width: 3840,
    height: 980,
    slots: [{ id: 'a', x: 3000, y: 0, w: 800, h: 400, panels: ['teams/institutions'] }],
  };
  expect(layoutsFileSchema.safeParse({ pages: { hub: wide }, canvas: { width: 3840, height: 1080 } }).success).toBe(
    true,
  );
  expect(layoutsFileSchema.safeParse({ pages: { hub: wide } }).error?.issues[0].message).toBe(
    '页面 hub 为 3840×980，大于画布的主区域 1920×980',
  );
  expect(
    layoutsFileSchema.safeParse({ pages: { hub: wide }, canvas: { width: 3840, height: 1080 }, tile: 'left' }).error
      ?.issues[0].message,
  ).toBe('画布没有分片 left');
});

test("a slot's seams in its own px, cut to the slot", () => {
  const seams = seamsOf(SPLICE);
  expect(seamsInBox({ x: 1000, y: 0, w: 1500, h: 500 }, seams)).toEqual([{ axis: 'x', from: 920, to: 950 }]);
  expect(seamsInBox({ x: 1930, y: 1000, w: 500, h: 500 }, seams)).toEqual([
    { axis: 'x', from: 0, to: 20 },
    { axis: 'y', from: 80, to: 115 },
  ]);
  expect(seamsInBox({ x: 0, y: 0, w: 1920, h: 1080 }, seams)).toEqual([]);
});

test('a slot across seams draws in its largest part between them; without seams in all of it', () => {
  expect(seamFreeBox({ w: 1500, h: 500 }, [{ axis: 'x', from: 920, to: 950 }])).toEqual({ x: 0, y: 0, w: 920, h: 500 });
  expect(seamFreeBox({ w: 1500, h: 500 }, [{ axis: 'x', from: 400, to: 430 }])).toEqual({
    x: 430,
    y: 0,
    w: 1070,
    h: 500,
  });
  expect(
    seamFreeBox({ w: 500, h: 500 }, [
      { axis: 'x', from: 0, to: 20 },
      { axis: 'y', from: 80, to: 115 },
    ]),
  ).toEqual({ x: 20, y: 115, w: 480, h: 385 });
  expect(seamFreeBox({ w: 3870, h: 2195 }, seamsOf(SPLICE))).toEqual({ x: 0, y: 0, w: 1920, h: 1080 });
  expect(seamFreeBox({ w: 640, h: 360 }, [])).toEqual({ x: 0, y: 0, w: 640, h: 360 });
});
