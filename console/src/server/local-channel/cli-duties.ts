import type { Database } from '../core/db/adapter';
import { archiveAudit, verifyAuditChain } from '../features/audit';
import { purgeRevokedPublishTokens } from '../features/releases';
import { switchSeparation } from '../features/users';
import { purgeRetired } from '../features/walls';
import { CliRefusal, LOCAL_ACTOR, type CliCommand } from './cli-words';

export const DUTY_USAGE = `  separation on|off                             开启或关闭三权分立（系统管理员、安全管理员、审计管理员各司其职）
  audit-verify                                  校验审计日志的哈希链：报告第一条被修改、删除或插入的记录（有问题时退出码非 0）
  audit-archive [--days 180] [--out <目录>]      把超过保留期（至少 180 天）的审计记录归档到 JSON Lines 文件，含链的最后哈希
  purge --days <天数>                            清理退役超过该天数的墙面和已吊销的凭据、令牌（在用的不动）`;

const days = (cli: CliCommand, fallback?: number): number => {
  const n = cli.days === undefined ? fallback : Number(cli.days);
  if (n === undefined || !Number.isInteger(n)) throw new CliRefusal('--days 应为整数天数');
  return n;
};

const refuseRange = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RangeError) throw new CliRefusal(error.message);
    throw error;
  }
};

/** The commands of separated duties and of the audit's keeping; undefined for any other command. */
export async function runDutyCommand(db: Database, cli: CliCommand, ip: string): Promise<string | undefined> {
  const who = { actor: LOCAL_ACTOR, ip };
  const [first] = cli.args;
  if (cli.command === 'separation' && (first === 'on' || first === 'off'))
    return refuseRange(() => switchSeparation(db, first === 'on', who));
  if (cli.command === 'audit-verify' && !first) {
    const result = await verifyAuditChain(db);
    if (result.problem)
      throw new CliRefusal(`审计日志的哈希链被破坏（已核对 ${result.checked} 条）：${result.problem.words}`);
    return `审计日志的哈希链完好：${result.checked} 条，链头哈希 ${result.headHash}（可另行记下，用于日后比对）`;
  }
  if (cli.command === 'audit-archive' && !first && cli.out) {
    const out = cli.out;
    const done = await refuseRange(() => archiveAudit(db, { olderThanDays: days(cli, 180), dir: out }));
    return done.file
      ? `已归档 ${done.entries} 条到 ${done.file}，链的最后哈希 ${done.lastHash}`
      : '没有超过保留期的审计记录';
  }
  if (cli.command === 'purge' && !first) {
    const p = await refuseRange(() => purgeRetired(db, days(cli), who, purgeRevokedPublishTokens));
    return `已清理：退役墙面 ${p.walls} 块，吊销的墙面凭据 ${p.wallCredentials} 个、安装令牌 ${p.provisioningTokens} 个、发布令牌 ${p.publishTokens} 个`;
  }
  return undefined;
}
