import type { WallBeat } from '@cockpit/protocol';
import { hasData, panelName, remotePanels, runsVersion, type RemotePanel } from './remote-panels';

/** What the gate needs of a rollout that is baking. */
export interface BakingRollout {
  remote: string;
  toVersion: string;
  startedAt: number;
  bakeMs: number;
  canaries: readonly string[];
}

/** A wall's latest beat and when it arrived. */
export interface SeenWall {
  wallId: string;
  beat: WallBeat;
  receivedAt: number;
}

/** The gate's answer: keep baking, promote, or roll back (with the reason in words). */
export type BakeVerdict = { verdict: 'wait'; note: string } | { verdict: 'pass' } | { verdict: 'fail'; reason: string };

/** How long past the bake the gate waits for a panel to have its turn: the longest rotation period a layout allows. */
export const SHOWN_GRACE_MS = 10 * 60_000;

/** Errors that come from the build itself, not from the data behind it. */
const BUILD_ERRORS = new Set(['RemoteLoadError', 'RenderError']);

const panelsOf = (walls: readonly SeenWall[], remote: string) =>
  walls.flatMap((w) => remotePanels(w.wallId, w.beat, remote));

/** A fault of the new build in one panel of a canary wall, in words, or undefined. */
function buildFault(panel: RemotePanel, rollout: BakingRollout, receivedAt: number): string | undefined {
  const onNew = runsVersion(panel, rollout.remote, rollout.toVersion);
  // A panel in error without a build failed to load the new code; one with the new build failed to run it.
  if (panel.state === 'error' && (onNew || !panel.build)) {
    const why = panel.lastError ? `${panel.lastError.class}：${panel.lastError.message}` : '无错误信息';
    return `${panelName(panel)} 出错：${why}`;
  }
  const error = panel.lastError;
  if (onNew && error && BUILD_ERRORS.has(error.class) && (error.at ?? receivedAt) >= rollout.startedAt) {
    return `${panelName(panel)} 新版本报错：${error.class}：${error.message}`;
  }
  return undefined;
}

/** Share of a remote's panels that show data (ready), over the given walls. */
function readyShare(panels: readonly RemotePanel[]): { ready: number; total: number } {
  return { ready: panels.filter((p) => p.state === 'ready').length, total: panels.length };
}

/** After the bake: a panel with data whose View never rendered on the new build is waited for, up to the grace, then failed. */
function unshownVerdict(unshown: readonly RemotePanel[], rollout: BakingRollout, now: number): BakeVerdict | undefined {
  if (!unshown.length) return undefined;
  const names = unshown.map(panelName).join('、');
  if (now - rollout.startedAt < rollout.bakeMs + SHOWN_GRACE_MS)
    return { verdict: 'wait', note: `等待 ${names} 轮播到新版本` };
  return {
    verdict: 'fail',
    reason: `${names} 在烘烤期结束 ${SHOWN_GRACE_MS / 60_000} 分钟后仍未在新版本上显示过，无法验证其渲染`,
  };
}

/**
 * Judges a baking rollout from the walls' latest beats, panel by panel (hidden rotation panels too).
 * It fails at once on a fault of the new build; it passes only when the bake time is over, every
 * canary runs the new build in all of the remote's panels, each of them with data has been shown on
 * it, and the canaries' data is no worse than on the walls still on the old build.
 */
export function judgeBake(
  rollout: BakingRollout,
  canaries: readonly SeenWall[],
  others: readonly SeenWall[],
  now: number,
): BakeVerdict {
  const fresh = canaries.filter((w) => w.receivedAt >= rollout.startedAt);
  for (const seen of fresh) {
    for (const panel of remotePanels(seen.wallId, seen.beat, rollout.remote)) {
      const fault = buildFault(panel, rollout, seen.receivedAt);
      if (fault) return { verdict: 'fail', reason: fault };
    }
  }
  const canaryPanels = panelsOf(fresh, rollout.remote);
  const over = now - rollout.startedAt >= rollout.bakeMs;
  const silent = rollout.canaries.filter((id) => !fresh.some((w) => w.wallId === id));
  const behind = canaryPanels.filter((p) => !runsVersion(p, rollout.remote, rollout.toVersion)).map(panelName);
  if (!over) return { verdict: 'wait', note: silent.length || behind.length ? '等待金丝雀墙面运行新版本' : '烘烤中' };
  if (silent.length) return { verdict: 'fail', reason: `墙面 ${silent.join('、')} 在烘烤期内没有报告` };
  const blind = fresh.filter((w) => !canaryPanels.some((p) => p.wallId === w.wallId)).map((w) => w.wallId);
  if (blind.length)
    return { verdict: 'fail', reason: `墙面 ${blind.join('、')} 没有显示 ${rollout.remote} 的槽位，无法验证新版本` };
  if (behind.length)
    return {
      verdict: 'fail',
      reason: `${behind.join('、')} 在烘烤期结束时仍未运行 ${rollout.remote}@${rollout.toVersion}`,
    };
  const unshown = unshownVerdict(
    canaryPanels.filter((p) => hasData(p) && !p.shown),
    rollout,
    now,
  );
  if (unshown) return unshown;
  const onNew = readyShare(canaryPanels);
  const onOld = readyShare(panelsOf(others, rollout.remote));
  if (onOld.total > 0 && onNew.total > 0 && onNew.ready / onNew.total < onOld.ready / onOld.total) {
    return {
      verdict: 'fail',
      reason: `数据状态比旧版本差：金丝雀 ${onNew.ready}/${onNew.total} 个面板就绪，旧版本 ${onOld.ready}/${onOld.total}`,
    };
  }
  return { verdict: 'pass' };
}
