import type { SlotBeat, WallBeat } from '../../protocol';

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

/** Errors that come from the build itself, not from the data behind it. */
const BUILD_ERRORS = new Set(['RemoteLoadError', 'RenderError']);

const remoteSlots = (beat: WallBeat, remote: string): SlotBeat[] => beat.slots.filter((slot) => slot.panel.startsWith(`${remote}/`));
const runsVersion = (slot: SlotBeat, remote: string, version: string) => slot.build?.startsWith(`${remote}@${version}+`) ?? false;
const slotName = (wallId: string, slot: SlotBeat) => `墙面 ${wallId} 槽位 ${slot.slot}（${slot.panel}）`;

/** A fault of the new build on one canary wall, in words, or undefined. */
function buildFault(seen: SeenWall, rollout: BakingRollout): string | undefined {
  for (const slot of remoteSlots(seen.beat, rollout.remote)) {
    const onNew = runsVersion(slot, rollout.remote, rollout.toVersion);
    // A slot in error without a build failed to load the new code; one with the new build failed to run it.
    if (slot.state === 'error' && (onNew || !slot.build)) {
      const why = slot.lastError ? `${slot.lastError.class}：${slot.lastError.message}` : '无错误信息';
      return `${slotName(seen.wallId, slot)} 出错：${why}`;
    }
    const error = slot.lastError;
    if (onNew && error && BUILD_ERRORS.has(error.class) && (error.at ?? seen.receivedAt) >= rollout.startedAt) {
      return `${slotName(seen.wallId, slot)} 新版本报错：${error.class}：${error.message}`;
    }
  }
  return undefined;
}

/** Share of a remote's slots that show data (ready), over the given walls; undefined when they have none. */
function readyShare(walls: readonly SeenWall[], remote: string): { ready: number; total: number } {
  const slots = walls.flatMap((w) => remoteSlots(w.beat, remote));
  return { ready: slots.filter((s) => s.state === 'ready').length, total: slots.length };
}

/**
 * Judges a baking rollout from the walls' latest beats. It fails at once on a fault of the new build;
 * it passes only when the bake time is over, every canary runs the new build in all of the remote's
 * slots, and the canaries' data is no worse than on the walls still on the old build.
 */
export function judgeBake(rollout: BakingRollout, canaries: readonly SeenWall[], others: readonly SeenWall[], now: number): BakeVerdict {
  const fresh = canaries.filter((w) => w.receivedAt >= rollout.startedAt);
  for (const seen of fresh) {
    const fault = buildFault(seen, rollout);
    if (fault) return { verdict: 'fail', reason: fault };
  }
  const over = now - rollout.startedAt >= rollout.bakeMs;
  const silent = rollout.canaries.filter((id) => !fresh.some((w) => w.wallId === id));
  const behind = fresh.flatMap((w) => remoteSlots(w.beat, rollout.remote).filter((s) => !runsVersion(s, rollout.remote, rollout.toVersion)).map((s) => slotName(w.wallId, s)));
  if (!over) return { verdict: 'wait', note: silent.length || behind.length ? '等待金丝雀墙面运行新版本' : '烘烤中' };
  if (silent.length) return { verdict: 'fail', reason: `墙面 ${silent.join('、')} 在烘烤期内没有报告` };
  const blind = fresh.filter((w) => remoteSlots(w.beat, rollout.remote).length === 0).map((w) => w.wallId);
  if (blind.length) return { verdict: 'fail', reason: `墙面 ${blind.join('、')} 没有显示 ${rollout.remote} 的槽位，无法验证新版本` };
  if (behind.length) return { verdict: 'fail', reason: `${behind.join('、')} 在烘烤期结束时仍未运行 ${rollout.remote}@${rollout.toVersion}` };
  const onNew = readyShare(fresh, rollout.remote);
  const onOld = readyShare(others, rollout.remote);
  if (onOld.total > 0 && onNew.total > 0 && onNew.ready / onNew.total < onOld.ready / onOld.total) {
    return { verdict: 'fail', reason: `数据状态比旧版本差：金丝雀 ${onNew.ready}/${onNew.total} 个槽位就绪，旧版本 ${onOld.ready}/${onOld.total}` };
  }
  return { verdict: 'pass' };
}
