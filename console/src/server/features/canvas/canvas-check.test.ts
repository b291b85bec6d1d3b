import { screenMismatch } from './canvas-check';

const WALL = { width: 3870, height: 2195 };

test('a screen of the shape and size of what it shows says nothing (a window rounding by a pixel or two too)', () => {
  expect(screenMismatch({ width: 3870, height: 2195 }, WALL, true)).toBeUndefined();
  expect(screenMismatch({ width: 3869, height: 2194 }, WALL, true)).toBeUndefined();
  expect(screenMismatch({ width: 0, height: 0 }, WALL, true)).toBeUndefined();
});

test('a screen of another shape names both sizes: the page is letterboxed', () => {
  expect(screenMismatch({ width: 1920, height: 1080 }, WALL, true)).toBe(
    '屏幕 1920×1080 与分组画布 3870×2195 的比例不符：画面带黑边',
  );
  expect(screenMismatch({ width: 1920, height: 1080 }, { width: 5760, height: 1080 })).toBe(
    '屏幕 1920×1080 与分组画布 5760×1080 的比例不符：画面带黑边',
  );
});

test("a screen of the canvas's shape but another size is said for a group's own canvas, with the scale it draws at", () => {
  expect(screenMismatch({ width: 1935, height: 1098 }, WALL, true)).toBe(
    '屏幕 1935×1098 与分组画布 3870×2195 的尺寸不符：画面按 0.50 倍缩放，文字和拼缝随之变小，请把屏幕分辨率设为 3870×2195',
  );
  expect(screenMismatch({ width: 3840, height: 2160 }, { width: 1920, height: 1080 }, true)).toBe(
    '屏幕 3840×2160 与分组画布 1920×1080 的尺寸不符：画面按 2.00 倍缩放，请把屏幕分辨率设为 1920×1080',
  );
});

test("the seed's 1920×1080 on a screen of its shape says nothing, whatever its size (a 4K TV)", () => {
  expect(screenMismatch({ width: 3840, height: 2160 }, { width: 1920, height: 1080 })).toBeUndefined();
  expect(screenMismatch({ width: 1366, height: 768 }, { width: 1920, height: 1080 })).toBeUndefined();
});
