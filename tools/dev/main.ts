import { listUsers } from '@cockpit/console';
import { fleetDataDir as fleetDataDirOf, provisionFleetConfig } from './fleet-service';
import { nextStepLine } from './next-step';
import { startStack } from './stack';

/** `npm start`'s last step: serve everything, print the URLs, stop cleanly on Ctrl-C. */
async function main(): Promise<void> {
  const portBase = Number(process.env.COCKPIT_PORT_BASE ?? 3000);
  const fleet = { dataDir: process.env.COCKPIT_FLEET_DATA, databaseUrl: process.env.DATABASE_URL };
  const stack = await startStack({
    portBase,
    runtimeDir: process.env.COCKPIT_RUNTIME_DIR,
    dbPath: process.env.COCKPIT_DB,
    fleet,
  });
  const fleetService = stack.fleetService();
  const change =
    fleetService && stack.fleetUrl ? provisionFleetConfig(stack.runtimeDir, fleetService, stack.fleetUrl) : undefined;
  if (change?.setUrl) console.log('config.json：已写入 fleetUrl');
  if (change?.removedKeys.length) {
    console.log(
      `config.json：已删除分组 ${change.removedKeys.join('、')} 的共享墙钥匙（fleetKeys 已停用）：每块屏在控制台「墙面 → 添加墙面」中用配对码添加`,
    );
  }
  // Only a service without any user needs the hint: the console cannot be signed in to until an administrator exists.
  const fleetDir = process.env.COCKPIT_FLEET_DATA ?? fleetDataDirOf(stack.runtimeDir);
  const noUsers = fleetService ? (await listUsers(fleetService.db)).length === 0 : false;
  const lines = [
    '',
    '数据驾驶舱已启动 / Cockpit is up:',
    `  服务港驾驶舱 (hub)        ${stack.shellUrl}/`,
    `  分析测试中心 (xndx)       ${stack.shellUrl}/xndx`,
    `  数据接口 (reference API)  ${stack.apiUrl}/cockpit   (OpenAPI: ${stack.apiUrl}/cockpit/openapi.json)`,
    ...Object.entries(stack.remoteUrls).map(([name, url]) => `  remote ${name.padEnd(18)} ${url}/`),
    `  大屏集群控制台 (fleet)    ${stack.fleetUrl}/   (指标 metrics: ${stack.fleetUrl}/metrics; 数据 data: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : fleetDir})`,
    `  运行时配置 (runtime files) ${stack.runtimeDir}/config.json, remotes.json, layouts.json`,
    '',
    '按 Ctrl-C 停止 / Ctrl-C to stop.',
    ...(fleetService && stack.fleetUrl
      ? [
          nextStepLine({
            consoleUrl: stack.fleetUrl,
            dataDir: fleetDir,
            databaseUrl: process.env.DATABASE_URL || undefined,
            hasUsers: !noUsers,
          }),
        ]
      : []),
  ];
  console.log(lines.join('\n'));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n收到 ${signal}，正在停止…`);
    stack.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('启动失败：', error instanceof Error ? error.message : error);
  process.exit(1);
});
