import { resizeIfChanged } from './resize-if-changed';

const chart = (width: number, height: number) => ({
  getWidth: () => width,
  getHeight: () => height,
  resize: jest.fn(),
});

test('the size the chart is drawn at (within its whole-px rounding) does not redraw it', () => {
  const drawn = chart(420, 236);
  expect(resizeIfChanged(drawn, { width: 420, height: 236 })).toBe(false);
  expect(resizeIfChanged(drawn, { width: 420.6, height: 235.5 })).toBe(false);
  expect(drawn.resize).not.toHaveBeenCalled();
});

test('a box one px or more wider, narrower, taller or shorter resizes the chart', () => {
  for (const box of [
    { width: 421, height: 236 },
    { width: 419, height: 236 },
    { width: 420, height: 237.2 },
    { width: 420, height: 100 },
  ]) {
    const drawn = chart(420, 236);
    expect(resizeIfChanged(drawn, box)).toBe(true);
    expect(drawn.resize).toHaveBeenCalledTimes(1);
  }
});
