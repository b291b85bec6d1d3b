import { Refusal } from '../errors';

/** A wall still in a group, as a removal refusal names it. */
export interface WallInGroup {
  wallId: string;
  name?: string;
}

/** Whether a group id can be created from `from`: refused in words when the id is taken or `from` is not a group. */
export function creationRefusal(request: { group: string; from: string }, active: ReadonlySet<string>): Refusal | undefined {
  if (active.has(request.group)) return new Refusal(409, `分组 ${request.group} 已存在`, 'group');
  if (!active.has(request.from)) return new Refusal(404, `没有分组 ${request.from}，无法从它复制`, 'from');
  return undefined;
}

/**
 * Whether a group can be removed: never while a wall is in it (each named, so the operator knows which to move
 * first) or while a rollout runs on it (its steps would settle versions of a group that is gone).
 */
export function removalRefusal(group: string, walls: readonly WallInGroup[], liveRollouts: readonly { id: string; remote: string }[]): Refusal | undefined {
  if (walls.length) {
    const names = walls.map((w) => (w.name && w.name !== w.wallId ? `${w.name}（${w.wallId}）` : w.wallId));
    return new Refusal(409, `分组 ${group} 还有 ${walls.length} 面墙：${names.join('、')}。请先把它们移到其他分组或退役`, 'group');
  }
  if (liveRollouts.length) {
    return new Refusal(409, `分组 ${group} 有进行中的发布：${liveRollouts.map((r) => `${r.remote}（${r.id}）`).join('、')}。请等它结束或中止`, 'group');
  }
  return undefined;
}
