import { headlineGrid, TILE_NEED } from './headline-grid';

describe('the headline band lays its tiles out by its own size', () => {
  test('at its 1460×150 minimum (a body of about 1436×100): one row at type scale 1', () => {
    expect(headlineGrid({ width: 1436, height: 100 }, 8, 1)).toEqual({ rows: 1, scale: 1 });
  });

  test('twice as tall, its width capped by the page (1892×300): two rows of four, type 1.5×', () => {
    expect(headlineGrid({ width: 1868, height: 246 }, 8, 1)).toEqual({ rows: 2, scale: 1.5 });
  });

  test('1.5× (1892×225): one row whose type grows as far as its tiles are wide', () => {
    const grid = headlineGrid({ width: 1868, height: 171 }, 8, 1);
    expect(grid.scale).toBeGreaterThan(1);
    expect((1868 - 7 * 12) / 8 / grid.scale).toBeGreaterThanOrEqual(TILE_NEED.width);
  });

  test("never below the frame's own scale, and one row at the frame's scale until measured", () => {
    expect(headlineGrid({ width: 1436, height: 100 }, 8, 1.5)).toEqual({ rows: 1, scale: 1.5 });
    expect(headlineGrid(undefined, 8, 1.25)).toEqual({ rows: 1, scale: 1.25 });
  });
});
