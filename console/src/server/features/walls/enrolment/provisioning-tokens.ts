import type { ProvisioningTokenInfo } from '@cockpit/protocol';
import type { Queryable } from '../../../core/db/adapter';
import { hashSecret, newSecret, SECRET_PREFIX } from './secrets';

interface TokenRow {
  id: number;
  group_name: string;
  label: string;
  created_at: number;
  created_by: string;
  expires_at: number;
  max_uses: number;
  uses: number;
  revoked_at: number | null;
}

const COLUMNS = 'id, group_name, label, created_at, created_by, expires_at, max_uses, uses, revoked_at';

const toInfo = (r: TokenRow): ProvisioningTokenInfo => ({
  id: r.id,
  group: r.group_name,
  label: r.label,
  createdAt: r.created_at,
  createdBy: r.created_by,
  expiresAt: r.expires_at,
  maxUses: r.max_uses,
  uses: r.uses,
  ...(r.revoked_at === null ? {} : { revokedAt: r.revoked_at }),
});

/** Creates a token that enrols up to `maxUses` walls into one group until it expires; the secret is returned here only. */
export async function createProvisioningToken(
  db: Queryable,
  token: { group: string; label: string; expiresAt: number; maxUses: number; createdBy: string },
  now: number,
): Promise<ProvisioningTokenInfo & { secret: string }> {
  const secret = newSecret(SECRET_PREFIX.provisioning);
  const { rows } = await db.query<TokenRow>(
    `INSERT INTO provisioning_tokens (group_name, label, secret_sha256, created_at, created_by, expires_at, max_uses)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [token.group, token.label, hashSecret(secret), now, token.createdBy, token.expiresAt, token.maxUses],
  );
  return { ...toInfo(rows[0]), secret };
}

/** Every token, newest first (no secret, no hash). */
export async function listProvisioningTokens(db: Queryable): Promise<ProvisioningTokenInfo[]> {
  const { rows } = await db.query<TokenRow>(`SELECT ${COLUMNS} FROM provisioning_tokens ORDER BY id DESC`);
  return rows.map(toInfo);
}

/** Revokes a token (a second revocation keeps the first time). Null when there is no such token. */
export async function revokeProvisioningToken(
  db: Queryable,
  id: number,
  now: number,
): Promise<ProvisioningTokenInfo | null> {
  const { rows } = await db.query<TokenRow>(
    `UPDATE provisioning_tokens SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, now],
  );
  return rows.length ? toInfo(rows[0]) : null;
}

/** The token with this secret, locked for the caller's transaction (two kiosks never take its last use both). */
export async function lockProvisioningToken(tx: Queryable, secret: string): Promise<ProvisioningTokenInfo | null> {
  const { rows } = await tx.query<TokenRow>(
    `SELECT ${COLUMNS} FROM provisioning_tokens WHERE secret_sha256 = $1 FOR UPDATE`,
    [hashSecret(secret)],
  );
  return rows.length ? toInfo(rows[0]) : null;
}

/** Counts one use of a token. */
export async function countProvisioningUse(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE provisioning_tokens SET uses = uses + 1 WHERE id = $1', [id]);
}
