import { Type, type Static } from '@sinclair/typebox';

/**
 * The wall PC's player (`player/`) reports under the wall's own credential: `POST /api/walls/:wallId/player`.
 * Reasons are the player's; the console names them ({@link RECOVERY_REASON_NAMES}).
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

const stamp = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 });
const bytes = Type.Integer({ minimum: 0, maximum: 2 ** 50 });

export const playerRecoverySchema = Type.Object(
  {
    at: stamp,
    reason: Type.Union(RECOVERY_REASONS.map((r) => Type.Literal(r))),
    /** How long the screen was dark (or frozen) until the shell reported ready again, ms. */
    darkMs: Type.Integer({ minimum: 0, maximum: 7 * 86_400_000 }),
    steps: Type.Array(Type.Union(RECOVERY_STEPS.map((s) => Type.Literal(s))), { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type PlayerRecovery = Static<typeof playerRecoverySchema>;

/** The report body, sent under the wall's own credential. */
export const playerReportSchema = Type.Object(
  {
    version: Type.String({ minLength: 1, maxLength: 40 }),
    chromium: Type.String({ maxLength: 60 }),
    startedAt: stamp,
    browserStartedAt: Type.Optional(stamp),
    /** Recoveries not reported yet (the service keeps each once: `at` + reason is its key). */
    recoveries: Type.Array(playerRecoverySchema, { maxItems: 50 }),
    /** The group's schedule has the screen off, and whether the display could be switched (关屏（按排程）). */
    screen: Type.Optional(
      Type.Object(
        { off: Type.Boolean(), switched: Type.Boolean(), error: Type.Optional(Type.String({ maxLength: 200 })) },
        { additionalProperties: false },
      ),
    ),
    /** Chromium's processes' resident memory by kind (as `ProcessMemory`), bytes, read from /proc (Linux) at each report. */
    memory: Type.Optional(
      Type.Object({ browser: bytes, renderer: bytes, gpu: bytes, other: bytes }, { additionalProperties: false }),
    ),
  },
  { additionalProperties: false },
);
export type PlayerReportBody = Static<typeof playerReportSchema>;

/** The answer: an operator's 重启浏览器 waiting for this player, if any. */
export interface PlayerReportReply {
  restart?: { actionId: string };
}

/** `GET /api/walls/:wallId/player` (viewer): the wall's player, or `player: null` when none ever reported. */
export interface WallPlayerInfo {
  player: null | {
    version: string;
    chromium: string;
    startedAt: number;
    browserStartedAt?: number;
    reportedAt: number;
    screen?: PlayerReportBody['screen'];
  };
  /** Newest first. */
  recoveries: PlayerRecovery[];
}
