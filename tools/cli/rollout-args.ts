import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { RolloutCommandName, RolloutRequest } from '@cockpit/console/protocol';

/** One request to the fleet service's rollout API. */
export interface FleetCall {
  method: 'GET' | 'POST';
  path: string;
  body?: RolloutRequest | GroupRemoteRequest | PromoteOverride;
}

/** A manual promote skips the bake: the operator says so explicitly, with a reason (audited as an override). */
export interface PromoteOverride {
  override: true;
  reason: string;
}

/** `POST /api/groups/:group/remotes`: a group starts loading a remote it does not run yet. */
export interface GroupRemoteRequest {
  remote: string;
  version: string;
}

/** A parsed rollout command: the call, and the fleet service's URL when `--fleet` named it. */
export interface RolloutCommand {
  call: FleetCall;
  fleet?: string;
}

/** The commands that steer one rollout by id. */
export const ROLLOUT_COMMANDS: readonly RolloutCommandName[] = ['promote', 'pause', 'resume', 'abort', 'rollback'];

/** A rollout id as the fleet service makes them (a UUID): tells `rollback <id>` from the static `rollback <remote>`. */
export const ROLLOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** node:util's parseArgs with its refusals in words (they come in English, naming the option). */
function readArgs<O extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    const option = /'(-[^' ]+)/.exec((error as Error).message)?.[1];
    throw new Error(option ? `参数 ${option} 无法识别或缺少取值` : `参数无法识别：${(error as Error).message}`);
  }
}

const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `30s`, `10m`, `1h`, `500ms` or plain milliseconds → ms. */
export function parseDuration(text: string): number {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)?$/.exec(text.trim());
  if (!match) throw new Error(`烘烤时间 ${text} 无法识别（例如 30s、10m、1h）`);
  return Math.round(Number(match[1]) * UNITS[match[2] ?? 'ms']);
}

function canaryOf(wall: string | undefined, share: string | undefined): RolloutRequest['canary'] {
  if (wall && share) throw new Error('--canary 与 --share 只能选一个');
  if (wall) return { wall };
  if (share === undefined) throw new Error('需要 --canary <墙面> 或 --share <比例>');
  const value = Number(share);
  if (!(value > 0 && value <= 1)) throw new Error(`--share ${share} 应是 (0, 1] 之间的比例，例如 0.25`);
  return { share: value };
}

/** `rollout <remote> <version> --group … (--canary <wall> | --share <n>) [--bake 30s] [--fleet <url>]`. */
function parseRollout(args: string[]): RolloutCommand {
  const { values, positionals } = readArgs(args, {
    group: { type: 'string', multiple: true },
    canary: { type: 'string' },
    share: { type: 'string' },
    bake: { type: 'string' },
    fleet: { type: 'string' },
  });
  const [remote, version, extra] = positionals;
  if (!remote || !version || extra)
    throw new Error(
      '用法：rollout <远程模块> <版本> --group <分组> [--group …] (--canary <墙面> | --share <比例>) [--bake 30s]',
    );
  if (!values.group?.length) throw new Error('至少需要一个 --group <分组>');
  const body: RolloutRequest = { remote, version, groups: values.group, canary: canaryOf(values.canary, values.share) };
  if (values.bake !== undefined) body.bakeMs = parseDuration(values.bake);
  return { call: { method: 'POST', path: '/api/rollouts', body }, fleet: values.fleet };
}

/** `add-to-group <remote> <version> --group <group> [--fleet <url>]`: one group at a time, as the console does it. */
function parseAddToGroup(args: string[]): RolloutCommand {
  const { values, positionals } = readArgs(args, { group: { type: 'string' }, fleet: { type: 'string' } });
  const [remote, version, extra] = positionals;
  if (!remote || !version || extra || !values.group)
    throw new Error('用法：add-to-group <远程模块> <版本> --group <分组>');
  const body: GroupRemoteRequest = { remote, version };
  return {
    call: { method: 'POST', path: `/api/groups/${encodeURIComponent(values.group)}/remotes`, body },
    fleet: values.fleet,
  };
}

/** Parses a rollout command line (after `npm run remote --`); throws the usage error in words. */
export function parseRolloutCommand(argv: string[]): RolloutCommand {
  const [command, ...rest] = argv;
  if (command === 'rollout') return parseRollout(rest);
  if (command === 'add-to-group') return parseAddToGroup(rest);
  const { values, positionals } = readArgs(rest, {
    fleet: { type: 'string' },
    override: { type: 'boolean' },
    reason: { type: 'string' },
  });
  if (command === 'rollout-status') {
    if (positionals.length) throw new Error('rollout-status 不需要参数');
    return { call: { method: 'GET', path: '/api/rollouts' }, fleet: values.fleet };
  }
  const name = ROLLOUT_COMMANDS.find((c) => c === command);
  if (!name) throw new Error(`未知命令 ${command ?? ''}`);
  const [id, extra] = positionals;
  if (!id || extra || !ROLLOUT_ID.test(id)) throw new Error(`用法：${name} <发布编号>（rollout-status 列出编号）`);
  if (name !== 'promote') return { call: { method: 'POST', path: `/api/rollouts/${id}/${name}` }, fleet: values.fleet };
  if (!values.override || !values.reason?.trim())
    throw new Error('立即推广会跳过烘烤和健康检查：需要 --override --reason <原因>（审计日志记为越过检查）');
  const body: PromoteOverride = { override: true, reason: values.reason };
  return { call: { method: 'POST', path: `/api/rollouts/${id}/promote`, body }, fleet: values.fleet };
}
