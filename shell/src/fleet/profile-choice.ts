import type { MotionProfileName, ProfileOrder, ProfileReason } from '@cockpit/protocol';

/** The profile a wall runs, and why (reported in its beat; the console says it in words). */
export interface ProfileChoice {
  profile: MotionProfileName;
  reason: ProfileReason;
}

/** Below this device score a wall takes the light profile by itself (about 5× slower than the reference machine: its 6× CPU throttling scores about 17), unless `config.json` names another threshold. */
export const DEFAULT_LIGHT_BELOW_SCORE = 20;

/**
 * An operator's order wins (on the wall, else on its group: the service resolves which and says `by`); without one a
 * wall whose benchmark scored below `lightBelowScore` goes light; a wall not measured yet, or fast enough, is standard.
 */
export function chooseProfile(
  order: ProfileOrder | undefined,
  score: number | undefined,
  lightBelowScore: number,
): ProfileChoice {
  if (order) return { profile: order.profile, reason: order.by };
  if (score !== undefined && score < lightBelowScore) return { profile: 'light', reason: 'low-score' };
  return { profile: 'standard', reason: 'default' };
}

/** A profile order from a beat's reply, if it is one (it came over the network). */
export function readProfileOrder(value: unknown): ProfileOrder | undefined {
  const order = value as Partial<ProfileOrder> | null | undefined;
  if (!order || typeof order !== 'object') return undefined;
  if ((order.profile !== 'light' && order.profile !== 'standard') || (order.by !== 'wall' && order.by !== 'group'))
    return undefined;
  return { profile: order.profile, by: order.by };
}
