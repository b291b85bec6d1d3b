import { beatArrival } from './beat-arrival';

const now = 1_800_000_000_000;

test("a proxy's earlier arrival time is when the beat was taken", () => {
  expect(beatArrival(`t=${(now - 18_000) / 1000}`, now)).toBe(now - 18_000);
  expect(beatArrival('t=1799999999.5', now)).toBe(now - 500);
});

test('a missing, malformed, later or far older arrival time counts as now', () => {
  for (const header of [
    undefined,
    '',
    't=',
    'abc',
    `${now / 1000}`,
    `t=${(now + 5000) / 1000}`,
    `t=${(now - 3_600_000) / 1000}`,
  ])
    expect(beatArrival(header, now)).toBe(now);
  expect(beatArrival([`t=${(now - 1000) / 1000}`, 't=1'], now)).toBe(now - 1000);
});
