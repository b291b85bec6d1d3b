import { ROLES } from '../../../../protocol';
import type { RoleRule, SignInSettingsBody } from '../../../../protocol/sign-in';
import { DEFAULT_SESSION_MAX_AGE_MS } from './session-age';

/** The provider's settings as the service uses them (the secret included: it never leaves the service). */
export interface OidcSettings {
  enabled: boolean;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  label: string;
  usernameClaim: string;
  roleClaim: string;
  roleRules: RoleRule[];
  sessionMaxAgeMs: number;
  localSignIn: boolean;
}

/** Before an administrator sets anything: no provider, password sign-in for everyone, 12 h sessions. */
export const DEFAULT_OIDC_SETTINGS: OidcSettings = {
  enabled: false,
  issuer: '',
  clientId: '',
  clientSecret: '',
  scopes: 'openid profile',
  label: '统一身份认证登录',
  usernameClaim: 'preferred_username',
  roleClaim: 'groups',
  roleRules: [],
  sessionMaxAgeMs: DEFAULT_SESSION_MAX_AGE_MS,
  localSignIn: true,
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What is wrong with settings about to be stored ({ field, error } in Chinese), or null. Off settings are checked only for shape. */
export function settingsProblem(s: Omit<SignInSettingsBody, 'clientSecret'>): { field: string; error: string } | null {
  if (!s.enabled) return null;
  let issuer: URL;
  try {
    issuer = new URL(s.issuer);
  } catch {
    return { field: 'issuer', error: '签发者地址不是合法的网址' };
  }
  // Tokens and the client secret travel to the issuer: plain http only to this machine itself (a test provider).
  if (issuer.protocol !== 'https:' && !(issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname))) {
    return { field: 'issuer', error: '签发者地址须为 https（仅本机地址可用 http）' };
  }
  if (issuer.search || issuer.hash) return { field: 'issuer', error: '签发者地址不能带查询参数或片段' };
  if (!s.clientId.trim()) return { field: 'clientId', error: '请填写客户端 ID' };
  if (!s.scopes.split(/\s+/).includes('openid')) return { field: 'scopes', error: '权限范围须包含 openid' };
  if (!s.label.trim()) return { field: 'label', error: '请填写登录按钮文字' };
  return null;
}

/** `a=admin,b=operator` → rules; a part without `=` or with an unknown role is refused in words. */
function parseRules(text: string): RoleRule[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const at = part.lastIndexOf('=');
      const role = part.slice(at + 1).trim() as RoleRule['role'];
      if (at <= 0 || !(ROLES as readonly string[]).includes(role))
        throw new Error(`COCKPIT_OIDC_ROLES 的「${part}」应为 值=${ROLES.join('|')}`);
      return { value: part.slice(0, at).trim(), role };
    });
}

/**
 * The settings of an automated install (COCKPIT_OIDC_ISSUER and friends), or null when COCKPIT_OIDC_ISSUER is unset.
 * Set this way they are read-only in the console. A wrong value stops the service at start, naming it.
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv): OidcSettings | null {
  if (!env.COCKPIT_OIDC_ISSUER) return null;
  const hours = Number(env.COCKPIT_SESSION_MAX_AGE_HOURS ?? 12);
  if (!Number.isInteger(hours) || hours < 1 || hours > 720)
    throw new Error(
      `COCKPIT_SESSION_MAX_AGE_HOURS 应为 1 到 720 之间的整数，收到「${env.COCKPIT_SESSION_MAX_AGE_HOURS}」`,
    );
  const settings: OidcSettings = {
    enabled: true,
    issuer: env.COCKPIT_OIDC_ISSUER,
    clientId: env.COCKPIT_OIDC_CLIENT_ID ?? '',
    clientSecret: env.COCKPIT_OIDC_CLIENT_SECRET ?? '',
    scopes: env.COCKPIT_OIDC_SCOPES ?? DEFAULT_OIDC_SETTINGS.scopes,
    label: env.COCKPIT_OIDC_LABEL ?? DEFAULT_OIDC_SETTINGS.label,
    usernameClaim: env.COCKPIT_OIDC_USERNAME_CLAIM ?? DEFAULT_OIDC_SETTINGS.usernameClaim,
    roleClaim: env.COCKPIT_OIDC_ROLE_CLAIM ?? DEFAULT_OIDC_SETTINGS.roleClaim,
    roleRules: parseRules(env.COCKPIT_OIDC_ROLES ?? ''),
    sessionMaxAgeMs: hours * 3_600_000,
    localSignIn: env.COCKPIT_LOCAL_SIGN_IN !== '0',
  };
  const problem = settingsProblem({ ...settings, sessionMaxAgeHours: hours });
  if (problem) throw new Error(`单点登录环境变量有误（${problem.field}）：${problem.error}`);
  return settings;
}
