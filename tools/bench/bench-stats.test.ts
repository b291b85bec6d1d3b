import { describeSpread, pairedRatio, spreadOf } from './bench-stats';

test('a spread gives the median, the quartiles and the range of the loads, whatever their order', () => {
  expect(spreadOf([900, 100, 500, 300, 700])).toEqual({ median: 500, q1: 300, q3: 700, min: 100, max: 900, n: 5 });
  expect(spreadOf([4, 1, 3, 2]).median).toBe(2.5);
});

test('the judged ratio is median over median; the spread is that of each pair taken in turn', () => {
  const { ratio, pairs } = pairedRatio([1100, 1000, 3000], [1000, 1000, 1000]);
  expect(ratio).toBeCloseTo(1.1);
  expect(pairs.median).toBeCloseTo(1.1);
  expect(pairs.max).toBeCloseTo(3);
  expect(pairs.min).toBeCloseTo(1);
});

test('a spread reads as median, IQR and range', () => {
  expect(describeSpread(spreadOf([1, 2, 3]), ' ms', 1)).toBe('2.0 ms (IQR 1.5 ms–2.5 ms, range 1.0 ms–3.0 ms, n=3)');
});

test('no loads is an error, not a NaN', () => {
  expect(() => spreadOf([])).toThrow('no values');
});
