import type { RolloutInfo } from '@cockpit/console/protocol';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { consoleCredentials, fleetRequest } from './fleet-client';
import { parseRolloutCommand, ROLLOUT_COMMANDS, ROLLOUT_ID } from './rollout-args';
import { describeRollout, describeRollouts } from './rollout-print';
import { REPO_ROOT } from '../build/topology';

/** The rollout usage lines of `npm run remote`. */
export const ROLLOUT_USAGE = `  npm run remote -- rollout <remote> <version> --group <分组> [--group …] (--canary <墙面> | --share 0.25) [--bake 30s]
                                              在舰队服务上分阶段发布（金丝雀、烘烤、自动回滚）
  npm run remote -- rollout-status            列出舰队服务上的发布
  npm run remote -- pause|resume|abort|rollback <发布编号>
                                              操作一次发布
  npm run remote -- promote <发布编号> --override --reason <原因>
                                              越过烘烤检查立即推广（审计日志记为越过检查）
  npm run remote -- add-to-group <remote> <version> --group <分组>
                                              让分组开始加载一个它尚未运行的远程模块（之后在布局中放置其面板）
  以上命令访问 --fleet <url>（默认 config.json 的 fleetUrl），以 COCKPIT_CONSOLE_USER / COCKPIT_CONSOLE_PASSWORD 登录`;

/** Whether `npm run remote -- <args>` is a fleet rollout command (`rollback <remote>` stays the static manifest's). */
export function isRolloutCommand(args: readonly string[]): boolean {
  const [command, target] = args;
  if (command === 'rollback') return !!target && ROLLOUT_ID.test(target);
  return (
    command === 'rollout' ||
    command === 'rollout-status' ||
    command === 'add-to-group' ||
    ROLLOUT_COMMANDS.some((c) => c === command)
  );
}

/** The runtime folder's config.json, as the walls read it. */
const configFile = (env: NodeJS.ProcessEnv): string =>
  join(env.COCKPIT_RUNTIME_DIR ?? join(REPO_ROOT, 'runtime'), 'config.json');

/** The fleet service's URL from config.json; undefined when the walls run without a fleet. */
export function fleetUrlFromConfig(env: NodeJS.ProcessEnv): string | undefined {
  const file = configFile(env);
  const fleetUrl = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { fleetUrl?: unknown }).fleetUrl
    : undefined;
  return typeof fleetUrl === 'string' && fleetUrl ? fleetUrl : undefined;
}

/** The fleet service's URL from config.json; refused in words when there is none. */
export function configuredFleetUrl(env: NodeJS.ProcessEnv): string {
  const fleetUrl = fleetUrlFromConfig(env);
  if (!fleetUrl) throw new Error(`${configFile(env)} 中没有 fleetUrl：请用 --fleet <url> 指明舰队服务`);
  return fleetUrl;
}

/** Runs a rollout command against the fleet service and returns what to print (in Chinese); refusals throw the server's message. */
export async function runRolloutCommand(args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { call, fleet } = parseRolloutCommand(args);
  const credentials = consoleCredentials(env);
  const reply = await fleetRequest(fleet ?? configuredFleetUrl(env), credentials, call);
  if (call.method === 'GET') return describeRollouts(reply as RolloutInfo[]);
  if (call.path.endsWith('/remotes')) {
    const added = reply as { group: string; remote: string; version: string };
    return `已把 ${added.remote}@${added.version} 加入分组 ${added.group}：在布局中放置它的面板后，墙面才会显示`;
  }
  const verb = call.path.endsWith('/promote')
    ? '已越过烘烤检查立即推广（已记入审计日志）'
    : call.body
      ? '已开始发布'
      : '已执行';
  return `${verb}\n${describeRollout(reply as RolloutInfo)}`;
}
