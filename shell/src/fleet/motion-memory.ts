import { MOTION_PROFILES, PROFILE_REASONS } from '@cockpit/protocol';
import { setMotionProfile } from '@cockpit/shared-sdk';
import type { ProfileChoice } from './profile-choice';

/** Where a wall keeps the profile it last ran, and why: its next start draws its first view in it, before the fleet answers. */
export const MOTION_KEY = 'cockpit.motion-profile';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Keeps the choice in force for the next start. */
export function rememberMotion(choice: ProfileChoice, store = storage()): void {
  try {
    store?.setItem(MOTION_KEY, JSON.stringify(choice));
  } catch {
    // Storage full or disabled: the next start begins standard and follows the fleet within a beat.
  }
}

/** The choice the wall last ran (checked: storage is the page's to change), else standard by default. */
export function rememberedMotion(store = storage()): ProfileChoice {
  try {
    const kept = JSON.parse(store?.getItem(MOTION_KEY) ?? 'null') as Partial<ProfileChoice> | null;
    const { profile, reason } = kept ?? {};
    if (profile && reason && MOTION_PROFILES.includes(profile) && PROFILE_REASONS.includes(reason))
      return { profile, reason };
  } catch {
    // Unreadable: as if nothing was kept.
  }
  return { profile: 'standard', reason: 'default' };
}

/** Puts the remembered profile in force (a wall page only; a preview always moves). */
export function restoreMotion(store = storage()): void {
  setMotionProfile(rememberedMotion(store).profile);
}
