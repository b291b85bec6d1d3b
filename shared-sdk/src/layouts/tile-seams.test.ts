import { canvasSchema } from './canvas-schema';
import { canvasSeamsOf, tileSeamsOf } from './tile-seams';

/** Two 55" 1080p screens side by side: 1209.6 mm of picture over 1920 px, 19 mm of frames between the pictures. */
const BEZEL = { screenMm: { width: 1209.6, height: 680.4 }, bezelMm: { x: 19, y: 19 } };
const tile = (id: string, x: number, y: number) => ({ id, x, y, width: 1920, height: 1080 });

test('two tiles side by side: the frame between their screens is a seam centred on where they meet, at the screens’ pitch', () => {
  const tiles = [tile('left', 0, 0), tile('right', 1920, 0)];
  // 19 mm at 1920 px / 1209.6 mm is 30 px.
  expect(tileSeamsOf({ tiles, tileBezel: BEZEL })).toEqual([{ axis: 'x', from: 1905, to: 1935 }]);
  expect(tileSeamsOf({ tiles })).toEqual([]);
});

test('a canvas that leaves the frame’s width between its tiles has the gap as its seam; a 2×2 grid has one seam each way', () => {
  expect(tileSeamsOf({ tiles: [tile('left', 0, 0), tile('right', 1950, 0)], tileBezel: BEZEL })).toEqual([
    { axis: 'x', from: 1920, to: 1950 },
  ]);
  const grid = [tile('a', 0, 0), tile('b', 1920, 0), tile('c', 0, 1080), tile('d', 1920, 1080)];
  expect(tileSeamsOf({ tiles: grid, tileBezel: BEZEL })).toEqual([
    { axis: 'x', from: 1905, to: 1935 },
    { axis: 'y', from: 1065, to: 1095 },
  ]);
  // Tiles far apart (two walls in one hall showing two ends of a canvas) do not meet: no seam.
  expect(tileSeamsOf({ tiles: [tile('left', 0, 0), tile('right', 3000, 0)], tileBezel: BEZEL })).toEqual([]);
  expect(canvasSeamsOf({ tiles: grid, tileBezel: { ...BEZEL, bezelMm: { x: 0, y: 19 } } })).toEqual([
    { axis: 'y', from: 1065, to: 1095 },
  ]);
});

test('a canvas takes the frames between its tiles in mm, and refuses them without tiles', () => {
  const tiles = [tile('left', 0, 0), tile('right', 1920, 0)];
  expect(canvasSchema.safeParse({ width: 3840, height: 1080, tiles, tileBezel: BEZEL }).success).toBe(true);
  const alone = canvasSchema.safeParse({ width: 3840, height: 1080, tileBezel: BEZEL });
  expect(alone.error?.issues[0]).toMatchObject({ path: ['tileBezel'], message: '分片之间的屏幕边框需要先有分片' });
  const negative = canvasSchema.safeParse({
    width: 3840,
    height: 1080,
    tiles,
    tileBezel: { ...BEZEL, bezelMm: { x: -1, y: 0 } },
  });
  expect(negative.error?.issues[0]).toMatchObject({ path: ['tileBezel', 'bezelMm', 'x'], message: '不能小于 0' });
});
