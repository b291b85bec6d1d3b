import type { ProvisioningTokenInfo } from '@cockpit/protocol';
import type { Queryable } from '../../../core/db/adapter';
import { hashSecret, newSecret, SECRET_PREFIX } from './secrets';
import { rowMapping } from '../../../core/db/row-mapping';

const TOKEN = rowMapping<ProvisioningTokenInfo>({
  id: 'id',
  group: 'group_name',
  label: 'label',
  createdAt: 'created_at',
  createdBy: 'created_by',
  expiresAt: 'expires_at',
  maxUses: 'max_uses',
  uses: 'uses',
  revokedAt: 'revoked_at?',
});

/** Creates a token that enrols up to `maxUses` walls into one group until it expires; the secret is returned here only. */
export async function createProvisioningToken(
  db: Queryable,
  token: { group: string; label: string; expiresAt: number; maxUses: number; createdBy: string },
  now: number,
): Promise<ProvisioningTokenInfo & { secret: string }> {
  const secret = newSecret(SECRET_PREFIX.provisioning);
  const { rows } = await db.query(
    `INSERT INTO provisioning_tokens (group_name, label, secret_sha256, created_at, created_by, expires_at, max_uses)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${TOKEN.columns}`,
    [token.group, token.label, hashSecret(secret), now, token.createdBy, token.expiresAt, token.maxUses],
  );
  return { ...TOKEN.read(rows[0]), secret };
}

/** Every token, newest first (no secret, no hash). */
export async function listProvisioningTokens(db: Queryable): Promise<ProvisioningTokenInfo[]> {
  const { rows } = await db.query(`SELECT ${TOKEN.columns} FROM provisioning_tokens ORDER BY id DESC`);
  return rows.map(TOKEN.read);
}

/** Revokes a token (a second revocation keeps the first time). Null when there is no such token. */
export async function revokeProvisioningToken(
  db: Queryable,
  id: number,
  now: number,
): Promise<ProvisioningTokenInfo | null> {
  const { rows } = await db.query(
    `UPDATE provisioning_tokens SET revoked_at = COALESCE(revoked_at, $2) WHERE id = $1 RETURNING ${TOKEN.columns}`,
    [id, now],
  );
  return rows.length ? TOKEN.read(rows[0]) : null;
}

/** The token with this secret, locked for the caller's transaction (two kiosks never take its last use both). */
export async function lockProvisioningToken(tx: Queryable, secret: string): Promise<ProvisioningTokenInfo | null> {
  const { rows } = await tx.query(
    `SELECT ${TOKEN.columns} FROM provisioning_tokens WHERE secret_sha256 = $1 FOR UPDATE`,
    [hashSecret(secret)],
  );
  return rows.length ? TOKEN.read(rows[0]) : null;
}

/** Counts one use of a token. */
export async function countProvisioningUse(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE provisioning_tokens SET uses = uses + 1 WHERE id = $1', [id]);
}
