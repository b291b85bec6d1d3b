import { ROLLBACK_LOOKBACK_MS, type Condition } from './alert-rules';
import { alertChanges, type OpenAlert } from './alert-transitions';

const T0 = Date.UTC(2026, 10, 25, 2, 0, 0);
const condition: Condition = {
  key: 'wall-offline:hub-left',
  kind: 'wall-offline',
  since: T0,
  reason: '墙面离线',
  subject: { group: 'hub', wallId: 'hub-left', wallName: '大厅左屏' },
};
const open: OpenAlert = { id: 7, ...condition };
const walls = new Set(['hub-left']);

test('a condition without an open alert fires', () => {
  expect(alertChanges([], [condition], walls, T0)).toEqual({ fire: [condition], resolve: [] });
});

test('a condition that lasts is held back: no second notice', () => {
  expect(alertChanges([open], [condition], walls, T0 + 3_600_000)).toEqual({ fire: [], resolve: [] });
});

test('an open alert whose condition ended is resolved as recovered', () => {
  expect(alertChanges([open], [], walls, T0 + 60_000).resolve).toEqual([{ alert: open, end: 'recovered' }]);
});

test("an alert of a wall that left the fleet ends as 'gone'", () => {
  expect(alertChanges([open], [], new Set(), T0 + 60_000).resolve).toEqual([{ alert: open, end: 'gone' }]);
});

test('a rollback alert that aged out unfixed ends quietly', () => {
  const rollback: OpenAlert = {
    id: 8,
    key: 'rollout-rolled-back:r1',
    kind: 'rollout-rolled-back',
    since: T0,
    reason: '回滚',
    subject: { group: 'hub' },
  };
  expect(alertChanges([rollback], [], walls, T0 + ROLLBACK_LOOKBACK_MS + 1).resolve).toEqual([
    { alert: rollback, end: 'expired' },
  ]);
});

test('the same condition twice in one judgement fires once', () => {
  expect(alertChanges([], [condition, condition], walls, T0).fire).toHaveLength(1);
});
