import { brokenGoals, medianSlope, slope, slopesOver, type SoakDay } from './soak-slope';

const days = (f: (day: number) => Record<string, number>): SoakDay[] =>
  Array.from({ length: 30 }, (_, i) => ({ day: i + 1, figures: f(i + 1) }));

describe('soak slopes', () => {
  it('fits a straight line exactly and ignores a constant offset', () => {
    expect(slope([1, 2, 3, 4], [10, 12, 14, 16])).toBeCloseTo(2);
    expect(slope([1, 2, 3], [5, 5, 5])).toBe(0);
    expect(slope([1], [5])).toBe(0);
  });

  it('takes the last days only: a warm-up climb before them does not count', () => {
    const warm = days((d) => ({ rendererPssMb: d <= 10 ? 100 + d * 5 : 150 }));
    expect(slopesOver(warm, 20).rendererPssMb).toBeCloseTo(0);
    expect(slopesOver(warm, 30).rendererPssMb).toBeGreaterThan(1);
  });

  it('names the figure that grows past its goal, and a figure not measured', () => {
    const leak = slopesOver(
      days((d) => ({
        rendererPssMb: 200 + d * 0.8,
        gpuPssMb: 50,
        rendererPrivateMb: 120 + d * 0.8,
        gpuPrivateMb: 20,
        domNodes: 3000 + d * 40,
        liveCharts: 12,
      })),
      20,
    );
    expect(brokenGoals(leak)).toEqual([
      expect.stringMatching(/^rendererPssMb grows 0\.800/),
      expect.stringMatching(/^rendererPrivateMb grows 0\.800/),
      expect.stringMatching(/^domNodes grows 40\.000/),
    ]);
    expect(brokenGoals({ rendererPssMb: 0, gpuPssMb: 0, rendererPrivateMb: 0, gpuPrivateMb: 0, domNodes: 0 })).toEqual([
      'liveCharts: not measured',
    ]);
  });

  it('slopes the counts of the page by the median of pairwise slopes: a few days off the line (after a layout push) is flat, a leak is not', () => {
    // The soak of 29 Nov (/xndx): 900 nodes, 797 on days 15, 18 and 21 (days a layout was pushed).
    const dips = days((d) => ({ domNodes: [15, 18, 21].includes(d) ? 797 : 900, rendererPssMb: 150 }));
    expect(
      slope(
        dips.slice(-20).map((d) => d.day),
        dips.slice(-20).map((d) => d.figures.domNodes),
      ),
    ).toBeGreaterThan(1);
    expect(slopesOver(dips, 20).domNodes).toBe(0);
    const leaking = days((d) => ({ domNodes: ([15, 18, 21].includes(d) ? 797 : 900) + d * 2 }));
    expect(slopesOver(leaking, 20).domNodes).toBeCloseTo(2);
    expect(medianSlope([1, 2, 3, 4, 5, 6, 7, 8, 9], [12, 14, 16, 18, 20, 22, 24, 26, 100])).toBeCloseTo(2);
  });
});
