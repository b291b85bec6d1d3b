import { applyCommand, applyVerdict, OverrideRequired, versionFor, type Rollout } from './rollout-machine';

const rollout: Rollout = {
  id: 'r1',
  remote: 'teams',
  fromVersion: '1.0.0',
  toVersion: '9.1.0',
  groups: ['hub', 'lobby'],
  stage: 0,
  canaries: ['lobby-1'],
  status: 'baking',
  startedAt: 1000,
  bakeMs: 30_000,
};
const picks = (group: string) => [`${group}-canary`];

test('the canary of the baking stage runs the new version, its neighbours the settled one', () => {
  expect(versionFor(rollout, 'hub', 'lobby-1', '1.0.0')).toBe('9.1.0');
  expect(versionFor(rollout, 'hub', 'lobby-2', '1.0.0')).toBe('1.0.0');
});

test('a group of a later stage runs its settled version while the first stage bakes', () => {
  expect(versionFor(rollout, 'lobby', 'lobby-1', '1.0.0')).toBe('1.0.0');
});

test('a failed rollout sends its canaries back to the settled version and keeps the reason', () => {
  const step = applyVerdict(rollout, { verdict: 'fail', reason: '墙面 lobby-1 出错' }, 5000, picks);
  expect(step.rollout).toMatchObject({ status: 'failed', reason: '墙面 lobby-1 出错' });
  expect(versionFor(step.rollout, 'hub', 'lobby-1', '1.0.0')).toBe('1.0.0');
});

test('a fail in a later stage sends the groups promoted in earlier stages back to the old version', () => {
  const step = applyVerdict({ ...rollout, stage: 1 }, { verdict: 'fail', reason: '墙面 lobby-9 出错' }, 5000, picks);
  expect(step.restoredGroups).toEqual(['hub']);
  expect(applyVerdict(rollout, { verdict: 'fail', reason: 'x' }, 5000, picks).restoredGroups).toBeUndefined();
});

test('a pass promotes the stage group and starts the next stage with its own canaries', () => {
  const step = applyVerdict(rollout, { verdict: 'pass' }, 40_000, picks);
  expect(step.promotedGroup).toBe('hub');
  expect(step.rollout).toMatchObject({ stage: 1, canaries: ['lobby-canary'], startedAt: 40_000, status: 'baking' });
});

test('a pass of the last stage ends the rollout as promoted', () => {
  const step = applyVerdict({ ...rollout, stage: 1 }, { verdict: 'pass' }, 40_000, picks);
  expect(step).toEqual({ rollout: { ...rollout, stage: 1, status: 'promoted' }, promotedGroup: 'lobby' });
});

test('a wait changes nothing', () => {
  expect(applyVerdict(rollout, { verdict: 'wait', note: '烘烤中' }, 5000, picks).rollout).toBe(rollout);
});

test('a paused rollout is not judged, keeps its canaries on the new build, and resumes with a new bake', () => {
  const paused = applyCommand(rollout, 'pause', 2000, picks).rollout;
  expect(applyVerdict(paused, { verdict: 'fail', reason: 'x' }, 3000, picks).rollout.status).toBe('paused');
  expect(versionFor(paused, 'hub', 'lobby-1', '1.0.0')).toBe('9.1.0');
  expect(applyCommand(paused, 'resume', 9000, picks).rollout).toMatchObject({ status: 'baking', startedAt: 9000 });
});

test('a manual promote skips the rest of the bake', () => {
  expect(applyCommand(rollout, 'promote', 2000, picks, { reason: '紧急修复' }).promotedGroup).toBe('hub');
});

test('an abort ends the rollout and every wall runs the settled version', () => {
  const aborted = applyCommand(rollout, 'abort', 2000, picks).rollout;
  expect(aborted.status).toBe('aborted');
  expect(versionFor(aborted, 'hub', 'lobby-1', '1.0.0')).toBe('1.0.0');
});

test('a rollback after a promotion restores every promoted group', () => {
  const done = { ...rollout, status: 'promoted' as const, stage: 1 };
  expect(applyCommand(done, 'rollback', 2000, picks).restoredGroups).toEqual(['hub', 'lobby']);
  expect(applyCommand({ ...rollout, stage: 1 }, 'rollback', 2000, picks).restoredGroups).toEqual(['hub']);
});

test('a command the state does not allow is refused in words', () => {
  const failed = { ...rollout, status: 'failed' as const };
  expect(() => applyCommand(failed, 'promote', 2000, picks)).toThrow('发布 r1 当前状态为 failed，不能执行 promote');
  expect(() => applyCommand(rollout, 'resume', 2000, picks)).toThrow('不能执行 resume');
});

test('a manual promote without an explicit override and reason is refused', () => {
  expect(() => applyCommand(rollout, 'promote', 2000, picks)).toThrow(OverrideRequired);
  expect(() => applyCommand(rollout, 'promote', 2000, picks, { reason: '  ' })).toThrow(OverrideRequired);
});
