import { randomBytes } from 'node:crypto';
import { hash, verify as verifyHash } from '@node-rs/argon2';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import type { SecondFactorEnrolment } from '../../../protocol/security';
import type { Queryable } from '../../core/db/adapter';

/** The issuer shown in the authenticator app beside the account. */
const ISSUER = '驾驶舱运维控制台';
/** A code of the step before or after the current one is taken too (a phone's clock a little off). */
const TOLERANCE_S = 30;
export const RECOVERY_CODE_COUNT = 10;

/** A new secret to enrol, as text, as an otpauth URI and as a QR code (a data URL, drawn on the server). */
export async function newEnrolment(username: string): Promise<SecondFactorEnrolment> {
  const secret = generateSecret();
  const otpauthUri = generateURI({ issuer: ISSUER, label: username, secret });
  return { secret, otpauthUri, qrDataUrl: await toDataURL(otpauthUri, { margin: 1, width: 220 }) };
}

/** The time step a code matches for `secret` after `afterStep` (a code already taken matches nothing), or null. */
export async function matchingStep(secret: string, code: string, afterStep?: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_S,
    ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Checks a TOTP code of an enrolled user and takes its step: the update succeeds only past the last step taken, so a
 * code is accepted once even when two replicas see it at the same moment.
 */
export async function takeCode(db: Queryable, username: string, code: string): Promise<boolean> {
  const { rows } = await db.query<{ totp_secret: string | null; totp_last_step: string | number | null }>(
    'SELECT totp_secret, totp_last_step FROM users WHERE username = $1',
    [username],
  );
  const secret = rows[0]?.totp_secret;
  if (!secret) return false;
  const last = rows[0].totp_last_step === null ? undefined : Number(rows[0].totp_last_step);
  const step = await matchingStep(secret, code, last);
  if (step === null) return false;
  const taken = await db.query(
    'UPDATE users SET totp_last_step = $2 WHERE username = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING 1',
    [username, step],
  );
  return taken.rows.length > 0;
}

/** Whether the user has a second factor. */
export async function hasSecondFactor(db: Queryable, username: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE username = $1 AND totp_secret IS NOT NULL', [username]);
  return rows.length > 0;
}

const readable = () =>
  randomBytes(5)
    .toString('hex')
    .replace(/^(.{5})/, '$1-');

/** Stores an enrolled secret (its step taken) and ten new recovery codes (hashes only); returns the codes, shown once. */
export async function enrol(
  tx: Queryable,
  username: string,
  secret: string,
  step: number,
  now = Date.now(),
): Promise<string[]> {
  await tx.query('UPDATE users SET totp_secret = $2, totp_enrolled_at = $3, totp_last_step = $4 WHERE username = $1', [
    username,
    secret,
    now,
    step,
  ]);
  await tx.query('DELETE FROM recovery_codes WHERE username = $1', [username]);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, readable);
  for (const code of codes)
    await tx.query('INSERT INTO recovery_codes (username, code_hash) VALUES ($1, $2)', [username, await hash(code)]);
  return codes;
}

/** Uses a recovery code once: true when it matched an unused one (marked used in the same statement that checks it). */
export async function useRecoveryCode(
  db: Queryable,
  username: string,
  typed: string,
  now = Date.now(),
): Promise<boolean> {
  const code = typed.trim().toLowerCase();
  if (!/^[0-9a-f]{5}-[0-9a-f]{5}$/.test(code)) return false;
  const { rows } = await db.query<{ id: number; code_hash: string }>(
    'SELECT id, code_hash FROM recovery_codes WHERE username = $1 AND used_at IS NULL',
    [username],
  );
  for (const row of rows) {
    if (!(await verifyHash(row.code_hash, code))) continue;
    const used = await db.query(
      'UPDATE recovery_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING 1',
      [row.id, now],
    );
    return used.rows.length > 0;
  }
  return false;
}

/** Removes a user's second factor and recovery codes (the command line's reset); whether there was one. */
export async function resetSecondFactor(tx: Queryable, username: string): Promise<boolean> {
  const { rows } = await tx.query(
    'UPDATE users SET totp_secret = NULL, totp_enrolled_at = NULL, totp_last_step = NULL WHERE username = $1 AND totp_secret IS NOT NULL RETURNING 1',
    [username],
  );
  await tx.query('DELETE FROM recovery_codes WHERE username = $1', [username]);
  return rows.length > 0;
}
