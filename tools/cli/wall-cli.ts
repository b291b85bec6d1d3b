import type { WallActionInfo, WallActionName } from '@cockpit/protocol';
import dayjs from 'dayjs';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { consoleCredentials, signIn, type FleetSession } from './fleet-client';
import { configuredFleetUrl } from './rollout-cli';

/** The wall action lines of `npm run remote`'s usage. */
export const WALL_USAGE = `  npm run remote -- wall <墙面编号> reload|identify|screenshot|restart-browser [--out <文件.jpg>]
                                              对一块墙面执行远程操作（重新加载、识别、截图、由播放器重启浏览器），等待墙面应答；
                                              截图保存为 JPEG（默认当前目录 screenshot-<墙面>-<时间>.jpg）
                                              同样访问 --fleet <url>，以 COCKPIT_CONSOLE_USER / COCKPIT_CONSOLE_PASSWORD 登录（操作员）`;

const ACTIONS: Record<string, WallActionName> = {
  reload: 'reload',
  identify: 'identify',
  screenshot: 'screenshot',
  'restart-browser': 'restart-browser',
};
const NAMES: Record<WallActionName, string> = {
  reload: '重新加载',
  identify: '识别',
  screenshot: '截图',
  'restart-browser': '重启浏览器',
};

/**
 * How long the command waits for the wall at most: the service's own wait (30 s reload and screenshot, 10 s identify,
 * after which it says 墙面未响应) and a little more, so the command always ends.
 */
export const WALL_WAIT_MS: Record<WallActionName, number> = {
  reload: 35_000,
  identify: 15_000,
  screenshot: 35_000,
  'restart-browser': 65_000,
};

export interface WallCommandOptions {
  /** How often the outcome is read, ms. */
  pollMs?: number;
  /** Overrides {@link WALL_WAIT_MS} (tests). */
  waitMs?: number;
  /** Where a screenshot is saved when `--out` is not given (the current folder). */
  cwd?: string;
}

export const isWallCommand = (args: readonly string[]): boolean => args[0] === 'wall';

function parseWallCommand(args: string[]) {
  let parsed;
  try {
    parsed = parseArgs({
      args: args.slice(1),
      options: { fleet: { type: 'string' }, out: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new Error(`参数无法识别：${(error as Error).message}`);
  }
  const [wallId, name, extra] = parsed.positionals;
  const action = name === undefined ? undefined : ACTIONS[name];
  if (!wallId || !action || extra)
    throw new Error('用法：wall <墙面编号> reload|identify|screenshot|restart-browser [--out <文件.jpg>]');
  if (parsed.values.out && action !== 'screenshot') throw new Error('--out 只用于 screenshot');
  return { wallId, action, fleet: parsed.values.fleet, out: parsed.values.out };
}

/** Reads the wall's actions until `id` is no longer pending, or `waitMs` has passed (then it is the wall that did not answer). */
async function awaitOutcome(
  session: FleetSession,
  wallId: string,
  id: string,
  waitMs: number,
  pollMs: number,
): Promise<WallActionInfo | undefined> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    await new Promise((done) => setTimeout(done, pollMs));
    const listed = (await (
      await session.call({ method: 'GET', path: `/api/walls/${encodeURIComponent(wallId)}/actions` })
    ).json()) as WallActionInfo[];
    const action = listed.find((a) => a.id === id);
    if (action && action.outcome !== 'pending') return action;
  }
  return undefined;
}

/**
 * `wall <id> reload|identify|screenshot`: sends the action as the console does (`POST /api/walls/:id/actions`, the
 * operator's role checked and the action audited by the service), waits a bounded time for the wall's answer and
 * returns what to print; a wall that is offline, failed or did not answer throws the outcome in words.
 */
export async function runWallCommand(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  options: WallCommandOptions = {},
): Promise<string> {
  const { wallId, action, fleet, out } = parseWallCommand(args);
  const session = await signIn(fleet ?? configuredFleetUrl(env), consoleCredentials(env));
  const path = `/api/walls/${encodeURIComponent(wallId)}`;
  const sent = (await (
    await session.call({ method: 'POST', path: `${path}/actions`, body: { action } })
  ).json()) as WallActionInfo;
  const what = `墙面 ${wallId} ${NAMES[action]}`;
  if (sent.outcome === 'offline') throw new Error(`${what}：${sent.words}（墙面没有连接推送流）`);
  const waitMs = options.waitMs ?? WALL_WAIT_MS[action];
  const answered = await awaitOutcome(session, wallId, sent.id, waitMs, options.pollMs ?? 500);
  if (!answered) throw new Error(`${what}：墙面未响应（${Math.round(waitMs / 1000)} 秒内无应答）`);
  if (answered.outcome !== 'done') throw new Error(`${what}：${answered.words}`);
  if (action !== 'screenshot') return `${what}：${answered.words}`;
  const image = Buffer.from(
    await (await session.call({ method: 'GET', path: `${path}/screenshots/${sent.id}` })).arrayBuffer(),
  );
  const file = resolve(
    options.cwd ?? process.cwd(),
    out ?? `screenshot-${wallId}-${dayjs().format('YYYYMMDD-HHmmss')}.jpg`,
  );
  writeFileSync(file, image);
  return `${what}：${answered.words}，已保存 ${file}（${Math.round(image.length / 1024)} KB）`;
}
