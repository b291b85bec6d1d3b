import { randomBytes } from 'node:crypto';
import type { PairingRequest, PairingStatus, PendingPairing, WallCredential } from '@cockpit/protocol';
import type { Database, Queryable } from '../../../core/db/adapter';
import { findWall, issueCredential, type EnrolledWall } from '../enrolled-walls';
import { PAIRING_TTL_MS, randomCode, type Issued, type PendingCaps } from './pairing-rules';
import { hashSecret, newSecret, SECRET_PREFIX } from './secrets';

interface Row {
  code: string;
  route: string;
  suggested_name: string | null;
  suggested_group: string | null;
  address: string;
  requested_at: number;
  expires_at: number;
}

const toPending = (r: Row): PendingPairing => ({
  code: r.code,
  route: r.route,
  address: r.address,
  requestedAt: Number(r.requested_at),
  expiresAt: Number(r.expires_at),
  ...(r.suggested_name ? { suggestedName: r.suggested_name } : {}),
  ...(r.suggested_group ? { suggestedGroup: r.suggested_group } : {}),
});

/**
 * Pairing codes waiting for an operator, in the database: a code shown through one replica is claimed through another,
 * and the wall collects its credential through any. Only the pairing secret's hash is stored; the wall's credential is
 * issued at the poll that collects it (the one request that carries the pairing secret), so no secret is ever stored.
 */
export class PairingCodes {
  private sweptAt = 0;

  constructor(
    private readonly db: Database,
    readonly caps: PendingCaps,
    private readonly random: (size: number) => Buffer = randomBytes,
  ) {}

  async issue(request: PairingRequest, address: string, now: number): Promise<Issued> {
    await this.sweep(now);
    const { rows } = await this.db.query<{ total: number; mine: number }>(
      'SELECT count(*)::int AS total, count(*) FILTER (WHERE address = $1)::int AS mine FROM pairing_codes WHERE expires_at > $2',
      [address, now],
    );
    if (rows[0].total >= this.caps.total) return { ok: false, reason: 'full' };
    if (rows[0].mine >= this.caps.perAddress) return { ok: false, reason: 'address-full' };
    const pairingSecret = newSecret(SECRET_PREFIX.pairing, this.random);
    const expiresAt = now + PAIRING_TTL_MS;
    for (;;) {
      const code = randomCode(this.random);
      const inserted = await this.db.query(
        `INSERT INTO pairing_codes (code, secret_hash, route, suggested_name, suggested_group, shell_build, address, requested_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (code) DO NOTHING RETURNING code`,
        [
          code,
          hashSecret(pairingSecret),
          request.route,
          request.suggestedName ?? null,
          request.suggestedGroup ?? null,
          request.shellBuild ?? null,
          address,
          now,
          expiresAt,
        ],
      );
      if (inserted.rows.length) return { ok: true, code, pairingSecret, expiresAt };
    }
  }

  /** The wall's poll: pending; or claimed, with its credential issued now (once: the code goes); undefined when unknown or expired. */
  async poll(pairingSecret: string, now: number): Promise<{ status: PairingStatus; wall?: EnrolledWall } | undefined> {
    const hash = hashSecret(pairingSecret);
    const { rows } = await this.db.query<Row & { claimed_wall_id: string | null }>(
      'SELECT * FROM pairing_codes WHERE secret_hash = $1 AND expires_at > $2',
      [hash, now],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (!row.claimed_wall_id)
      return { status: { status: 'pending', code: row.code, expiresAt: Number(row.expires_at) } };
    return this.db.transaction(async (tx) => {
      const taken = await tx.query<{ claimed_wall_id: string }>(
        'DELETE FROM pairing_codes WHERE secret_hash = $1 AND claimed_wall_id IS NOT NULL RETURNING claimed_wall_id',
        [hash],
      );
      if (!taken.rows.length) return undefined;
      const wallId = taken.rows[0].claimed_wall_id;
      const secret = await issueCredential(tx, wallId, now);
      // Changed: the other replicas' credential caches read it again (live now) at their next poll.
      await tx.query('UPDATE enrolled_walls SET updated_at = $2 WHERE wall_id = $1', [wallId, now]);
      const wall = (await findWall(tx, wallId))!;
      const credential: WallCredential = { wallId, secret, group: wall.group, name: wall.name };
      return { status: { status: 'claimed', credential }, wall };
    });
  }

  /** In a claim's transaction: the live, unclaimed code, locked until the claim commits (a second claim then finds it taken). */
  async take(tx: Queryable, code: string, now: number): Promise<PendingPairing | undefined> {
    const { rows } = await tx.query<Row>(
      'SELECT * FROM pairing_codes WHERE code = $1 AND claimed_wall_id IS NULL AND expires_at > $2 FOR UPDATE',
      [code, now],
    );
    return rows[0] && toPending(rows[0]);
  }

  /** In the claim's transaction: the code now stands for `wallId`, whose credential the wall's next poll collects. */
  async claimed(tx: Queryable, code: string, wallId: string, now: number): Promise<void> {
    await tx.query('UPDATE pairing_codes SET claimed_wall_id = $2, expires_at = $3 WHERE code = $1', [
      code,
      wallId,
      now + PAIRING_TTL_MS,
    ]);
  }

  /** Codes waiting for an operator, oldest first. */
  async pending(now: number): Promise<PendingPairing[]> {
    const { rows } = await this.db.query<Row>(
      'SELECT * FROM pairing_codes WHERE claimed_wall_id IS NULL AND expires_at > $1 ORDER BY requested_at, code',
      [now],
    );
    return rows.map(toPending);
  }

  /** Deletes expired codes, at most once a second per replica. */
  private async sweep(now: number): Promise<void> {
    if (now - this.sweptAt < 1000) return;
    this.sweptAt = now;
    await this.db.query('DELETE FROM pairing_codes WHERE expires_at <= $1', [now]);
  }
}
