import { setMotionProfile } from '@cockpit/shared-sdk';
import type { ProfileOrder, HealthBeat } from '@cockpit/protocol';
import { measureDevice } from './device-bench';
import { FrameMeter } from './frame-meter';
import { rememberedMotion, rememberMotion } from './motion-memory';
import { chooseProfile, type ProfileChoice } from './profile-choice';
import { updateWallStatus } from './wall-status';

/** The benchmark waits this long after the fleet code starts: the first view is drawn and the panels' data is in. */
export const BENCH_DELAY_MS = 3000;

export interface WallHealthOptions {
  /** Below this score the wall goes light by itself (`config.json`'s `lightProfileBelowScore`). */
  lightBelowScore: number;
  /** Frames per second are sampled this often (the wall's beat interval). */
  sampleEveryMs: number;
  benchDelayMs?: number;
}

/** The wall's health for its beats, and the profile it runs. */
export interface WallHealth {
  beat: () => HealthBeat;
  /** The operator's order from a beat's reply (undefined: none). */
  order: (order: ProfileOrder | undefined) => void;
  stop: () => void;
}

/**
 * Measures the wall: its device once, a while after start and off the first view's path (in an idle moment, in short
 * slices); its frames all along. Puts the chosen profile in force through shared-sdk (`setMotionProfile`) and shows
 * it on `window.__cockpit.wall.motion`.
 */
export function startWallHealth({
  lightBelowScore,
  sampleEveryMs,
  benchDelayMs = BENCH_DELAY_MS,
}: WallHealthOptions): WallHealth {
  const stopping = new AbortController();
  const meter = new FrameMeter();
  let order: ProfileOrder | undefined;
  let heard = false;
  let score: number | undefined;
  // Until the fleet answers and the device is measured, the wall runs what it ran last (restored at the page's start).
  let choice: ProfileChoice = rememberedMotion();
  const show = () => updateWallStatus({ motion: { ...choice, ...(score === undefined ? {} : { score }) } });
  const apply = () => {
    choice = chooseProfile(order, score, lightBelowScore);
    setMotionProfile(choice.profile);
    rememberMotion(choice);
    show();
  };
  show();
  const idle = (run: () => void) =>
    typeof requestIdleCallback === 'function' ? void requestIdleCallback(run, { timeout: 2000 }) : run();
  const benchTimer = setTimeout(
    () =>
      idle(() => {
        void measureDevice(stopping.signal).then((measured) => {
          if (measured === undefined || stopping.signal.aborted) return;
          score = measured;
          apply();
        });
      }),
    benchDelayMs,
  );
  meter.sampleFps();
  const sampler = setInterval(() => meter.sampleFps(), sampleEveryMs);
  return {
    beat: () => {
      const health: HealthBeat = { profile: choice.profile, profileReason: choice.reason };
      if (meter.lastFps !== undefined) health.fps = Math.min(1000, meter.lastFps);
      const longFrames = meter.takeLongFramesPerMin();
      if (longFrames !== undefined) health.longFramesPerMin = Math.min(100_000, longFrames);
      if (score !== undefined) health.score = Math.min(100_000, score);
      return health;
    },
    order: (next) => {
      const first = !heard;
      heard = true;
      if (!first && next?.profile === order?.profile && next?.by === order?.by) return;
      order = next;
      apply();
    },
    stop: () => {
      stopping.abort();
      clearTimeout(benchTimer);
      clearInterval(sampler);
      meter.stop();
    },
  };
}
