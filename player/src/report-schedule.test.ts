import { MIN_REPORT_GAP_MS, reportDue } from './report-schedule';

test('reports at the interval, sooner with news but never closer than the service allows, later after failures', () => {
  expect(reportDue(15_000, 0, 15_000, 0, false)).toBe(true);
  expect(reportDue(14_000, 0, 15_000, 0, false)).toBe(false);
  expect(reportDue(MIN_REPORT_GAP_MS, 0, 15_000, 0, true)).toBe(true);
  expect(reportDue(MIN_REPORT_GAP_MS - 1, 0, 15_000, 0, true)).toBe(false);
  // News does not hurry a failing service: 15 s, 30 s, 60 s … up to 10 min.
  expect(reportDue(20_000, 0, 15_000, 2, true)).toBe(false);
  expect(reportDue(30_000, 0, 15_000, 2, true)).toBe(true);
  expect(reportDue(599_999, 0, 15_000, 30, true)).toBe(false);
  expect(reportDue(600_000, 0, 15_000, 30, true)).toBe(true);
});
