import type { SlotBeat, WallBeat } from '../../protocol';
import { judgeBake, type BakingRollout, type SeenWall } from './bake-gate';

const START = 1_000_000;
const rollout: BakingRollout = { remote: 'teams', toVersion: '9.1.0', startedAt: START, bakeMs: 30_000, canaries: ['lobby-1'] };
const NEW = 'teams@9.1.0+abc123';
const OLD = 'teams@1.0.0+def456';

function slot(id: string, panel: string, build: string | undefined, state: SlotBeat['state'] = 'ready', extra: Partial<SlotBeat> = {}): SlotBeat {
  return { slot: id, panel, build, state, errorCount: 0, position: { x: 0, y: 0, width: 10, height: 10 }, ...extra };
}
function wall(wallId: string, slots: SlotBeat[], receivedAt = START + 5000): SeenWall {
  const beat: WallBeat = {
    group: 'hub', route: '/', shellBuild: 'shell@1.0.0+x', sdkVersion: '2.0.0', uptimeMs: 1, beatIntervalMs: 15_000,
    viewport: { width: 1920, height: 1080, scale: 1 }, manifestRevision: 'r1', slots,
  };
  return { wallId, beat, receivedAt };
}
const healthy = (build = NEW) => [slot('teams', 'teams/running-teams', build), slot('institutions', 'teams/institutions', build), slot('chances', 'industry/chances', 'industry@1.0.0+x')];
const oldWall = wall('lobby-2', healthy(OLD));

test('keeps baking while the bake time runs and the canary is healthy', () => {
  expect(judgeBake(rollout, [wall('lobby-1', healthy())], [oldWall], START + 10_000)).toEqual({ verdict: 'wait', note: '烘烤中' });
});

test('passes when the bake time is over and the canary runs the new build everywhere with its data', () => {
  expect(judgeBake(rollout, [wall('lobby-1', healthy())], [oldWall], START + 30_000)).toEqual({ verdict: 'pass' });
});

test('fails at once when a slot of the new build is in error, naming wall, slot and error', () => {
  const slots = healthy();
  slots[0] = slot('teams', 'teams/running-teams', NEW, 'error', { lastError: { class: 'RenderError', message: '渲染失败' } });
  const verdict = judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000);
  expect(verdict).toEqual({ verdict: 'fail', reason: '墙面 lobby-1 槽位 teams（teams/running-teams） 出错：RenderError：渲染失败' });
});

test('fails at once when the new build cannot load (error without a build)', () => {
  const slots = healthy();
  slots[1] = slot('institutions', 'teams/institutions', undefined, 'error', { lastError: { class: 'RemoteLoadError', message: '远程模块 teams 加载失败' } });
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000)).toMatchObject({ verdict: 'fail', reason: expect.stringContaining('RemoteLoadError') });
});

test('fails when the new build threw since the start, even if the slot recovered', () => {
  const slots = healthy();
  slots[0] = slot('teams', 'teams/running-teams', NEW, 'ready', { lastError: { class: 'RenderError', message: 'x', at: START + 2000 } });
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000)).toMatchObject({ verdict: 'fail' });
});

test('an API error of the old build before the start is not held against the new one', () => {
  const slots = healthy(OLD);
  slots[0] = slot('teams', 'teams/running-teams', OLD, 'error', { lastError: { class: 'ApiError', message: '接口超时', at: START - 1000 } });
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000)).toMatchObject({ verdict: 'wait' });
});

test('beats from before the start do not count', () => {
  const stale = wall('lobby-1', [slot('teams', 'teams/running-teams', NEW, 'error')], START - 1);
  expect(judgeBake(rollout, [stale], [oldWall], START + 30_000)).toEqual({ verdict: 'fail', reason: '墙面 lobby-1 在烘烤期内没有报告' });
});

test('fails when the bake is over and a canary slot still runs the old build', () => {
  const slots = healthy();
  slots[1] = slot('institutions', 'teams/institutions', OLD);
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 30_000)).toMatchObject({ verdict: 'fail', reason: expect.stringContaining('仍未运行 teams@9.1.0') });
});

test('fails when the canary shows none of the remote\'s slots', () => {
  const only = [slot('chances', 'industry/chances', 'industry@1.0.0+x')];
  expect(judgeBake(rollout, [wall('lobby-1', only)], [oldWall], START + 30_000)).toMatchObject({ verdict: 'fail', reason: expect.stringContaining('没有显示 teams 的槽位') });
});

test('fails when the canary\'s data is worse than on the old build', () => {
  const slots = healthy();
  slots[0] = slot('teams', 'teams/running-teams', NEW, 'stale');
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 30_000)).toEqual({ verdict: 'fail', reason: '数据状态比旧版本差：金丝雀 1/2 个槽位就绪，旧版本 2/2' });
});

test('stale data everywhere (an API outage) is not the new build\'s fault', () => {
  const stale = (build: string) => healthy(build).map((s) => ({ ...s, state: 'stale' as const }));
  expect(judgeBake(rollout, [wall('lobby-1', stale(NEW))], [wall('lobby-2', stale(OLD))], START + 30_000)).toEqual({ verdict: 'pass' });
});
