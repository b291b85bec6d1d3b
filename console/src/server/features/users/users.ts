import { hash, verify } from '@node-rs/argon2';
import type { Role, SessionInfo } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';

/** No policy allows a shorter password (the schemas' bound; the policy in force asks for more). */
export const PASSWORD_MIN_LENGTH = 8;

/** A console user as `GET /api/users` lists it (never the hash). */
export interface UserInfo {
  username: string;
  /** null: a user from the identity provider whose claims map to no role (signed in, allowed nothing). */
  role: Role | null;
  /** Where the user comes from: a local account (password) or the OpenID Connect provider. */
  source: 'local' | 'oidc';
  /** A local account that may sign in with its password even when local sign-in is off (the first admin, the CLI's). */
  emergency: boolean;
  createdAt: number;
  createdBy: string;
  /** When an administrator disabled the user (no sign-in, no session); absent while enabled. */
  disabledAt?: number;
}

/** A local user whose password matched, with what the rest of the sign-in needs to know. */
export type PasswordSignIn = SessionInfo & {
  emergency: boolean;
  mustChangePassword: boolean;
  hasSecondFactor: boolean;
  passwordChangedAt: number | null;
};

/** Thrown when a user name is taken. */
export class UserExistsError extends Error {}

/** Creates a user with an argon2id hash of the password. */
export async function createUser(
  db: Queryable,
  user: {
    username: string;
    password: string;
    role: Role;
    createdBy: string;
    emergency?: boolean;
    mustChangePassword?: boolean;
  },
): Promise<UserInfo> {
  if (user.password.length < PASSWORD_MIN_LENGTH) throw new RangeError(`密码至少 ${PASSWORD_MIN_LENGTH} 个字符`);
  const passwordHash = await hash(user.password);
  const createdAt = Date.now();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (username, password_hash, role, created_at, created_by, emergency, password_changed_at, must_change_password) VALUES ($1, $2, $3, $4, $5, $6, $4, $7)
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [
      user.username,
      passwordHash,
      user.role,
      createdAt,
      user.createdBy,
      user.emergency ?? false,
      user.mustChangePassword ?? false,
    ],
  );
  if (rows.length === 0) throw new UserExistsError(`用户 ${user.username} 已存在`);
  return {
    username: user.username,
    role: user.role,
    source: 'local',
    emergency: user.emergency ?? false,
    createdAt,
    createdBy: user.createdBy,
  };
}

// Verifying against a real hash when the user does not exist keeps a wrong name as slow as a wrong password.
let decoyHash: Promise<string> | undefined;

/** The local user when the password matches (with whether it is an emergency account), otherwise null. Users from the provider have no password. */
export async function checkPassword(db: Queryable, username: string, password: string): Promise<PasswordSignIn | null> {
  const { rows } = await db.query<{
    password_hash: string;
    role: Role;
    emergency: boolean;
    password_changed_at: string | number | null;
    must_change_password: boolean;
    totp_secret: string | null;
  }>(
    `SELECT password_hash, role, emergency, password_changed_at, must_change_password, totp_secret FROM users
     WHERE username = $1 AND disabled_at IS NULL AND source = 'local' AND role IS NOT NULL`,
    [username],
  );
  if (rows.length === 0) {
    decoyHash ??= hash('decoy-password-never-matches');
    await verify(await decoyHash, password);
    return null;
  }
  const r = rows[0];
  if (!(await verify(r.password_hash, password))) return null;
  return {
    username,
    role: r.role,
    emergency: r.emergency,
    mustChangePassword: r.must_change_password,
    hasSecondFactor: r.totp_secret !== null,
    passwordChangedAt: r.password_changed_at === null ? null : Number(r.password_changed_at),
  };
}

/** The user's current role (null: none), or null when the user no longer exists or is disabled (read at every console request). */
/** Whether a user of that name exists (disabled or not). */
export async function userExists(db: Queryable, username: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE username = $1', [username])).rows.length > 0;
}

/** Whether an enabled local emergency administrator exists: local sign-in may be turned off only then. */
export async function hasEmergencyAdmin(db: Queryable): Promise<boolean> {
  return (
    (
      await db.query(
        "SELECT 1 FROM users WHERE emergency AND role = 'admin' AND disabled_at IS NULL AND source = 'local'",
      )
    ).rows.length > 0
  );
}

export async function findUser(
  db: Queryable,
  username: string,
): Promise<{ username: string; role: Role | null } | null> {
  const { rows } = await db.query<{ role: Role | null }>(
    'SELECT role FROM users WHERE username = $1 AND disabled_at IS NULL',
    [username],
  );
  return rows.length ? { username, role: rows[0].role } : null;
}

/** Every user, by name. */
export async function listUsers(db: Queryable): Promise<UserInfo[]> {
  const { rows } = await db.query<{
    username: string;
    role: Role | null;
    source: 'local' | 'oidc';
    emergency: boolean;
    created_at: number;
    created_by: string;
    disabled_at: number | null;
  }>('SELECT username, role, source, emergency, created_at, created_by, disabled_at FROM users ORDER BY username');
  return rows.map((r) => ({
    username: r.username,
    role: r.role,
    source: r.source,
    emergency: r.emergency,
    createdAt: r.created_at,
    createdBy: r.created_by,
    ...(r.disabled_at === null ? {} : { disabledAt: r.disabled_at }),
  }));
}
