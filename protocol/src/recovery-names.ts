/**
 * Why the player brought a page back, what it did, and both in the operators' words. This file imports nothing: the
 * packed player carries it in its dist (protocol/bundle-types.mjs), so the wall PC and the console say the same.
 */
export const RECOVERY_REASONS = [
  'crash',
  'hang',
  'browser-exit',
  'stalled-navigation',
  'error-page',
  'blank-page',
  'memory',
  'daily',
  'operator',
] as const;
export type RecoveryReasonName = (typeof RECOVERY_REASONS)[number];
export const RECOVERY_STEPS = ['reload', 'new-tab', 'restart-browser'] as const;
export type RecoveryStepName = (typeof RECOVERY_STEPS)[number];

export const RECOVERY_REASON_NAMES: Record<RecoveryReasonName, string> = {
  crash: '页面进程崩溃',
  hang: '页面无响应',
  'browser-exit': '浏览器退出',
  'stalled-navigation': '页面加载卡住',
  'error-page': '浏览器错误页',
  'blank-page': '空白页',
  memory: '内存超出预算（计划刷新）',
  daily: '每日计划刷新',
  operator: '控制台重启浏览器',
};

/** Planned reloads are not faults: the alert rule and the fault count leave them out. */
export const PLANNED_REASONS: readonly RecoveryReasonName[] = ['memory', 'daily', 'operator'];

export const RECOVERY_STEP_NAMES: Record<RecoveryStepName, string> = {
  reload: '重新加载',
  'new-tab': '新开标签页',
  'restart-browser': '重启浏览器',
};
