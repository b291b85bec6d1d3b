import type { Role } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { roleFromClaims } from './oidc/claim-roles';
import { usernameCandidates } from './oidc/jit-username';
import type { OidcSettings } from './oidc/settings-rules';
import { Refusal } from '../../core/http/errors';

/** A person who signed in through the provider: their console user, the role their claims gave now, and before. */
export interface IdentitySignIn {
  username: string;
  role: Role | null;
  /** The user was made at this sign-in (just in time). */
  created: boolean;
  /** The role the user had before this sign-in (undefined when created). */
  before?: Role | null;
  disabled: boolean;
}

/** Makes the user of a name no one holds; false when the name is taken. */
async function createOidcUser(tx: Queryable, username: string, role: Role | null, issuer: string): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO users (username, password_hash, role, created_at, created_by, source) VALUES ($1, '', $2, $3, $4, 'oidc')
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [username, role, Date.now(), `(单点登录) ${issuer}`],
  );
  return rows.length > 0;
}

/**
 * The user of an identity at sign-in, in the caller's transaction: made from the claims the first time, and at every
 * sign-in given the role the claims map to now (so a person removed from the provider's group loses the role here at
 * their next sign-in). A disabled user stays disabled.
 */
export async function signInIdentity(
  tx: Queryable,
  issuer: string,
  subject: string,
  claims: Record<string, unknown>,
  settings: OidcSettings,
): Promise<IdentitySignIn> {
  const role = roleFromClaims(claims, settings.roleClaim, settings.roleRules);
  const now = Date.now();
  const { rows } = await tx.query<{ username: string; role: Role | null; disabled_at: number | null }>(
    `SELECT i.username, u.role, u.disabled_at FROM user_identities i JOIN users u ON u.username = i.username
     WHERE i.issuer = $1 AND i.subject = $2 FOR UPDATE`,
    [issuer, subject],
  );
  if (rows.length) {
    const { username, role: before, disabled_at } = rows[0];
    await tx.query('UPDATE users SET role = $2 WHERE username = $1', [username, role]);
    await tx.query('UPDATE user_identities SET last_sign_in_at = $3 WHERE issuer = $1 AND subject = $2', [
      issuer,
      subject,
      now,
    ]);
    return { username, role, created: false, before, disabled: disabled_at !== null };
  }
  for (const username of usernameCandidates(claims, settings.usernameClaim, issuer, subject)) {
    if (!(await createOidcUser(tx, username, role, issuer))) continue;
    await tx.query(
      'INSERT INTO user_identities (issuer, subject, username, created_at, last_sign_in_at) VALUES ($1, $2, $3, $4, $4)',
      [issuer, subject, username, now],
    );
    return { username, role, created: true, disabled: false };
  }
  throw new Refusal(409, '无法为该身份分配用户名：候选用户名均已被占用，请联系管理员');
}
