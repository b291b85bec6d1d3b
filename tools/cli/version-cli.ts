import type { VersionSwitchReply } from '@cockpit/console/protocol';
import { parseArgs } from 'node:util';
import { consoleCredentials, fleetRequest } from './fleet-client';
import { paths, rollback, useVersion, type Paths } from './manifest-file';
import { ROLLOUT_ID } from './rollout-args';
import { fleetUrlFromConfig } from './rollout-cli';

/** The use/rollback usage lines of `npm run remote`. */
export const VERSION_USAGE = `  npm run remote -- use <remote> <version> [--group <分组>]
                                              切换远程模块的版本（立即生效）
  npm run remote -- rollback <remote> [<version>] [--group <分组>]
                                              切换回上一次 use 之前的版本（或指定的版本）
  舰队模式（config.json 有 fleetUrl，npm start 的默认，或 --fleet <url>）：经舰队服务切换运行该模块的分组
  （或 --group 指定的分组），以 COCKPIT_CONSOLE_USER / COCKPIT_CONSOLE_PASSWORD 登录（操作员），记入审计日志；
  没有舰队时修改运行时目录的 remotes.json`;

/** Whether `npm run remote -- <args>` is a version switch (`rollback <rollout id>` steers a rollout instead). */
export function isVersionCommand(args: readonly string[]): boolean {
  const [command, target] = args;
  return command === 'use' || (command === 'rollback' && !!target && !ROLLOUT_ID.test(target));
}

function parse(args: string[]) {
  try {
    return parseArgs({
      args: args.slice(1),
      options: { group: { type: 'string' }, fleet: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new Error(`参数无法识别：${(error as Error).message}\n${VERSION_USAGE}`);
  }
}

/** The fleet's answer in words: each group's switch. */
function describeFleetSwitch(reply: VersionSwitchReply, fleet: string): string {
  const lines = reply.changes.map((c) => `  分组 ${c.group}：${reply.remote} ${c.from} → ${c.to}`);
  return [`舰队模式（${fleet}）：已切换，该分组的墙面立即加载新版本（已记入审计日志）`, ...lines].join('\n');
}

/** Runs `use` or `rollback <remote>`: through the fleet service when there is one, else on `remotes.json`; says which. */
export async function runVersionCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  p: Paths = paths(),
): Promise<string> {
  const command = args[0];
  const { values, positionals } = parse(args);
  const [remote, version, extra] = positionals;
  if (!remote || extra || (command === 'use' && !version)) throw new Error(`用法：\n${VERSION_USAGE}`);
  const fleet = values.fleet ?? fleetUrlFromConfig(env);
  if (fleet) {
    const credentials = consoleCredentials(env);
    const body = { ...(version && { version }), ...(values.group && { group: values.group }) };
    const call =
      command === 'use'
        ? { method: 'PUT', path: `/api/remotes/${encodeURIComponent(remote)}/version`, body }
        : { method: 'POST', path: `/api/remotes/${encodeURIComponent(remote)}/rollback`, body };
    return describeFleetSwitch((await fleetRequest(fleet, credentials, call)) as VersionSwitchReply, fleet);
  }
  if (values.group) throw new Error('没有舰队服务（config.json 中没有 fleetUrl），没有分组：--group 只用于舰队模式');
  const mode = `静态模式（没有舰队服务）：已修改 ${p.manifest}，运行中的大屏将在下一次清单检查时切换`;
  if (command === 'use' || version) return `${remote}: ${useVersion(remote, version, p)} → ${version}\n${mode}`;
  return `${remote}: 已回滚到 ${rollback(remote, p)}\n${mode}`;
}
