import { REFERENCE_SLOT, TYPE_SCALE_STEPS, typeScaleFor, typeSize } from './type-scale';

const min = { width: 420, height: 180 };

test('at its minimum (and a little above) a panel keeps its designed size', () => {
  expect(typeScaleFor(min, min)).toBe(1);
  expect(typeScaleFor({ width: 464, height: 190 }, min)).toBe(1);
});

test('a slot twice the minimum in both directions reads visibly larger (1.5×) and keeps room for more rows', () => {
  expect(typeScaleFor({ width: 840, height: 360 }, min)).toBe(1.5);
});

test('the tighter direction decides, so scaled text still fits', () => {
  expect(typeScaleFor({ width: 1800, height: 270 }, min)).toBe(1.25);
  expect(typeScaleFor({ width: 630, height: 900 }, min)).toBe(1.25);
});

test('steps, not a continuous factor; capped at the largest step for the whole canvas', () => {
  expect(typeScaleFor({ width: 1.4 * 420, height: 1.4 * 180 }, min)).toBe(1);
  expect(typeScaleFor({ width: 1.5 * 420, height: 1.5 * 180 }, min)).toBe(1.25);
  expect(typeScaleFor({ width: 3 * 420, height: 3 * 180 }, min)).toBe(2);
  expect(typeScaleFor({ width: 1892, height: 970 }, min)).toBe(TYPE_SCALE_STEPS.at(-1));
});

test("a slot's chosen scale (大字) is a floor; a larger own scale wins", () => {
  expect(typeScaleFor({ width: 939, height: 475 }, { width: 900, height: 360 }, 1.5)).toBe(1.5);
  expect(typeScaleFor({ width: 939, height: 475 }, min, 1.25)).toBe(1.5);
  expect(typeScaleFor({ width: 1892, height: 970 }, min, 1.5)).toBe(3);
});

test('below the minimum it never shrinks; no declared minimum scales against a dense grid cell', () => {
  expect(typeScaleFor({ width: 200, height: 100 }, min)).toBe(1);
  expect(typeScaleFor({ width: 2 * REFERENCE_SLOT.width, height: 2 * REFERENCE_SLOT.height })).toBe(1.5);
});

test('typeSize is a CSS length the frame variable multiplies', () => {
  expect(typeSize(16)).toBe('calc(16px * var(--cockpit-type-scale, 1))');
});
