import { coverShare } from './slot-cover';

const area = { x: 100, y: 100, w: 400, h: 200 };

test('a box filling the area covers all of it; an empty area covers nothing', () => {
  expect(coverShare([area], area)).toBe(1);
  expect(coverShare([area], { x: 0, y: 0, w: 0, h: 0 })).toBe(0);
});

test('overlapping boxes count once', () => {
  const half = { x: 100, y: 100, w: 200, h: 200 };
  expect(coverShare([half, half, { x: 150, y: 120, w: 100, h: 50 }], area)).toBeCloseTo(0.5, 2);
});

test('what lies outside the area does not count', () => {
  expect(coverShare([{ x: 0, y: 0, w: 100, h: 100 }, { x: 500, y: 300, w: 50, h: 50 }], area)).toBe(0);
  expect(coverShare([{ x: 400, y: 200, w: 400, h: 400 }], area)).toBeCloseTo(0.125, 2);
});

test('a thin line of text covers its share, not a whole row of cells more', () => {
  expect(coverShare([{ x: 100, y: 100, w: 400, h: 20 }], area)).toBeCloseTo(0.1, 2);
});
