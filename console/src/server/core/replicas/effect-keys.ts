/**
 * The keys of the engines' effects, each stored under a unique constraint in the effect's own transaction: a retry of
 * the same effect (by a replica that took the engines over, or one whose lease ran out mid-run) finds its key taken
 * and does nothing.
 */

/** A rollout step ends one bake: the rollout's stage and when that stage began. A resumed stage is a new bake. */
export const rolloutStepKey = (rollout: { stage: number; startedAt: number }): string =>
  `stage-${rollout.stage}@${rollout.startedAt}`;

/** An alert fires once per episode: its condition's key and the moment the condition began. */
export const alertEpisodeKey = (condition: { key: string; since: number }): { key: string; since: number } => ({
  key: condition.key,
  since: condition.since,
});

/** A notice tells one channel of one transition of one alert (fired or ended); digests and test notices have no alert and no key. */
export const noticeKey = (alertId: number | null, type: string, channelId: number): string | null =>
  alertId === null ? null : `alert-${alertId}:${type}:channel-${channelId}`;
