import { Type, type Static } from '@sinclair/typebox';
import { MOTION_PROFILES, PROFILE_REASONS, type MotionProfileName } from './constants';

const profile = Type.Union(MOTION_PROFILES.map((p) => Type.Literal(p)));

/** What a wall says of its own health in each beat (`WallBeat.health`); its JS heap is the beat's `heapBytes`. */
export const healthBeatSchema = Type.Object(
  {
    /** Frames the page drew in its last one-second sample. */
    fps: Type.Optional(Type.Number({ minimum: 0, maximum: 1000 })),
    /** Animation frames over 50 ms per minute since the previous beat. */
    longFramesPerMin: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
    /** The device's score by its start benchmark (100 ≈ the reference 2-core machine at full speed). */
    score: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
    profile,
    profileReason: Type.Union(PROFILE_REASONS.map((r) => Type.Literal(r))),
  },
  { additionalProperties: false },
);
export type HealthBeat = Static<typeof healthBeatSchema>;

/** A wall's screen now, as it reports it in each beat: off, or on with the daypart in force. */
export const screenBeatSchema = Type.Object(
  { off: Type.Boolean(), daypart: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);
export type ScreenBeat = Static<typeof screenBeatSchema>;

/** An operator's profile for a wall or a group; `null` removes it (the wall decides by itself again). */
export const profileSettingSchema = Type.Object(
  { profile: Type.Union([profile, Type.Null()]) },
  { additionalProperties: false },
);
export type ProfileSettingBody = Static<typeof profileSettingSchema>;

/** The profile an operator set for a wall, as the beat's reply carries it (`BeatReply.profile`; absent: none set). */
export interface ProfileOrder {
  profile: MotionProfileName;
  by: 'wall' | 'group';
}

/** Chromium's processes' resident memory, bytes, by kind (the wall PC's player reads /proc). */
export interface ProcessMemory {
  browser: number;
  renderer: number;
  gpu: number;
  other: number;
}

/** One stored health sample of a wall (every few minutes, a day kept). */
export interface HealthSample {
  at: number;
  fps?: number;
  longFramesPerMin?: number;
  heapBytes?: number;
  rendererBytes?: number;
  gpuBytes?: number;
  browserBytes?: number;
}

/** The memory a sample says the wall uses: Chromium's renderer and GPU processes where the player reads them, else the JS heap. */
export function sampleMemory(sample: HealthSample): number | undefined {
  if (sample.rendererBytes !== undefined || sample.gpuBytes !== undefined)
    return (sample.rendererBytes ?? 0) + (sample.gpuBytes ?? 0);
  return sample.heapBytes;
}

/** One wall on the console's 健康 page (`GET /api/health`), worst first. */
export interface WallHealthRow {
  wallId: string;
  name: string;
  group: string;
  online: boolean;
  latest?: HealthBeat & { heapBytes?: number; memory?: ProcessMemory };
  /** The operator's setting on the wall itself, and on its group (null: none). */
  wallSetting: MotionProfileName | null;
  groupSetting: MotionProfileName | null;
  /** Why it ranks where it does, in words (帧率低、长帧多、内存持续增长), empty when healthy. */
  problems: string[];
  samples: HealthSample[];
}

export interface HealthPage {
  walls: WallHealthRow[];
  groups: { group: string; setting: MotionProfileName | null }[];
  /** How far back the samples go, ms. */
  windowMs: number;
}
