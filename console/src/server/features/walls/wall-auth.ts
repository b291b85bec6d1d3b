import type { WallRefusal } from '@cockpit/protocol';
import type { Queryable } from '../../core/db/adapter';
import { bearerOf, hashSecret } from './enrolment/secrets';
import {
  credentialsRevokedSince,
  findCredential,
  findWall,
  isSharedKey,
  listEnrolledWalls,
  wallsChangedSince,
  type CredentialRecord,
  type EnrolledWall,
} from './enrolled-walls';

/** Credentials remembered at most (an unknown secret is never cached, so this bounds only real ones). */
const MAX_CACHED = 60_000;
/** How often changes made by another process (another instance, the database by hand) are read. */
export const REVOCATION_POLL_MS = 2000;

export type WallVerdict =
  { ok: true; wall: EnrolledWall; credentialId: number } | { ok: false; reason: WallRefusal['reason'] };

/**
 * Which wall a bearer credential is, without a database read per beat: a credential found once is cached by its hash,
 * and every enrolled wall's record is kept here (the group, name and location a beat's reply carries). A change in
 * this process applies at once; one made by another process within {@link REVOCATION_POLL_MS}.
 */
export class WallAuth {
  private readonly credentials = new Map<string, CredentialRecord>();
  /** Every enrolled wall, retired ones included once seen (so that they are refused as retired, not unknown). */
  readonly walls = new Map<string, EnrolledWall>();
  private polledUpTo = Date.now();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Queryable,
    private readonly onChange: (wall: EnrolledWall) => void = () => undefined,
  ) {}

  async load(): Promise<void> {
    for (const wall of await listEnrolledWalls(this.db)) this.walls.set(wall.wallId, wall);
  }

  async check(authorization: string | undefined): Promise<WallVerdict> {
    const secret = bearerOf(authorization);
    if (!secret) return { ok: false, reason: 'missing' };
    const hash = hashSecret(secret);
    let credential = this.credentials.get(hash);
    if (!credential) {
      const found = await findCredential(this.db, hash);
      if (!found) return { ok: false, reason: (await isSharedKey(this.db, hash)) ? 'shared-key' : 'unknown' };
      if (this.credentials.size >= MAX_CACHED) this.credentials.clear();
      this.credentials.set(hash, found);
      credential = found;
    }
    const wall = await this.wall(credential.wallId);
    if (!wall) return { ok: false, reason: 'unknown' };
    if (wall.retiredAt !== undefined) return { ok: false, reason: 'retired' };
    if (credential.revokedAt !== undefined) return { ok: false, reason: 'revoked' };
    return { ok: true, wall, credentialId: credential.id };
  }

  /** A wall's record (read from the database once when another process enrolled it). */
  async wall(wallId: string): Promise<EnrolledWall | undefined> {
    const known = this.walls.get(wallId);
    if (known) return known;
    const found = await findWall(this.db, wallId);
    if (found) this.walls.set(wallId, found);
    return found ?? undefined;
  }

  /** Claimed, non-retired, and holding a live credential of its own: the only walls releases listen to. */
  trusted(wallId: string): boolean {
    const wall = this.walls.get(wallId);
    return !!wall && wall.live && wall.retiredAt === undefined;
  }

  /** The service changed a wall (claimed, edited, moved, re-paired, retired). */
  changed(wall: EnrolledWall): void {
    this.walls.set(wall.wallId, wall);
    if (!wall.live || wall.retiredAt !== undefined) {
      for (const credential of this.credentials.values())
        if (credential.wallId === wall.wallId) credential.revokedAt ??= wall.updatedAt;
    }
    this.onChange(wall);
  }

  /** Reads changes made elsewhere since the last poll. */
  async poll(): Promise<void> {
    // Clocks of two processes on one database differ a little: look back a few seconds.
    const since = this.polledUpTo - 5000;
    this.polledUpTo = Date.now();
    const revoked = new Map((await credentialsRevokedSince(this.db, since)).map((c) => [c.id, c.revokedAt]));
    for (const credential of this.credentials.values())
      if (revoked.has(credential.id)) credential.revokedAt ??= revoked.get(credential.id);
    for (const wall of await wallsChangedSince(this.db, since)) {
      const known = this.walls.get(wall.wallId);
      if (
        !known ||
        known.updatedAt !== wall.updatedAt ||
        known.live !== wall.live ||
        known.retiredAt !== wall.retiredAt
      )
        this.changed(wall);
    }
  }

  start(log: (message: string) => void): void {
    this.timer = setInterval(
      () => void this.poll().catch((e: Error) => log(`[fleet] credential poll: ${e.message}`)),
      REVOCATION_POLL_MS,
    );
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
