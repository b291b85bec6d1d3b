import { hash, verify } from '@node-rs/argon2';
import type { Queryable } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import { passwordProblem } from './password-rules';
import type { PolicyInForce } from './policy-store';

/**
 * The hash of a new password for `username` that the policy allows: long and varied enough, and none of the last
 * `passwordHistory` (the current one included). Refused in words (400, field `field`).
 */
export async function allowedPasswordHash(
  tx: Queryable,
  username: string,
  password: string,
  policy: PolicyInForce,
  field = 'password',
): Promise<string> {
  const problem = passwordProblem(password, policy, username);
  if (problem) throw new Refusal(400, problem, field);
  const { rows } = await tx.query<{ password_hash: string }>(
    `SELECT password_hash FROM users WHERE username = $1 AND password_hash <> ''
     UNION ALL (SELECT password_hash FROM password_history WHERE username = $1 ORDER BY changed_at DESC LIMIT $2)`,
    [username, Math.max(0, policy.passwordHistory - 1)],
  );
  for (const row of rows) {
    if (await verify(row.password_hash, password))
      throw new Refusal(400, `新密码不能与最近 ${policy.passwordHistory} 次用过的密码相同`, field);
  }
  return hash(password);
}

/**
 * Stores a new password: the old one goes to the history (the oldest beyond 24 are dropped), the age starts again,
 * and `mustChange` says whether the person must choose their own at the next sign-in (after an administrator's reset).
 */
export async function storePassword(
  tx: Queryable,
  username: string,
  passwordHash: string,
  mustChange: boolean,
  now = Date.now(),
): Promise<void> {
  await tx.query(
    `INSERT INTO password_history (username, password_hash, changed_at)
     SELECT username, password_hash, COALESCE(password_changed_at, created_at) FROM users WHERE username = $1 AND password_hash <> ''`,
    [username],
  );
  await tx.query(
    `DELETE FROM password_history WHERE username = $1 AND changed_at < ALL (
       SELECT changed_at FROM password_history WHERE username = $1 ORDER BY changed_at DESC LIMIT 24)`,
    [username],
  );
  await tx.query(
    'UPDATE users SET password_hash = $2, password_changed_at = $3, must_change_password = $4 WHERE username = $1',
    [username, passwordHash, now, mustChange],
  );
}
