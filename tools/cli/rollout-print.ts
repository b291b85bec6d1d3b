import type { RolloutInfo, RolloutStatusName } from '@cockpit/console/protocol';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';

const STATUS: Record<RolloutStatusName, string> = {
  baking: '烘烤中',
  paused: '已暂停',
  promoted: '已全部推广',
  failed: '失败（已自动回滚）',
  aborted: '已中止',
  'rolled-back': '已回滚',
};

/** One rollout in words, as the command line prints it. */
export function describeRollout(rollout: RolloutInfo): string {
  const lines = [
    `发布 ${rollout.id}：${rollout.remote} ${rollout.fromVersion} → ${rollout.toVersion}，${STATUS[rollout.status] ?? rollout.status}`,
    `  分组 ${rollout.groups.map((g, i) => (i === rollout.stage ? `[${g}]` : g)).join(' → ')}；金丝雀 ${rollout.canaries.join('、') || '无'}；烘烤 ${Math.round(rollout.bakeMs / 1000)} 秒`,
    `  开始 ${dayjs(rollout.startedAt).locale('zh-cn').format('YYYY年M月D日 HH:mm:ss')}，操作人 ${rollout.createdBy}，更新 ${dayjs(rollout.updatedAt).locale('zh-cn').format('HH:mm:ss')}`,
  ];
  if (rollout.reason) lines.push(`  原因：${rollout.reason}`);
  if (rollout.note) lines.push(`  说明：${rollout.note}`);
  return lines.join('\n');
}

/** The rollout list (newest first), or a line saying there is none. */
export function describeRollouts(rollouts: readonly RolloutInfo[]): string {
  return rollouts.length ? rollouts.map(describeRollout).join('\n') : '还没有发布记录';
}
