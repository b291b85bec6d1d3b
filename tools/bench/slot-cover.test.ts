import { coverShare, largestEmptyShare } from './slot-cover';

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
  expect(
    coverShare(
      [
        { x: 0, y: 0, w: 100, h: 100 },
        { x: 500, y: 300, w: 50, h: 50 },
      ],
      area,
    ),
  ).toBe(0);
  expect(coverShare([{ x: 400, y: 200, w: 400, h: 400 }], area)).toBeCloseTo(0.125, 2);
});

test('a thin line of text covers its share, not a whole row of cells more', () => {
  expect(coverShare([{ x: 100, y: 100, w: 400, h: 20 }], area)).toBeCloseTo(0.1, 2);
});

test('the largest empty rectangle: all of an empty area, none of a full one, the hole beside a chart at one side', () => {
  expect(largestEmptyShare([], area)).toBe(1);
  expect(largestEmptyShare([area], area)).toBe(0);
  // A chart filling the left half and a line of text across the right half: the right half below the line, 25 %.
  const chart = { x: 100, y: 100, w: 200, h: 200 };
  const line = { x: 300, y: 180, w: 200, h: 20 };
  expect(largestEmptyShare([chart, line], area)).toBeCloseTo(0.25, 2);
  // Lines spread over the right half leave only the gaps between them.
  const lines = [100, 140, 180, 220, 260].map((y) => ({ x: 300, y, w: 200, h: 24 }));
  expect(largestEmptyShare([chart, ...lines], area)).toBeLessThan(0.05);
});
