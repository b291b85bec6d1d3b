import { sampleMemory } from '@cockpit/protocol';
import { megabytes, sparkPoints } from './spark-line';

test("points span the window in x and the figure's own range in y (top is the highest)", () => {
  const samples = [
    { at: 0, fps: 60 },
    { at: 50, fps: 30 },
    { at: 100, fps: 60 },
  ];
  expect(sparkPoints(samples, (s) => s.fps, 0, 100, 100, 22)).toBe('0.0,1.0 50.0,21.0 100.0,1.0');
});

test('a flat figure is a middle line; fewer than two points draw nothing; samples outside the window are left out', () => {
  expect(
    sparkPoints(
      [
        { at: 0, fps: 60 },
        { at: 10, fps: 60 },
      ],
      (s) => s.fps,
      0,
      10,
      10,
      20,
    ),
  ).toBe('0.0,10.0 10.0,10.0');
  expect(sparkPoints([{ at: 0, fps: 60 }, { at: 5 }], (s) => s.fps, 0, 10, 10, 20)).toBeNull();
  expect(
    sparkPoints(
      [
        { at: -5, fps: 1 },
        { at: 0, fps: 60 },
      ],
      (s) => s.fps,
      0,
      10,
      10,
      20,
    ),
  ).toBeNull();
});

test('memory is renderer + GPU where the player reads them, else the heap', () => {
  expect(sampleMemory({ at: 0, rendererBytes: 2, gpuBytes: 3, heapBytes: 9 })).toBe(5);
  expect(sampleMemory({ at: 0, heapBytes: 9 })).toBe(9);
  expect(megabytes(3 * 1024 * 1024)).toBe('3.0 MB');
});
