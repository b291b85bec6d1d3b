import { covers, parseScreenSize, refitTo } from './screen-fit';

test('the screen size from xrandr and from xdpyinfo', () => {
  expect(
    parseScreenSize(
      'Screen 0: minimum 1 x 1, current 1920 x 1080, maximum 1920 x 1080\nscreen connected 1920x1080+0+0',
    ),
  ).toEqual({ width: 1920, height: 1080 });
  expect(parseScreenSize('screen #0:\n  dimensions:    1366x768 pixels (361x203 millimeters)')).toEqual({
    width: 1366,
    height: 768,
  });
  expect(parseScreenSize("Can't open display")).toBeUndefined();
});

test('a window covers the screen when it is the screen: from its corner, its size', () => {
  const screen = { width: 1920, height: 1080 };
  expect(covers(screen, { x: 0, y: 0, width: 1920, height: 1080 })).toBe(true);
  expect(covers(screen, { x: 0, y: 0, width: 1919, height: 1079 })).toBe(true);
  // What Chromium opens at with no window manager: 946×1060.
  expect(covers(screen, { x: 0, y: 0, width: 946, height: 1060 })).toBe(false);
  expect(covers(screen, { x: 10, y: 0, width: 1920, height: 1080 })).toBe(false);
  // A screen made smaller under a window sized for the old one: the wall is cut at the edges.
  expect(covers({ width: 1366, height: 768 }, { x: 0, y: 0, width: 1920, height: 1080 })).toBe(false);
});

test('a window that stopped covering the screen is refitted to the screen, at most once per cool-down', () => {
  const screen = { width: 1366, height: 768 };
  expect(refitTo(screen, { x: 0, y: 0, width: 1366, height: 768 }, 0, undefined, 60_000)).toBeUndefined();
  const small = { x: 0, y: 0, width: 946, height: 700 };
  expect(refitTo(screen, small, 100_000, undefined, 60_000)).toEqual(screen);
  expect(refitTo(screen, small, 100_000, 50_000, 60_000)).toBeUndefined();
  expect(refitTo(screen, small, 110_000, 50_000, 60_000)).toEqual(screen);
  expect(refitTo(undefined, small, 0, undefined, 60_000)).toBeUndefined();
});
