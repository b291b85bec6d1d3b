import { CHART_ANIMATION_MS, createChartTurns, type ChartJob } from './chart-turns';

function setUp() {
  let clock = 0;
  const posted: (() => void)[] = [];
  const turns = createChartTurns(
    () => clock,
    (run) => posted.push(run),
  );
  return { turns, posted, nextTask: () => posted.shift()?.(), advance: (ms: number) => (clock += ms) };
}

const drawer =
  (log: string[], name: string, animates = true): ChartJob =>
  (mayAnimate) => {
    log.push(`${name}${mayAnimate ? ' animated' : ''}`);
    return animates && mayAnimate;
  };

test('every chart draws in a task of its own, in the order asked, never in the task that asked', () => {
  const { turns, posted, nextTask } = setUp();
  const log: string[] = [];
  turns.request({}, drawer(log, 'a', false));
  turns.request({}, drawer(log, 'b', false));
  turns.request({}, drawer(log, 'c', false));
  expect(log).toEqual([]);
  expect(posted).toHaveLength(1);
  nextTask();
  expect(log).toEqual(['a animated']);
  nextTask();
  nextTask();
  expect(log).toEqual(['a animated', 'b animated', 'c animated']);
  expect(posted).toHaveLength(0);
});

test('one chart animates at a time: one drawn while another animates draws at once, without animating', () => {
  const { turns, nextTask, advance } = setUp();
  const log: string[] = [];
  turns.request({}, drawer(log, 'a'));
  turns.request({}, drawer(log, 'b'));
  nextTask();
  nextTask();
  expect(log).toEqual(['a animated', 'b']);
  advance(CHART_ANIMATION_MS);
  turns.request({}, drawer(log, 'c'));
  nextTask();
  expect(log).toEqual(['a animated', 'b', 'c animated']);
});

test('a chart waits once: its newer option replaces the waiting one in its place; a disposed chart is dropped', () => {
  const { turns, posted, nextTask } = setUp();
  const log: string[] = [];
  const [a, b, c] = [{}, {}, {}];
  turns.request(a, drawer(log, 'a1', false));
  turns.request(b, drawer(log, 'b1', false));
  turns.request(c, drawer(log, 'c1', false));
  turns.request(b, drawer(log, 'b2', false));
  turns.cancel(c);
  nextTask();
  nextTask();
  expect(log).toEqual(['a1 animated', 'b2 animated']);
  expect(posted).toHaveLength(0);
});

test('a job that throws does not stop the ones after it', () => {
  const { turns, nextTask } = setUp();
  const log: string[] = [];
  turns.request({}, () => {
    throw new Error('坏图表');
  });
  turns.request({}, drawer(log, 'b', false));
  expect(() => nextTask()).toThrow('坏图表');
  nextTask();
  expect(log).toEqual(['b animated']);
});
