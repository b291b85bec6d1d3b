import { identityTag, usernameCandidates } from './jit-username';
import { sessionExpired } from './session-age';
import { settingsFromEnv, settingsProblem } from './settings-rules';

const good = {
  enabled: true,
  issuer: 'https://sso.example.edu.cn/realms/campus',
  clientId: 'cockpit',
  scopes: 'openid profile groups',
  label: '统一身份认证登录',
  usernameClaim: 'preferred_username',
  roleClaim: 'groups',
  roleRules: [],
  sessionMaxAgeHours: 12,
  localSignIn: true,
};

describe('sign-in settings', () => {
  it('accepts https issuers and http on this machine only', () => {
    expect(settingsProblem(good)).toBeNull();
    expect(settingsProblem({ ...good, issuer: 'http://127.0.0.1:8080' })).toBeNull();
    expect(settingsProblem({ ...good, issuer: 'http://sso.example.edu.cn' })?.field).toBe('issuer');
    expect(settingsProblem({ ...good, issuer: 'not a url' })?.field).toBe('issuer');
    expect(settingsProblem({ ...good, issuer: 'https://sso.example.edu.cn/?x=1' })?.field).toBe('issuer');
  });

  it('needs a client, the openid scope and a label when on (a secret is optional: a public client uses PKCE); nothing when off', () => {
    expect(settingsProblem({ ...good, clientId: ' ' })?.field).toBe('clientId');
    expect(settingsProblem(good)).toBeNull();
    expect(settingsProblem({ ...good, scopes: 'profile groups' })?.field).toBe('scopes');
    expect(settingsProblem({ ...good, label: '' })?.field).toBe('label');
    expect(settingsProblem({ ...good, enabled: false, issuer: '' })).toBeNull();
  });

  it('reads an automated install from the environment, refusing a wrong value by name', () => {
    expect(settingsFromEnv({})).toBeNull();
    const env = {
      COCKPIT_OIDC_ISSUER: good.issuer,
      COCKPIT_OIDC_CLIENT_ID: 'cockpit',
      COCKPIT_OIDC_CLIENT_SECRET: 's',
      COCKPIT_OIDC_ROLES: 'cockpit-admins=admin, 大屏运维=operator, 安全组=security, 审计组=auditor',
      COCKPIT_LOCAL_SIGN_IN: '0',
      COCKPIT_SESSION_MAX_AGE_HOURS: '8',
    };
    expect(settingsFromEnv(env)).toMatchObject({
      enabled: true,
      roleRules: [
        { value: 'cockpit-admins', role: 'admin' },
        { value: '大屏运维', role: 'operator' },
        { value: '安全组', role: 'security' },
        { value: '审计组', role: 'auditor' },
      ],
      localSignIn: false,
      sessionMaxAgeMs: 8 * 3_600_000,
    });
    expect(() => settingsFromEnv({ ...env, COCKPIT_OIDC_ROLES: 'x=root' })).toThrow('COCKPIT_OIDC_ROLES');
    expect(() => settingsFromEnv({ ...env, COCKPIT_SESSION_MAX_AGE_HOURS: '0' })).toThrow(
      'COCKPIT_SESSION_MAX_AGE_HOURS',
    );
    expect(settingsFromEnv({ ...env, COCKPIT_OIDC_CLIENT_SECRET: '' })?.clientSecret).toBe('');
  });
});

describe('just-in-time user names', () => {
  it('takes the username claim, else a tag of the identity; the second choice never equals the first', () => {
    expect(usernameCandidates({ preferred_username: 'zhang.san' }, 'preferred_username', 'https://i', 's1')).toEqual([
      'zhang.san',
      `zhang.san.${identityTag('https://i', 's1')}`,
    ]);
    expect(usernameCandidates({ email: 'li@example.cn' }, 'email', 'https://i', 's1')[0]).toBe('li_example.cn');
    expect(usernameCandidates({ preferred_username: '张三' }, 'preferred_username', 'https://i', 's1')[0]).toBe(
      `sso-${identityTag('https://i', 's1')}`,
    );
    expect(usernameCandidates({}, 'preferred_username', 'https://i', 's2')[0]).toMatch(/^sso-[0-9a-f]{8}$/);
    expect(identityTag('https://i', 's1')).not.toBe(identityTag('https://j', 's1'));
  });
});

describe('session maximum age', () => {
  it('ends a session at its maximum age; one without a sign-in time is left to its stored lifetime', () => {
    expect(sessionExpired(1000, 1000 + 3_599_999, 3_600_000)).toBe(false);
    expect(sessionExpired(1000, 1000 + 3_600_000, 3_600_000)).toBe(true);
    expect(sessionExpired(undefined, 1e15, 3_600_000)).toBe(false);
  });
});
