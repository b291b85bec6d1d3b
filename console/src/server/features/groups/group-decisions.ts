import { Refusal } from '../../core/http/errors';

/** A wall still in a group, as a removal refusal names it. */
export interface WallInGroup {
  wallId: string;
  name?: string;
}

/**
 * Whether a group id can be created: refused in words when the id is taken or `from` is not a group. Without `from`
 * (the first group of a new install has nothing to copy) its pages come from a template, which must then be named.
 */
export function creationRefusal(
  request: { group: string; from?: string; template?: string },
  active: ReadonlySet<string>,
): Refusal | undefined {
  if (active.has(request.group)) return new Refusal(409, `分组 ${request.group} 已存在`, 'group');
  if (request.from === undefined) {
    return request.template
      ? undefined
      : new Refusal(400, '不从已有分组复制时，请选择一个页面模板（如 four-large）', 'template');
  }
  if (!active.has(request.from)) return new Refusal(404, `没有分组 ${request.from}，无法从它复制`, 'from');
  return undefined;
}

/** A published build, as the choice of a first group's versions sees it (newest first within a remote). */
export interface PublishedBuild {
  remote: string;
  version: string;
  compatible: boolean;
}

/**
 * The versions a group starts with when it copies no other: the service's configured defaults where it has them,
 * else each remote's newest published build the displays can run.
 */
export function startingVersions(
  defaults: Record<string, string>,
  published: readonly PublishedBuild[],
): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const build of published)
    if (build.compatible && versions[build.remote] === undefined) versions[build.remote] = build.version;
  return { ...versions, ...defaults };
}

/**
 * Whether a group can be removed: never while a wall is in it (each named, so the operator knows which to move
 * first) or while a rollout runs on it (its steps would settle versions of a group that is gone).
 */
export function removalRefusal(
  group: string,
  walls: readonly WallInGroup[],
  liveRollouts: readonly { id: string; remote: string }[],
): Refusal | undefined {
  if (walls.length) {
    const names = walls.map((w) => (w.name && w.name !== w.wallId ? `${w.name}（${w.wallId}）` : w.wallId));
    return new Refusal(
      409,
      `分组 ${group} 还有 ${walls.length} 面墙：${names.join('、')}。请先把它们移到其他分组或退役`,
      'group',
    );
  }
  if (liveRollouts.length) {
    return new Refusal(
      409,
      `分组 ${group} 有进行中的发布：${liveRollouts.map((r) => `${r.remote}（${r.id}）`).join('、')}。请等它结束或中止`,
      'group',
    );
  }
  return undefined;
}
