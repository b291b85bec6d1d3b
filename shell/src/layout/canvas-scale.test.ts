import { canvasPlacement } from './canvas-scale';

test('a 1920x1080 window shows the canvas unscaled', () => {
  expect(canvasPlacement(1920, 1080)).toEqual({ scale: 1, left: 0, top: 0 });
});

test('a 1280x720 window scales the canvas by 2/3', () => {
  expect(canvasPlacement(1280, 720).scale).toBeCloseTo(0.6667, 4);
});

test('a wide window uses the height ratio and centres the canvas horizontally', () => {
  const placement = canvasPlacement(2560, 1080);
  expect(placement.scale).toBe(1);
  expect(placement.left).toBe(320);
  expect(placement.top).toBe(0);
});

test('a tall window uses the width ratio and letterboxes top and bottom', () => {
  const placement = canvasPlacement(960, 1080);
  expect(placement.scale).toBe(0.5);
  expect(placement.top).toBe(270);
});
