import { parseArgs } from 'node:util';
import { readConfig } from './config';
import { install } from './install';
import { Player } from './player';
import { describeStatus } from './status-text';
import { readStatus } from './status-file';
import { DEFAULTS } from './config';

const USAGE = `用法：
  cockpit-player install --url <大屏地址> [--enroll <预配令牌>] [--user <用户>] [--display :0] [--xauthority <文件>]
                         [--unit-dir /etc/systemd/system] [--config-dir /etc/cockpit-player] [--no-enable]
  cockpit-player run --config /etc/cockpit-player/player.json
  cockpit-player status [--config /etc/cockpit-player/player.json] [--state-dir <目录>]`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function run(configFile: string): Promise<void> {
  const player = new Player(readConfig(configFile));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`收到 ${signal}，关闭浏览器后退出`);
    void player.stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // Whatever escaped is one line in the journal; systemd starts the player again (Restart=always).
  for (const event of ['unhandledRejection', 'uncaughtException'] as const) {
    process.on(event, (error: unknown) => {
      console.error(`播放器内部错误（${event}）：${(error as Error)?.stack ?? String(error)}`);
      process.exit(1);
    });
  }
  await player.start();
}

/** `cockpit-player <command>`: every failure is one Chinese sentence and a non-zero exit, never a stack trace. */
export function main(argv: string[]): void {
  const [command, ...rest] = argv;
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      options: {
        url: { type: 'string' },
        enroll: { type: 'string' },
        user: { type: 'string' },
        display: { type: 'string' },
        xauthority: { type: 'string' },
        'unit-dir': { type: 'string' },
        'config-dir': { type: 'string' },
        'no-enable': { type: 'boolean' },
        config: { type: 'string' },
        'state-dir': { type: 'string' },
        'profile-dir': { type: 'string' },
        chromium: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return fail(`参数有误：${(error as Error).message}`);
  }
  if (values.help || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return;
  }
  const configFile = (values.config as string | undefined) ?? '/etc/cockpit-player/player.json';
  try {
    if (command === 'install') {
      if (!values.url) return fail('缺少 --url（大屏地址）');
      const config = {
        ...(values['state-dir'] ? { stateDir: values['state-dir'] as string } : {}),
        ...(values['profile-dir'] ? { profileDir: values['profile-dir'] as string } : {}),
        ...(values.chromium ? { chromium: values.chromium as string } : {}),
      };
      const done = install({
        url: values.url as string,
        enroll: values.enroll as string | undefined,
        user: (values.user as string | undefined) ?? 'kiosk',
        display: (values.display as string | undefined) ?? ':0',
        xauthority: values.xauthority as string | undefined,
        unitDir: (values['unit-dir'] as string | undefined) ?? '/etc/systemd/system',
        configDir: (values['config-dir'] as string | undefined) ?? '/etc/cockpit-player',
        enable: !values['no-enable'],
        config,
      });
      console.log(
        `已写入配置 ${done.configFile}\n已写入服务 ${done.unitFile}${values['no-enable'] ? '\n（未启用：systemctl enable --now cockpit-player.service）' : '\n服务已启用并启动'}`,
      );
    } else if (command === 'run') {
      run(configFile).catch((error: Error) => {
        console.error(`播放器无法运行：${error.message}`);
        process.exit(1);
      });
    } else if (command === 'status') {
      let stateDir: string = DEFAULTS.stateDir;
      try {
        stateDir = readConfig(configFile).stateDir;
      } catch {
        // Without a readable configuration the default state folder is read.
      }
      stateDir = (values['state-dir'] as string | undefined) ?? stateDir;
      const status = readStatus(stateDir);
      if (!status)
        return fail(`没有播放器状态（${stateDir}/status.json）：播放器没有运行过，或 --config 指向了别的配置`);
      console.log(describeStatus(status, Date.now()));
    } else {
      fail(command ? `未知命令：${command}` : '缺少命令');
    }
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
