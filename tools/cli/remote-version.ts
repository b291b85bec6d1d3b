import { paths, publishedVersions, readJson, VERSION_IN_URL } from './manifest-file';
import { fleetUrlFromConfig, isRolloutCommand, ROLLOUT_USAGE, runRolloutCommand } from './rollout-cli';
import { isVersionCommand, runVersionCommand, VERSION_USAGE } from './version-cli';
import { isWallCommand, runWallCommand, WALL_USAGE } from './wall-cli';

export { publishedVersions, rollback, useVersion } from './manifest-file';

const USAGE = `用法：
  npm run remote -- list                      列出每个远程模块已发布的版本和当前版本
${VERSION_USAGE}
${ROLLOUT_USAGE}
${WALL_USAGE}`;

function main(args: string[]): void {
  const [command] = args;
  const p = paths();
  if (command === 'list') {
    const fleet = fleetUrlFromConfig(process.env);
    if (fleet)
      console.log(
        `舰队模式：墙面按舰队服务 ${fleet} 的分组版本加载；下面是静态文件 ${p.manifest}（没有舰队时才用）。分组的版本见控制台“远程模块”页`,
      );
    const manifest = readJson<{ remotes: Record<string, string> }>(p.manifest, { remotes: {} });
    for (const [name, url] of Object.entries(manifest.remotes)) {
      const current = VERSION_IN_URL.exec(url)?.[1] ?? '?';
      console.log(`${name.padEnd(10)} 当前 ${current.padEnd(8)} 已发布 ${publishedVersions(name, p).join(', ')}`);
    }
  } else {
    console.log(USAGE);
    process.exitCode = command ? 2 : 0;
  }
}

async function run(args: string[]): Promise<void> {
  if (isRolloutCommand(args)) console.log(await runRolloutCommand(args));
  else if (isWallCommand(args)) console.log(await runWallCommand(args));
  else if (isVersionCommand(args)) console.log(await runVersionCommand(args));
  else main(args);
}

if (require.main === module) {
  run(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
