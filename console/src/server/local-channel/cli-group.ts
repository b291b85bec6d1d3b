import { Value } from '@sinclair/typebox/value';
import { groupCreateSchema, type GroupCreateRequest } from '../../protocol';
import type { Database } from '../core/db/adapter';
import { Refusal } from '../core/http/errors';
import { createGroup, type GroupScope } from '../features/groups/group-admin';
import { GroupBook } from '../features/releases/group-book';
import { ExposesCache } from '../features/releases/exposes-cache';
import { rescanPublished } from '../features/releases/inventory';
import { releaseOptions } from '../features/releases/release-options';
import { CliRefusal, LOCAL_ACTOR, type CliCommand } from './cli-words';

/**
 * What `create-group` needs when the command line opens the database itself (PostgreSQL, or no service running): the
 * published folder the service reads (registered first, as the service does at start, so a first group can be made
 * before any service ran) and no walls in memory (the groups walls name are in the database too).
 */
export async function cliGroupScope(db: Database): Promise<GroupScope> {
  const options = releaseOptions({});
  await rescanPublished(db, options);
  return {
    db,
    fleet: { walls: new Map() },
    releases: { options, groups: new GroupBook(db, options), exposes: new ExposesCache(db, options.publishedDir) },
  };
}

/** `create-group <编号> --name <名称> [--template <模板>] [--from <分组>]`: the console's 新建分组, audited as the command line. */
export async function createGroupCommand(scope: GroupScope, cli: CliCommand, ip: string): Promise<string> {
  const request: Partial<GroupCreateRequest> = {
    group: cli.args[0],
    name: cli.name,
    ...(cli.from && { from: cli.from }),
    ...(cli.template && { template: cli.template }),
  };
  if (!Value.Check(groupCreateSchema, request)) {
    throw new CliRefusal(
      '用法：create-group <分组编号> --name <分组名称> --template <页面模板，如 four-large、single> [--from <复制自的分组>]（编号以小写字母或数字开头，只含小写字母、数字、- 或 _；名称 1–40 个字符）',
    );
  }
  try {
    await createGroup(scope, request, { actor: LOCAL_ACTOR, ip });
  } catch (error) {
    if (error instanceof Refusal) throw new CliRefusal(error.message);
    throw error;
  }
  const versions = await scope.releases.groups.versions(request.group);
  const list =
    Object.entries(versions)
      .map(([remote, version]) => `${remote}@${version}`)
      .join('，') || '（无：发布目录中没有构建）';
  return `已创建分组 ${request.group}（${request.name}）。版本：${list}`;
}
