import type { RolloutInfo } from '../../../protocol';
import { judgeAlerts, type RuleInput, type RuleWall } from './alert-rules';

const T0 = Date.UTC(2026, 10, 25, 2, 0, 0);
const wall = (overrides: Partial<RuleWall> = {}): RuleWall => ({
  wallId: 'hub-left',
  group: 'hub',
  name: '大厅左屏',
  location: '一楼大厅东侧',
  lastSeen: T0,
  online: true,
  slots: [{ slot: 'a', panel: 'teams/overview', state: 'ready' }],
  ...overrides,
});
const input = (overrides: Partial<RuleInput> = {}): RuleInput => ({
  walls: [wall()],
  rollouts: [],
  rules: new Map(),
  errorSince: new Map(),
  ...overrides,
});
const rollout = (overrides: Partial<RolloutInfo> = {}): RolloutInfo => ({
  id: 'r1',
  remote: 'teams',
  fromVersion: '1.0.0',
  toVersion: '1.1.0',
  groups: ['hub'],
  stage: 0,
  canaries: ['hub-left'],
  status: 'failed',
  startedAt: T0,
  bakeMs: 60_000,
  createdBy: 'alice',
  updatedAt: T0,
  reason: 'hub-left 槽位 a RenderError',
  ...overrides,
});

describe('offline rule', () => {
  test('a wall silent for less than its group threshold (default 2 min) is no alert yet', () => {
    const { conditions } = judgeAlerts(input({ walls: [wall({ online: false })] }), T0 + 119_000);
    expect(conditions).toEqual([]);
  });

  test('a wall silent past the default 2 min is an offline alert naming the wall, its place, its group and since when', () => {
    const { conditions } = judgeAlerts(input({ walls: [wall({ online: false })] }), T0 + 120_000);
    expect(conditions).toEqual([
      expect.objectContaining({
        key: 'wall-offline:hub-left',
        kind: 'wall-offline',
        since: T0,
        subject: { group: 'hub', wallId: 'hub-left', wallName: '大厅左屏', location: '一楼大厅东侧' },
      }),
    ]);
    expect(conditions[0].reason).toContain('2 分钟没有心跳');
  });

  test("a group's own threshold replaces the default", () => {
    const rules = new Map([['hub', { group: 'hub', offlineAfterMs: 45_000, slotErrorAfterMs: 60_000 }]]);
    expect(judgeAlerts(input({ walls: [wall({ online: false })], rules }), T0 + 45_000).conditions).toHaveLength(1);
  });

  test('a wall that still counts as online is no offline alert however old its beat', () => {
    expect(judgeAlerts(input({ walls: [wall({ online: true })] }), T0 + 600_000).conditions).toEqual([]);
  });
});

describe('slot error rule', () => {
  const broken = wall({
    slots: [{ slot: 'a', panel: 'teams/overview', state: 'error', lastError: { class: 'ApiError', message: '502' } }],
  });

  test('a slot seen in error starts its clock and is no alert at once', () => {
    const { conditions, errorSince } = judgeAlerts(input({ walls: [broken] }), T0);
    expect(conditions).toEqual([]);
    expect(errorSince.get('hub-left/a')).toBe(T0);
  });

  test('a slot in error past the threshold is an alert since it was first seen in error, with the error', () => {
    const { conditions } = judgeAlerts(
      input({ walls: [broken], errorSince: new Map([['hub-left/a', T0]]) }),
      T0 + 300_000,
    );
    expect(conditions).toEqual([expect.objectContaining({ key: 'slot-error:hub-left/a', since: T0 })]);
    expect(conditions[0].reason).toContain('ApiError: 502');
  });

  test('a slot that recovered forgets its clock', () => {
    const { errorSince } = judgeAlerts(input({ errorSince: new Map([['hub-left/a', T0]]) }), T0 + 10_000);
    expect(errorSince.size).toBe(0);
  });
});

describe('rollback rule', () => {
  test('a failed rollout is an alert with its reason', () => {
    const { conditions } = judgeAlerts(input({ rollouts: [rollout()] }), T0 + 1000);
    expect(conditions).toEqual([
      expect.objectContaining({
        key: 'rollout-rolled-back:r1',
        subject: { group: 'hub', rolloutId: 'r1', remote: 'teams' },
      }),
    ]);
    expect(conditions[0].reason).toContain('自动回滚：hub-left 槽位 a RenderError');
  });

  test('a later promotion of the same remote ends it', () => {
    const fixed = rollout({ id: 'r2', status: 'promoted', updatedAt: T0 + 5000 });
    expect(judgeAlerts(input({ rollouts: [fixed, rollout()] }), T0 + 6000).conditions).toEqual([]);
  });

  test('a rollout that was promoted or is baking is no alert', () => {
    const rollouts = [rollout({ status: 'promoted' }), rollout({ id: 'r3', status: 'baking' })];
    expect(judgeAlerts(input({ rollouts }), T0 + 1000).conditions).toEqual([]);
  });
});
