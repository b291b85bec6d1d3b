import { Type, type Static } from '@sinclair/typebox';
import { RECOVERY_REASONS, RECOVERY_STEPS } from './recovery-names';

// The wall PC's player (`player/`) reports under the wall's own credential: `POST /api/walls/:wallId/player`.
// Reasons are the player's; the console names them (RECOVERY_REASON_NAMES, ./recovery-names).
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
