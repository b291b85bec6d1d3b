import type { RoleRule, SignInSettingsBody } from '../../../../protocol/sign-in';
import type { Queryable } from '../../../core/db/adapter';
import { DEFAULT_OIDC_SETTINGS, type OidcSettings } from './settings-rules';

interface Row {
  enabled: boolean;
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  label: string;
  username_claim: string;
  role_claim: string;
  role_rules: OidcSettings['roleRules'];
  session_max_age_ms: number | string;
  local_sign_in: boolean;
  updated_at: number;
  updated_by: string;
}

/** The stored settings (the defaults before an administrator saved any), with who saved them last. */
export async function readOidcSettings(
  db: Queryable,
): Promise<OidcSettings & { updatedAt?: number; updatedBy?: string }> {
  const { rows } = await db.query<Row>('SELECT * FROM oidc_settings WHERE id = 1');
  if (!rows.length) return { ...DEFAULT_OIDC_SETTINGS };
  const r = rows[0];
  return {
    enabled: r.enabled,
    issuer: r.issuer,
    clientId: r.client_id,
    clientSecret: r.client_secret,
    scopes: r.scopes,
    label: r.label,
    usernameClaim: r.username_claim,
    roleClaim: r.role_claim,
    roleRules: r.role_rules,
    sessionMaxAgeMs: Number(r.session_max_age_ms),
    localSignIn: r.local_sign_in,
    updatedAt: Number(r.updated_at),
    updatedBy: r.updated_by,
  };
}

/** Compared as data, field by field, never as text: the database gives each rule back with its keys in its own order. */
const sameRules = (a: readonly RoleRule[], b: readonly RoleRule[]) =>
  a.length === b.length && a.every((r, i) => r.value === b[i].value && r.role === b[i].role);

/** Stores an administrator's settings; a body without `clientSecret` keeps the stored one. Returns what changed, in words. */
export async function writeOidcSettings(tx: Queryable, body: SignInSettingsBody, actor: string): Promise<string> {
  const before = await readOidcSettings(tx);
  const secret = body.clientSecret === null ? '' : (body.clientSecret ?? before.clientSecret);
  const maxAge = body.sessionMaxAgeHours * 3_600_000;
  await tx.query(
    `INSERT INTO oidc_settings (id, enabled, issuer, client_id, client_secret, scopes, label, username_claim, role_claim, role_rules,
       session_max_age_ms, local_sign_in, updated_at, updated_by)
     VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13)
     ON CONFLICT (id) DO UPDATE SET enabled = $1, issuer = $2, client_id = $3, client_secret = $4, scopes = $5, label = $6,
       username_claim = $7, role_claim = $8, role_rules = $9::jsonb, session_max_age_ms = $10, local_sign_in = $11, updated_at = $12, updated_by = $13`,
    [
      body.enabled,
      body.issuer.trim(),
      body.clientId.trim(),
      secret,
      body.scopes.trim(),
      body.label.trim(),
      body.usernameClaim,
      body.roleClaim,
      JSON.stringify(body.roleRules),
      maxAge,
      body.localSignIn,
      Date.now(),
      actor,
    ],
  );
  // The audit names what changed, never the secret itself.
  const changes = [
    before.enabled !== body.enabled && (body.enabled ? '开启单点登录' : '关闭单点登录'),
    before.issuer !== body.issuer.trim() && `签发者 ${body.issuer.trim()}`,
    before.clientId !== body.clientId.trim() && `客户端 ${body.clientId.trim()}`,
    typeof body.clientSecret === 'string' && body.clientSecret !== before.clientSecret && '客户端密钥已更换',
    body.clientSecret === null && before.clientSecret !== '' && '客户端密钥已删除（公开客户端，PKCE）',
    !sameRules(before.roleRules, body.roleRules) &&
      `角色映射 ${body.roleRules.map((r) => `${r.value}→${r.role}`).join('，') || '（空）'}`,
    before.roleClaim !== body.roleClaim && `角色声明 ${body.roleClaim}`,
    before.sessionMaxAgeMs !== maxAge && `会话最长 ${body.sessionMaxAgeHours} 小时`,
    before.localSignIn !== body.localSignIn && (body.localSignIn ? '允许所有本地账号登录' : '仅应急账号可用密码登录'),
  ].filter(Boolean);
  return changes.join('；') || '无变化';
}
