import type { RolloutCommandName, RolloutStatusName } from '../../protocol/releases';
import { COLORS } from '../theme';

/** Chinese names of the rollout states. */
export const ROLLOUT_STATUS_LABEL: Record<RolloutStatusName, string> = {
  baking: '烘烤中',
  paused: '已暂停',
  promoted: '已推广',
  failed: '已失败并回滚',
  aborted: '已中止',
  'rolled-back': '已回滚',
};

/** The colour of each rollout state's chip. */
export const ROLLOUT_STATUS_COLOR: Record<RolloutStatusName, string> = {
  baking: COLORS.active,
  paused: COLORS.warning,
  promoted: COLORS.ok,
  failed: COLORS.danger,
  aborted: COLORS.muted,
  'rolled-back': COLORS.muted,
};

/** The console's buttons, in the order shown, with their Chinese names. */
export const COMMANDS: { command: RolloutCommandName; label: string }[] = [
  { command: 'pause', label: '暂停' },
  { command: 'resume', label: '继续' },
  { command: 'promote', label: '立即推广' },
  { command: 'abort', label: '中止' },
  { command: 'rollback', label: '回滚' },
];

/** Commands that undo work on walls: asked about before they are sent. */
export const CONFIRMED: Partial<Record<RolloutCommandName, string>> = {
  promote: '立即推广会跳过剩余的烘烤和健康检查，审计日志会把它记为“越过检查”。请写明原因后确认。',
  abort: '确定中止这次发布吗？中止后它不再推进到其余墙面和分组。',
  rollback: '回滚后，所有已收到新版本的墙面立即回到之前的版本。确定回滚吗？',
};

const ALLOWED: Record<RolloutStatusName, RolloutCommandName[]> = {
  baking: ['pause', 'promote', 'abort', 'rollback'],
  paused: ['resume', 'promote', 'abort', 'rollback'],
  promoted: ['rollback'],
  failed: [],
  aborted: ['rollback'],
  'rolled-back': [],
};

/** Whether `command` makes sense for a rollout in `status`. */
export function commandAllowed(status: RolloutStatusName, command: RolloutCommandName): boolean {
  return ALLOWED[status].includes(command);
}
