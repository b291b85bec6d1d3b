import { seamsOf } from '@cockpit/shared-sdk/layout-schema';
import { CENTRED_COLUMNS, headerColumns } from './header-title-place';

const SPLICE = {
  cols: 2,
  rows: 2,
  panelPx: { width: 1920, height: 1080 },
  panelMm: { width: 1209.6, height: 680.4 },
  bezelMm: { x: 18.9, y: 22.05 },
};

test("without a seam through it the title stays centred, as the seed's", () => {
  expect(headerColumns(1920, [])).toBe(CENTRED_COLUMNS);
  expect(headerColumns(5790, seamsOf({ ...SPLICE, cols: 3, rows: 1 }))).toBe(CENTRED_COLUMNS);
});

test("a 2×2 wall's middle seam moves the title to end 20 px before it", () => {
  // 1920 − 20 − 900 − 32 of padding: the title's column runs 1000…1900 on the canvas.
  expect(headerColumns(3870, seamsOf(SPLICE))).toBe('968px 900px 1fr');
});

test('when the left part would not fit, the title starts 20 px after the seam', () => {
  const narrow = seamsOf({
    ...SPLICE,
    panelPx: { width: 1280, height: 720 },
    panelMm: { width: 800, height: 450 },
    bezelMm: { x: 20, y: 20 },
  });
  expect(headerColumns(2592, narrow)).toBe(`${1312 + 20 - 32}px 900px 1fr`);
});
