/**
 * Rate limits of the wall routes (per credential and per address), per minute, and the pairing codes one address may
 * hold. The per-address figures are sized for a site of 1 000 walls behind one address (one NAT, or one proxy not
 * listed in `trustProxy`), with half again for bursts: 4 beats a wall a minute (15 s), every stream reopened in the
 * same minute after a restart, every wall asking a code on install day and polling it every 2 s. The per-wall figures
 * are what bounds one wall, whatever address it has.
 */
export interface WallLimits {
  beatsPerWall: number;
  /** Beats from one address; also stream opens and action acks, each counted apart. */
  beatsPerAddress: number;
  screenshotsPerWall: number;
  screenshotsPerAddress: number;
  /** Pairing codes asked, pairing polls and provisioning-token exchanges from one address. */
  pairingPerAddress: number;
  pairingPollsPerAddress: number;
  provisionsPerAddress: number;
  /** Codes waiting for an operator at once: from one address, and in all (nothing unbounded from clients without a credential). */
  pendingCodesPerAddress: number;
  pendingCodes: number;
}

/** A site's walls behind one address, which {@link DEFAULT_WALL_LIMITS} are sized for. */
export const WALLS_PER_ADDRESS = 1000;

export const DEFAULT_WALL_LIMITS: WallLimits = {
  beatsPerWall: 20,
  beatsPerAddress: 6000,
  screenshotsPerWall: 4,
  screenshotsPerAddress: 1500,
  pairingPerAddress: 1500,
  pairingPollsPerAddress: 45_000,
  provisionsPerAddress: 1500,
  pendingCodesPerAddress: 1000,
  pendingCodes: 5000,
};
