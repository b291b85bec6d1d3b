#!/usr/bin/env node
// cockpit-remote: create a panel remote anywhere on disk, or publish a built one.
const { parseArgs } = require('node:util');
const { createRemote } = require('../lib/scaffold');
const { publishRemote, publishToFleet } = require('../lib/publish');

const USAGE = `用法：
  cockpit-remote create <目录> --name <远程模块名> [--panels a,b] [--title 标题] --sdk <shared-sdk 的 tgz> --build-config <build-config 的 tgz>
    两个 tgz（npm run pack:packages 写出）复制进项目的 vendor/，package.json 以相对路径 file:vendor/… 引用。
  cockpit-remote dev [--port 5011] [--host 127.0.0.1] [--emulator-only]
    模拟大屏页面（React 快速刷新，保存即更新，无需刷新页面），并在 /remote/ 提供随保存重建的远程模块。
  cockpit-remote publish [--target <目录>] [--base-url <目标目录的 URL> | --remote-base-url <目标目录/远程模块名 的 URL>] [--version <版本>]
                         [--fleet <大屏集群服务地址>]
    已发布的版本不可更改：目标目录中已有该版本时拒绝发布。
    --fleet（默认取环境变量 COCKPIT_FLEET_URL）：复制后向大屏集群服务登记该版本，需要 --base-url 或 --remote-base-url，
    发布令牌只从环境变量 COCKPIT_PUBLISH_TOKEN 读取；登记失败时删除刚复制的目录。`;

async function main(argv) {
  // `pnpm run publish-remote -- --target …` passes the separator on.
  const [command, ...rest] = argv.filter((arg) => arg !== '--');
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      panels: { type: 'string' },
      title: { type: 'string' },
      sdk: { type: 'string' },
      'build-config': { type: 'string' },
      target: { type: 'string' },
      'base-url': { type: 'string' },
      'remote-base-url': { type: 'string' },
      version: { type: 'string' },
      fleet: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'emulator-only': { type: 'boolean' },
    },
  });
  if (command === 'create') {
    if (positionals.length !== 1 || !values.name) throw new Error(USAGE);
    const dir = createRemote(positionals[0], {
      name: values.name,
      panels: values.panels
        ? values.panels
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)
        : undefined,
      title: values.title,
      sdk: values.sdk,
      buildConfig: values['build-config'],
    });
    console.log(
      `已创建面板远程模块：${dir}\n下一步：cd ${dir} && pnpm install && pnpm test && pnpm run lint && pnpm run build（pnpm dev：开发模式与模拟大屏）`,
    );
    return;
  }
  if (command === 'dev') {
    const port = Number(values.port ?? 5011);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port ${values.port} 不是有效的端口`);
    const { startDev } = require('../lib/dev-server');
    const dev = await startDev(process.cwd(), { port, host: values.host, remote: !values['emulator-only'] });
    console.log(
      `模拟大屏：${dev.url}\n远程模块清单：${dev.url}remote/mf-manifest.json（用于大屏的 /preview?override=${dev.remote}=…）`,
    );
    const stop = () => dev.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  if (command === 'publish') {
    const options = {
      target: values.target,
      baseUrl: values['base-url'],
      remoteBaseUrl: values['remote-base-url'],
      version: values.version,
    };
    const fleet = values.fleet || process.env.COCKPIT_FLEET_URL;
    // The token never comes from a flag: arguments show in every process list.
    const result = fleet
      ? await publishToFleet(process.cwd(), { ...options, fleet, token: process.env.COCKPIT_PUBLISH_TOKEN })
      : publishRemote(process.cwd(), options);
    console.log(`已发布 ${result.remote} ${result.version} → ${result.dir}`);
    console.log(`清单地址（写入大屏的 remotes.json）：${result.manifestUrl}`);
    if (fleet) console.log(`已登记到大屏集群服务 ${fleet}：${result.remote}@${result.version}（${result.build}）`);
    return;
  }
  throw new Error(USAGE);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  // 1: the fleet service refused or was not reached; 2: a usage error or a refusal before anything was copied.
  process.exit(error?.exitCode ?? 2);
});
