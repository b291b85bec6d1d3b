import { overBudget, type BenchFigures } from './bench-budgets';

const withinBudget: Required<BenchFigures> = {
  builds: { fullS: 80, remoteS: 12 },
  firstView: { timeRatio: 1.08, bytesRatio: 1.14, twice: [], copies: { react: 1 } },
  headerMs: 200,
  pageBusyPct: { '/': 2.84, '/xndx': 2.1 },
  panelBusyPct: { 'teams/running-teams': 0.65 },
  offlineStart: { cold: { median: 4200 }, cached: { median: 3100 } },
};

test('figures within every standing budget pass', () => {
  expect(overBudget(withinBudget)).toEqual([]);
});

test('first-view bytes have no absolute budget: only their ratio to the monolith is judged', () => {
  expect(overBudget({ firstView: { ...withinBudget.firstView, bytesRatio: 1.14 } })).toEqual([]);
  expect(overBudget({ firstView: { ...withinBudget.firstView, bytesRatio: 1.16 } })).toEqual([
    "first view 1.16× the monolith's bytes",
  ]);
});

test('the median time ratio over 1.10 fails the run', () => {
  expect(overBudget({ firstView: { ...withinBudget.firstView, timeRatio: 1.11 } })).toEqual([
    "first view 1.11× the monolith's time (median)",
  ]);
});

test('busy share is held at 3 % per page and 1 % per panel', () => {
  expect(
    overBudget({ pageBusyPct: { '/': 3.01 }, panelBusyPct: { 'talent/schools': 1.02, 'talent/determine': 0.99 } }),
  ).toEqual(['/ busy 3.01 %', 'talent/schools busy 1.02 %']);
});

test('a part the run skipped is not judged', () => {
  expect(overBudget({})).toEqual([]);
});

test('a wall that takes more than 10 s from browser start to every panel from its cache is over budget', () => {
  expect(overBudget({ offlineStart: { cold: { median: 4000 }, cached: { median: 10_400 } } })).toEqual([
    'start from the cache 10400 ms to every panel',
  ]);
});
