import { createHash } from 'node:crypto';
import type { Queryable } from '../../../core/db/adapter';

/** How long a sign-in at the provider may take, from the button to the callback. */
export const PENDING_TTL_MS = 10 * 60 * 1000;

/** What the callback needs of the sign-in it ends. */
export interface PendingSignIn {
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
}

const key = (state: string) => createHash('sha256').update(state).digest('hex');

/** Stores a sign-in under way, keyed by its state's hash (the state itself is only in the browser's cookie and the URL). */
export async function savePending(
  db: Queryable,
  state: string,
  pending: PendingSignIn,
  now = Date.now(),
): Promise<void> {
  await db.query('DELETE FROM oidc_pending WHERE created_at <= $1', [now - PENDING_TTL_MS]);
  await db.query(
    'INSERT INTO oidc_pending (state_sha256, nonce, code_verifier, redirect_uri, return_to, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [key(state), pending.nonce, pending.codeVerifier, pending.redirectUri, pending.returnTo, now],
  );
}

/** Takes a sign-in under way once: the row is deleted as it is read, so a replayed state finds nothing. */
export async function takePending(db: Queryable, state: string, now = Date.now()): Promise<PendingSignIn | null> {
  const { rows } = await db.query<{
    nonce: string;
    code_verifier: string;
    redirect_uri: string;
    return_to: string;
    created_at: number | string;
  }>(
    'DELETE FROM oidc_pending WHERE state_sha256 = $1 RETURNING nonce, code_verifier, redirect_uri, return_to, created_at',
    [key(state)],
  );
  const row = rows[0];
  if (!row || Number(row.created_at) <= now - PENDING_TTL_MS) return null;
  return { nonce: row.nonce, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri, returnTo: row.return_to };
}
