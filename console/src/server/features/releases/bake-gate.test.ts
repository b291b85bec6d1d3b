import type { PanelBeat, SlotBeat, WallBeat } from '@cockpit/protocol';
import { judgeBake, SHOWN_GRACE_MS, type BakingRollout, type SeenWall } from './bake-gate';

const START = 1_000_000;
const rollout: BakingRollout = {
  remote: 'teams',
  toVersion: '9.1.0',
  startedAt: START,
  bakeMs: 30_000,
  canaries: ['lobby-1'],
};
const NEW = 'teams@9.1.0+abc123';
const OLD = 'teams@1.0.0+def456';

function slot(
  id: string,
  panel: string,
  build: string | undefined,
  state: SlotBeat['state'] = 'ready',
  extra: Partial<SlotBeat> = {},
): SlotBeat {
  return { slot: id, panel, build, state, errorCount: 0, position: { x: 0, y: 0, width: 10, height: 10 }, ...extra };
}
function wall(wallId: string, slots: SlotBeat[], receivedAt = START + 5000): SeenWall {
  const beat: WallBeat = {
    group: 'hub',
    route: '/',
    shellBuild: 'shell@1.0.0+x',
    sdkVersion: '2.0.0',
    uptimeMs: 1,
    beatIntervalMs: 15_000,
    viewport: { width: 1920, height: 1080, scale: 1 },
    manifestRevision: 'r1',
    slots,
  };
  return { wallId, beat, receivedAt };
}
function panel(
  id: string,
  build: string | undefined,
  state: PanelBeat['state'] = 'ready',
  extra: Partial<PanelBeat> = {},
): PanelBeat {
  return { panel: id, state, build, shown: true, ...extra };
}
/** The teams slot of a wall that reports every panel of its rotation; it shows the first. */
function rotating(panels: PanelBeat[]): SlotBeat {
  const [shown] = panels;
  return slot('teams', shown.panel, shown.build, shown.state, { rotation: panels.map((p) => p.panel), panels });
}
const healthy = (build = NEW) => [
  slot('teams', 'teams/running-teams', build),
  slot('institutions', 'teams/institutions', build),
  slot('chances', 'industry/chances', 'industry@1.0.0+x'),
];
const oldWall = wall('lobby-2', healthy(OLD));

test('keeps baking while the bake time runs and the canary is healthy', () => {
  expect(judgeBake(rollout, [wall('lobby-1', healthy())], [oldWall], START + 10_000)).toEqual({
    verdict: 'wait',
    note: '烘烤中',
  });
});

test('passes when the bake time is over and the canary runs the new build everywhere with its data', () => {
  expect(judgeBake(rollout, [wall('lobby-1', healthy())], [oldWall], START + 30_000)).toEqual({ verdict: 'pass' });
});

test('fails at once when a slot of the new build is in error, naming wall, slot and error', () => {
  const slots = healthy();
  slots[0] = slot('teams', 'teams/running-teams', NEW, 'error', {
    lastError: { class: 'RenderError', message: '渲染失败' },
  });
  const verdict = judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000);
  expect(verdict).toEqual({
    verdict: 'fail',
    reason: '墙面 lobby-1 槽位 teams（teams/running-teams） 出错：RenderError：渲染失败',
  });
});

test('fails at once when the new build cannot load (error without a build)', () => {
  const slots = healthy();
  slots[1] = slot('institutions', 'teams/institutions', undefined, 'error', {
    lastError: { class: 'RemoteLoadError', message: '远程模块 teams 加载失败' },
  });
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000)).toMatchObject({
    verdict: 'fail',
    reason: expect.stringContaining('RemoteLoadError'),
  });
});

test('fails when the new build threw since the start, even if the slot recovered', () => {
  const slots = healthy();
  slots[0] = slot('teams', 'teams/running-teams', NEW, 'ready', {
    lastError: { class: 'RenderError', message: 'x', at: START + 2000 },
  });
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000)).toMatchObject({ verdict: 'fail' });
});

test('an API error of the old build before the start is not held against the new one', () => {
  const slots = healthy(OLD);
  slots[0] = slot('teams', 'teams/running-teams', OLD, 'error', {
    lastError: { class: 'ApiError', message: '接口超时', at: START - 1000 },
  });
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000)).toMatchObject({ verdict: 'wait' });
});

test('beats from before the start do not count', () => {
  const stale = wall('lobby-1', [slot('teams', 'teams/running-teams', NEW, 'error')], START - 1);
  expect(judgeBake(rollout, [stale], [oldWall], START + 30_000)).toEqual({
    verdict: 'fail',
    reason: '墙面 lobby-1 在烘烤期内没有报告',
  });
});

test('fails when the bake is over and a canary slot still runs the old build', () => {
  const slots = healthy();
  slots[1] = slot('institutions', 'teams/institutions', OLD);
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 30_000)).toMatchObject({
    verdict: 'fail',
    reason: expect.stringContaining('仍未运行 teams@9.1.0'),
  });
});

test("fails when the canary shows none of the remote's slots", () => {
  const only = [slot('chances', 'industry/chances', 'industry@1.0.0+x')];
  expect(judgeBake(rollout, [wall('lobby-1', only)], [oldWall], START + 30_000)).toMatchObject({
    verdict: 'fail',
    reason: expect.stringContaining('没有显示 teams 的槽位'),
  });
});

test("fails when the canary's data is worse than on the old build", () => {
  const slots = healthy();
  slots[0] = slot('teams', 'teams/running-teams', NEW, 'stale');
  expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 30_000)).toEqual({
    verdict: 'fail',
    reason: '数据状态比旧版本差：金丝雀 1/2 个面板就绪，旧版本 2/2',
  });
});

test("stale data everywhere (an API outage) is not the new build's fault", () => {
  const stale = (build: string) => healthy(build).map((s) => ({ ...s, state: 'stale' as const }));
  expect(judgeBake(rollout, [wall('lobby-1', stale(NEW))], [wall('lobby-2', stale(OLD))], START + 30_000)).toEqual({
    verdict: 'pass',
  });
});

describe('walls that report every panel of their rotations', () => {
  const withTeams = (teams: SlotBeat) => [teams, ...healthy().slice(1)];
  const running = (extra: Partial<PanelBeat> = {}, build: string | undefined = NEW) =>
    panel('teams/running-teams', build, 'ready', extra);
  const directory = (
    extra: Partial<PanelBeat> = {},
    build: string | undefined = NEW,
    state: PanelBeat['state'] = 'ready',
  ) => panel('teams/team-directory', build, state, extra);

  test('a hidden panel in error on the new build fails at once, naming that panel, not the one shown', () => {
    const slots = withTeams(
      rotating([running(), directory({ lastError: { class: 'RenderError', message: '渲染失败' } }, NEW, 'error')]),
    );
    slots[0].lastError = { class: 'ApiError', message: '接口超时' };
    expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000)).toEqual({
      verdict: 'fail',
      reason: '墙面 lobby-1 槽位 teams（teams/team-directory） 出错：RenderError：渲染失败',
    });
  });

  test("a panel of the remote in a slot that shows another remote's panel is judged too", () => {
    const mixed = slot('teams', 'talent/schools', 'talent@1.0.0+x', 'ready', {
      panels: [panel('talent/schools', 'talent@1.0.0+x'), directory({}, undefined, 'error')],
    });
    expect(judgeBake(rollout, [wall('lobby-1', withTeams(mixed))], [oldWall], START + 6000)).toMatchObject({
      verdict: 'fail',
      reason: expect.stringContaining('槽位 teams（teams/team-directory） 出错'),
    });
  });

  test('a hidden panel that threw on the new build since the start fails even after it recovered', () => {
    const slots = withTeams(
      rotating([running(), directory({ lastError: { class: 'RenderError', message: 'x', at: START + 2000 } })]),
    );
    expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 6000)).toMatchObject({
      verdict: 'fail',
      reason: expect.stringContaining('（teams/team-directory） 新版本报错：RenderError'),
    });
  });

  test('after the bake it waits, naming it, for a panel with data that has not been shown on the new build', () => {
    const slots = withTeams(rotating([running(), directory({ shown: false })]));
    expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 30_000)).toEqual({
      verdict: 'wait',
      note: '等待 墙面 lobby-1 槽位 teams（teams/team-directory） 轮播到新版本',
    });
  });

  test('a panel still not shown when the grace past the bake is over fails, naming it', () => {
    const slots = withTeams(rotating([running(), directory({ shown: false })]));
    const verdict = judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 30_000 + SHOWN_GRACE_MS);
    expect(verdict).toMatchObject({
      verdict: 'fail',
      reason: expect.stringMatching(
        /^墙面 lobby-1 槽位 teams（teams\/team-directory） 在烘烤期结束 10 分钟后仍未在新版本上显示过/,
      ),
    });
  });

  test('a panel without data to show need not have been shown', () => {
    const slots = withTeams(rotating([running(), directory({ shown: false }, NEW, 'empty')]));
    expect(
      judgeBake(
        rollout,
        [wall('lobby-1', slots)],
        [wall('lobby-2', withTeams(rotating([running({}, OLD), directory({}, OLD, 'empty')])))],
        START + 30_000,
      ),
    ).toEqual({ verdict: 'pass' });
  });

  test('passes when every panel runs the new build and has been shown', () => {
    const slots = withTeams(rotating([running(), directory()]));
    expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 30_000)).toEqual({ verdict: 'pass' });
  });

  test('a hidden panel still on the old build when the bake is over fails', () => {
    const slots = withTeams(rotating([running(), directory({}, OLD)]));
    expect(judgeBake(rollout, [wall('lobby-1', slots)], [oldWall], START + 30_000)).toMatchObject({
      verdict: 'fail',
      reason: expect.stringContaining('槽位 teams（teams/team-directory） 在烘烤期结束时仍未运行'),
    });
  });

  test('the data comparison counts panels, hidden ones included', () => {
    const canary = withTeams(rotating([running(), directory({}, NEW, 'stale')]));
    const old = wall('lobby-2', withTeams(rotating([running({}, OLD), directory({}, OLD)])));
    expect(judgeBake(rollout, [wall('lobby-1', canary)], [old], START + 30_000)).toEqual({
      verdict: 'fail',
      reason: '数据状态比旧版本差：金丝雀 2/3 个面板就绪，旧版本 3/3',
    });
  });
});
