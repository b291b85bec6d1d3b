import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULTS, parseConfig, type PlayerConfig } from './config';
import { systemdUnit } from './systemd-unit';

export const UNIT_NAME = 'cockpit-player.service';

export interface InstallOptions {
  url: string;
  enroll?: string;
  /** Where the unit goes (default /etc/systemd/system) and where the configuration goes (default /etc/cockpit-player). */
  unitDir: string;
  configDir: string;
  user: string;
  display: string;
  xauthority?: string;
  /** Run `systemctl daemon-reload` and `enable --now` (off for a dry install into a folder). */
  enable: boolean;
  /** Configuration fields beyond url and token (timings, profile, state folder). */
  config?: Partial<PlayerConfig>;
  /** The command that runs this player (default: this Node and this package's bin). */
  playerCommand?: string[];
}

/** This package's own command: the Node that runs the install and the bin beside it, both absolute. */
export function ownCommand(): string[] {
  return [process.execPath, resolve(__dirname, '..', 'bin', 'cockpit-player.js')];
}

/** Writes the configuration and the unit; enables and starts the service when asked. Returns both paths. */
export function install(o: InstallOptions): { configFile: string; unitFile: string; unit: string } {
  const config = parseConfig({ ...o.config, url: o.url, ...(o.enroll ? { enroll: o.enroll } : {}) });
  mkdirSync(o.configDir, { recursive: true });
  const configFile = join(resolve(o.configDir), 'player.json');
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  mkdirSync(o.unitDir, { recursive: true });
  const unitFile = join(resolve(o.unitDir), UNIT_NAME);
  const unit = systemdUnit({
    command: [...(o.playerCommand ?? ownCommand()), 'run', '--config', configFile],
    user: o.user,
    display: o.display,
    xauthority: o.xauthority,
    stateDir: config.stateDir ?? DEFAULTS.stateDir,
  });
  writeFileSync(unitFile, unit);
  if (o.enable) {
    for (const args of [['daemon-reload'], ['enable', '--now', UNIT_NAME]]) {
      const done = spawnSync('systemctl', args, { stdio: 'inherit' });
      if (done.status !== 0)
        throw new Error(
          `systemctl ${args.join(' ')} 失败（退出码 ${done.status ?? '无'}）：请以 root 运行，或加 --no-enable 只写文件`,
        );
    }
  }
  return { configFile, unitFile, unit };
}
