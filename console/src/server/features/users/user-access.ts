import { verify } from '@node-rs/argon2';
import type { Role } from '../../../protocol';
import type { Queryable } from '../../core/db/adapter';
import { Refusal } from '../../core/http/errors';
import { allowedPasswordHash, storePassword, type PolicyInForce } from '../security';

/** What an administrator can change of a user (each in the caller's transaction, with its audit entry). */
export type AccessChange = { role: Role } | { disabledAt: number | null } | { passwordHash: string };

/**
 * Whether local sign-in is on now (off: only emergency accounts sign in with a password), as the sign-in settings say.
 * Read before a change's transaction: the embedded database has one connection, which the transaction holds.
 */
export type LocalSignInOn = () => Promise<boolean>;

/** The user's role and whether enabled, or a 404 refusal. */
async function existing(
  tx: Queryable,
  username: string,
): Promise<{ role: Role | null; disabled: boolean; emergency: boolean }> {
  const { rows } = await tx.query<{ role: Role | null; disabled_at: number | null; emergency: boolean }>(
    'SELECT role, disabled_at, emergency FROM users WHERE username = $1',
    [username],
  );
  if (!rows.length) throw new Refusal(404, `没有用户 ${username}`, 'username');
  return { role: rows[0].role, disabled: rows[0].disabled_at !== null, emergency: rows[0].emergency };
}

/**
 * With local sign-in off, the emergency administrators are the only way in when the provider fails: the last one
 * enabled may not be disabled, demoted or deleted (rows locked, as for the last administrator).
 */
async function keepAnEmergencyAdmin(tx: Queryable, username: string, localSignInOn: boolean): Promise<void> {
  if (localSignInOn) return;
  const { rows } = await tx.query<{ username: string }>(
    "SELECT username FROM users WHERE emergency AND role = 'admin' AND disabled_at IS NULL AND source = 'local' ORDER BY username FOR UPDATE",
  );
  if (!rows.some((r) => r.username !== username)) {
    throw new Refusal(
      409,
      '本地账号登录已关闭：不能停用、降级或删除最后一位应急管理员。请先用命令行 create-admin 再创建一个应急管理员，或先开启本地账号登录',
      'username',
    );
  }
}

/**
 * Refuses a change that would leave no enabled administrator. The enabled admins' rows are locked first, so two
 * administrators demoting each other at once cannot both pass: the second sees the first's change.
 */
async function keepAnAdmin(tx: Queryable, username: string): Promise<void> {
  const { rows } = await tx.query<{ username: string }>(
    "SELECT username FROM users WHERE role = 'admin' AND disabled_at IS NULL ORDER BY username FOR UPDATE",
  );
  if (!rows.some((r) => r.username !== username))
    throw new Refusal(409, '不能移除最后一位管理员：请先让另一位用户成为管理员', 'username');
}

/** Ends every session of a user at once (but `keepSid`, the caller's own); returns how many there were. */
export async function endSessions(tx: Queryable, username: string, keepSid = ''): Promise<number> {
  const { rows } = await tx.query("DELETE FROM sessions WHERE data->>'username' = $1 AND sid <> $2 RETURNING sid", [
    username,
    keepSid,
  ]);
  return rows.length;
}

/** Applies one change; a role change away from admin, or disabling an admin, keeps at least one admin. */
export async function changeAccess(
  tx: Queryable,
  username: string,
  change: AccessChange,
  localSignInOn: boolean,
): Promise<{ before: Role | null; endedSessions: number }> {
  const user = await existing(tx, username);
  const losesAdmin =
    user.role === 'admin' &&
    !user.disabled &&
    (('role' in change && change.role !== 'admin') || ('disabledAt' in change && change.disabledAt !== null));
  if (losesAdmin) await keepAnAdmin(tx, username);
  if (losesAdmin && user.emergency) await keepAnEmergencyAdmin(tx, username, localSignInOn);
  if ('role' in change) await tx.query('UPDATE users SET role = $2 WHERE username = $1', [username, change.role]);
  if ('disabledAt' in change)
    await tx.query('UPDATE users SET disabled_at = $2 WHERE username = $1', [username, change.disabledAt]);
  // An administrator's reset: the person chooses their own password at the next sign-in.
  if ('passwordHash' in change) await storePassword(tx, username, change.passwordHash, true);
  // Disabling or a new password ends the sessions opened before; a role change is read fresh at each request.
  const endedSessions =
    'role' in change || ('disabledAt' in change && change.disabledAt === null) ? 0 : await endSessions(tx, username);
  return { before: user.role, endedSessions };
}

/** Deletes a user and their sessions, never the last administrator. */
export async function deleteUser(tx: Queryable, username: string, localSignInOn: boolean): Promise<Role | null> {
  const user = await existing(tx, username);
  if (user.role === 'admin' && !user.disabled) await keepAnAdmin(tx, username);
  if (user.role === 'admin' && !user.disabled && user.emergency)
    await keepAnEmergencyAdmin(tx, username, localSignInOn);
  await endSessions(tx, username);
  await tx.query('DELETE FROM users WHERE username = $1', [username]);
  return user.role;
}

/**
 * A person's own password change: the current one must match (403 in words otherwise), the new one pass the policy
 * (and none of the last ones). Their other sessions end; returns how many.
 */
export async function changeOwnPassword(
  tx: Queryable,
  username: string,
  current: string,
  next: string,
  policy: PolicyInForce,
  keepSid: string,
): Promise<number> {
  const { rows } = await tx.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE username = $1 AND disabled_at IS NULL AND source = 'local'",
    [username],
  );
  if (!rows.length || !(await verify(rows[0].password_hash, current)))
    throw new Refusal(403, '当前密码不对', 'currentPassword');
  await storePassword(tx, username, await allowedPasswordHash(tx, username, next, policy, 'newPassword'), false);
  return endSessions(tx, username, keepSid);
}
