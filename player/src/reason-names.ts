import type { RecoveryReasonName, RecoveryStepName } from '@cockpit/protocol';

/**
 * Each reason in the operators' words: the protocol's RECOVERY_REASON_NAMES, held here too because the packed player
 * runs from its own dist with puppeteer-core alone (its protocol imports are types); fleet-report.test.ts keeps them equal.
 */
export const REASON_NAMES: Record<RecoveryReasonName, string> = {
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

export const STEP_NAMES: Record<RecoveryStepName, string> = {
  reload: '重新加载',
  'new-tab': '新开标签页',
  'restart-browser': '重启浏览器',
};
