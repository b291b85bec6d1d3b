import type { ProcessMemory } from './health';
/**
 * The wall PC's player (`player/`) reports under the wall's own credential: `POST /api/walls/:wallId/player`.
 * Reasons are the player's; the console names them ({@link RECOVERY_REASON_NAMES}).
 */
export const RECOVERY_REASONS = ['crash', 'hang', 'browser-exit', 'stalled-navigation', 'error-page', 'blank-page', 'memory', 'daily', 'operator'] as const;
export type RecoveryReasonName = (typeof RECOVERY_REASONS)[number];
export const RECOVERY_STEPS = ['reload', 'new-tab', 'restart-browser'] as const;

export const RECOVERY_REASON_NAMES: Record<RecoveryReasonName, string> = {
  crash: '页面进程崩溃', hang: '页面无响应', 'browser-exit': '浏览器退出', 'stalled-navigation': '页面加载卡住', 'error-page': '浏览器错误页',
  'blank-page': '空白页', memory: '内存超出预算（计划刷新）', daily: '每日计划刷新', operator: '控制台重启浏览器',
};

/** Planned reloads are not faults: the alert rule and the fault count leave them out. */
export const PLANNED_REASONS: readonly RecoveryReasonName[] = ['memory', 'daily', 'operator'];

export interface PlayerRecovery {
  at: number;
  reason: RecoveryReasonName;
  /** How long the screen was dark (or frozen) until the shell reported ready again, ms. */
  darkMs: number;
  steps: (typeof RECOVERY_STEPS)[number][];
}

/** The report body. */
export interface PlayerReportBody {
  version: string;
  chromium: string;
  startedAt: number;
  browserStartedAt?: number;
  recoveries: PlayerRecovery[];
  screen?: { off: boolean; switched: boolean; error?: string };
  /** Chromium's processes' resident memory by kind, bytes, read from /proc (Linux). */
  memory?: ProcessMemory;
}

/** The answer: an operator's 重启浏览器 waiting for this player, if any. */
export interface PlayerReportReply {
  restart?: { actionId: string };
}

/** `GET /api/walls/:wallId/player` (viewer): the wall's player, or `player: null` when none ever reported. */
export interface WallPlayerInfo {
  player: null | { version: string; chromium: string; startedAt: number; browserStartedAt?: number; reportedAt: number; screen?: PlayerReportBody['screen'] };
  /** Newest first. */
  recoveries: PlayerRecovery[];
}
