import { startTestService, type TestService } from '../../testing/harness';
import {
  providerSettings,
  startTestProvider,
  type ProviderState,
  type TestProvider,
} from '../../testing/oidc-provider';
import { SsoAgent } from '../../testing/sso-agent';
import { createUser } from '../users';

// Each flow runs against oidc-provider in its own process: real discovery, login pages, codes, PKCE and signed ID tokens.
let service: TestService;
let provider: TestProvider;
let admin: string;
const people: ProviderState['accounts'] = {
  alice: { preferred_username: 'alice', name: '王丽', groups: ['cockpit-operators'] },
  bob: { preferred_username: 'bob', groups: ['library-staff'] },
  carol: { preferred_username: 'carol', groups: ['cockpit-admins'] },
  mallory: { preferred_username: 'mallory', groups: ['cockpit-admins'] },
};

const settings = (over: Record<string, unknown> = {}) => providerSettings(provider, over);
const put = (body: unknown, cookie = admin) =>
  service.request('PUT', '/api/sign-in/settings', { body, headers: { cookie } });
const auditOf = async (action: string) =>
  (await service.request('GET', '/api/audit?limit=200', { headers: { cookie: admin } }))
    .json<{ action: string; actor: string; detail?: string }[]>()
    .filter((e) => e.action === action);

/** Signs in through the provider; returns the agent and where the console sent it after the callback. */
async function signIn(login: string, options: { next?: string; tamper?: (u: URL) => URL } = {}) {
  const agent = new SsoAgent();
  const callback = await agent.signInAtProvider(service.url, login, options);
  const answer = await agent.send(callback.href);
  return {
    agent,
    callback,
    status: answer.status,
    location: answer.headers.get('location') ?? '',
    cookie: agent.cookieHeader(service.url),
  };
}
const session = (cookie: string) => service.request('GET', '/api/session', { headers: { cookie } });

beforeAll(async () => {
  service = await startTestService('pglite', { signInSettingsTtlMs: 0 });
  provider = await startTestProvider(
    { accounts: people },
    [`${service.url}/api/sign-in/oidc/callback`],
    [`${service.url}/login`],
  );
  admin = await service.login('admin', 'root-admin');
  expect((await put(settings())).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await provider?.stop();
  await service?.close();
});
beforeEach(() => provider.setState({ accounts: people }));

describe('signing in through the provider', () => {
  it('makes the user from the claims, lands on the page asked for with the mapped role, and refuses what the role does not allow', async () => {
    const { status, location, cookie } = await signIn('alice', { next: '/walls/hall-1?tab=slots' });
    expect([status, location]).toEqual([302, '/walls/hall-1?tab=slots']);
    expect((await session(cookie)).json()).toEqual({ username: 'alice', role: 'operator', sso: true });
    // No console password: the own-password route refuses in words (never a 500 on the empty hash).
    const own = await service.request('PUT', '/api/session/password', {
      body: { currentPassword: 'x', newPassword: 'Correct horse battery' },
      headers: { cookie },
    });
    expect(own.status).toBe(403);
    const refused = await service.request('POST', '/api/users', {
      body: { username: 'x1', password: 'Correct horse battery', role: 'viewer' },
      headers: { cookie },
    });
    expect(refused.status).toBe(403);
    const created = await auditOf('user.create');
    expect(created.find((e) => e.actor === 'alice')?.detail).toContain(`提供方 ${provider.issuer} 主体 alice`);
    expect((await auditOf('session.login')).find((e) => e.actor === 'alice')?.detail).toBe(
      `单点登录 提供方 ${provider.issuer} 主体 alice`,
    );
  });

  it('gives the roles the claims say at every sign-in: removed from the group, the role is gone at the next one', async () => {
    provider.setState({ accounts: { ...people, carol: { preferred_username: 'carol', groups: ['cockpit-admins'] } } });
    expect((await session((await signIn('carol')).cookie)).json().role).toBe('admin');
    provider.setState({
      accounts: { ...people, carol: { preferred_username: 'carol', groups: ['cockpit-operators'] } },
    });
    expect((await session((await signIn('carol')).cookie)).json().role).toBe('operator');
    provider.setState({ accounts: { ...people, carol: { preferred_username: 'carol', groups: [] } } });
    const noRole = await signIn('carol');
    expect((await session(noRole.cookie)).status).toBe(403);
    const changes = (await auditOf('user.role')).filter((e) => e.actor === 'carol').map((e) => e.detail);
    expect(changes).toEqual([
      `operator → 无（依据 ${provider.issuer} 的声明）`,
      `admin → operator（依据 ${provider.issuer} 的声明）`,
    ]);
  });

  it('signs in a person whose claims map to no role, tells them so, and allows them nothing', async () => {
    const { status, location, cookie } = await signIn('bob');
    expect([status, location]).toEqual([302, '/']);
    const me = await session(cookie);
    expect(me.status).toBe(403);
    expect(me.json()).toEqual({ error: expect.stringContaining('没有分配任何角色'), field: 'role' });
    for (const [method, path] of [
      ['GET', '/api/walls'],
      ['GET', '/api/audit'],
      ['POST', '/api/groups'],
    ]) {
      expect(
        (
          await service.request(method, path, {
            body: method === 'POST' ? { group: 'g1', name: 'g', from: 'hub' } : undefined,
            headers: { cookie },
          })
        ).status,
      ).toBe(403);
    }
    expect((await service.request('DELETE', '/api/session', { headers: { cookie } })).status).toBe(200);
    expect((await session(cookie)).status).toBe(401);
  });

  it('never takes over a local account of the same name', async () => {
    await createUser(service.db, {
      username: 'mallory',
      password: 'Correct horse battery',
      role: 'viewer',
      createdBy: 'test',
    });
    const { cookie } = await signIn('mallory');
    expect((await session(cookie)).json()).toEqual({
      username: expect.stringMatching(/^mallory\.[0-9a-f]{8}$/),
      role: 'admin',
      sso: true,
    });
  });

  it("signs out: the session ends and the reply names the provider's end-session URL with the ID token as hint", async () => {
    const { cookie } = await signIn('alice');
    const out = (await service.request('DELETE', '/api/session', { headers: { cookie } })).json<{
      endSessionUrl: string;
    }>();
    const end = new URL(out.endSessionUrl);
    expect(end.origin + end.pathname).toBe(`${provider.issuer}/session/end`);
    expect(end.searchParams.get('id_token_hint')).toMatch(/^ey/);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${service.url}/login`);
    expect((await session(cookie)).status).toBe(401);
    const page = await fetch(end);
    expect(page.status).toBe(200);
  });

  it('ends a session older than the maximum age', async () => {
    const { cookie } = await signIn('alice');
    expect((await session(cookie)).status).toBe(200);
    await service.db.query(
      "UPDATE sessions SET data = jsonb_set(data, '{signedInAt}', to_jsonb($1::bigint)) WHERE data->>'username' = 'alice'",
      [Date.now() - 13 * 3_600_000],
    );
    const old = await session(cookie);
    expect([old.status, old.json().error]).toEqual([401, '登录已超过会话最长时间，请重新登录']);
  });
});

describe('attacks on the sign-in, each refused', () => {
  it('a forged state: no sign-in of this browser has it', async () => {
    const agent = new SsoAgent();
    const forged = await agent.send(
      `${service.url}/api/sign-in/oidc/callback?code=abc&state=forged&iss=${encodeURIComponent(provider.issuer)}`,
    );
    expect(forged.headers.get('location')).toBe('/login?sso=state');
    // A state cookie made up to match the made-up state: no sign-in under way has it.
    const planted = await fetch(`${service.url}/api/sign-in/oidc/callback?code=abc&state=forged`, {
      redirect: 'manual',
      headers: { cookie: 'cockpit_sso=forged' },
    });
    expect(planted.headers.get('location')).toBe('/login?sso=state');
    // This browser's own sign-in, answered with another state than its own.
    const callback = await agent.signInAtProvider(service.url, 'alice', {
      tamper: (u) => (u.searchParams.set('state', 'attacker-state'), u),
    });
    const answer = await agent.send(callback.href);
    expect(answer.headers.get('location')).toMatch(/^\/login\?sso=/);
    expect(agent.cookie(service.url, 'cockpit_console')).toBeUndefined();
  });

  it('a replayed state: a callback that signed in once signs in no one again', async () => {
    const agent = new SsoAgent();
    const callback = await agent.signInAtProvider(service.url, 'alice');
    const stateCookie = agent.cookieHeader(service.url);
    expect((await agent.send(callback.href)).headers.get('location')).toBe('/');
    const replay = await fetch(callback, { redirect: 'manual', headers: { cookie: stateCookie } });
    expect(replay.headers.get('location')).toBe('/login?sso=state');
    expect(replay.headers.getSetCookie().some((c) => c.startsWith('cockpit_console='))).toBe(false);
  });

  it('a wrong nonce: the ID token answers another authorization request than the one this console made', async () => {
    const { location } = await signIn('alice', { tamper: (u) => (u.searchParams.set('nonce', 'attacker-nonce'), u) });
    expect(location).toBe('/login?sso=provider');
    expect((await auditOf('session.login-failed')).some((e) => /，nonce）/.test(e.detail ?? ''))).toBe(true);
  });

  it('a token from another issuer: the console trusts one issuer, whatever a discovery document claims', async () => {
    expect((await put(settings({ issuer: provider.alias }))).status).toBe(200);
    try {
      const { location } = await signIn('alice');
      expect(location).toBe('/login?sso=provider');
      expect((await auditOf('session.login-failed'))[0].detail).toMatch(/iss/);
    } finally {
      expect((await put(settings())).status).toBe(200);
    }
  });

  it('a token for another audience: a real ID token of the right issuer, minted for another client', async () => {
    provider.setState({ accounts: people, mode: 'swap-client' });
    const { location } = await signIn('carol');
    expect(location).toBe('/login?sso=provider');
    expect((await auditOf('session.login-failed')).some((e) => /，aud）/.test(e.detail ?? ''))).toBe(true);
  });

  it.each([
    ['forge-token', 'signed by a key the provider never had'],
    ['unsigned-token', 'not signed at all (alg none)'],
  ] as const)(
    'a forged ID token (%s): right issuer, audience, nonce and expiry, %s — refused in words, nobody made',
    async (mode, _how) => {
      provider.setState({
        accounts: { ...people, dave: { preferred_username: 'dave', groups: ['cockpit-admins'] } },
        mode,
      });
      const { location, cookie } = await signIn('dave');
      expect(location).toBe('/login?sso=provider');
      expect((await session(cookie)).status).toBe(401);
      const users = (await service.request('GET', '/api/users', { headers: { cookie: admin } })).json<
        { username: string }[]
      >();
      expect(users.map((u) => u.username)).not.toContain('dave');
      const failed = (await auditOf('session.login-failed'))[0]?.detail ?? '';
      expect(failed).toMatch(mode === 'forge-token' ? /signature/i : /alg/i);
    },
  );

  it('an open redirect after sign-in: only a path of this console', async () => {
    for (const next of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      expect((await signIn('alice', { next })).location).toBe('/');
    }
  });
});

describe('a rotated signing key', () => {
  it('checks the ID token against the keys the provider publishes now: a sign-in right after a rotation works', async () => {
    expect((await signIn('alice')).location).toBe('/');
    // The same issuer again, with a new signing key (the test provider makes one at start): the console's cached
    // discovery still names the same JWKS URL, whose answer has changed.
    const port = Number(new URL(provider.issuer).port);
    await provider.stop();
    provider = await startTestProvider(
      { accounts: people },
      [`${service.url}/api/sign-in/oidc/callback`],
      [`${service.url}/login`],
      port,
    );
    const { location, cookie } = await signIn('alice');
    expect(location).toBe('/');
    expect((await session(cookie)).json()).toMatchObject({ username: 'alice', role: 'operator' });
  });
});

describe('local accounts and the settings', () => {
  it('keeps the client secret in the server: never read back, kept when a save leaves it out', async () => {
    const view = await service.request('GET', '/api/sign-in/settings', { headers: { cookie: admin } });
    expect(view.text).not.toContain(provider.clientSecret);
    expect(view.json()).toMatchObject({
      hasClientSecret: true,
      redirectUri: `${service.url}/api/sign-in/oidc/callback`,
      fromEnvironment: false,
    });
    const { clientSecret: _omitted, ...rest } = settings({ label: '校园统一身份认证' });
    expect((await put(rest)).status).toBe(200);
    expect((await signIn('alice')).location).toBe('/');
    expect((await service.request('GET', '/api/sign-in/options')).json()).toEqual({
      oidc: { label: '校园统一身份认证' },
      localSignIn: true,
    });
    expect((await put(settings({ issuer: 'http://sso.example.edu.cn' }))).json()).toMatchObject({ field: 'issuer' });
    expect((await put(settings(), await service.login('operator'))).status).toBe(403);
  });

  it('with local sign-in off only emergency accounts use a password', async () => {
    await createUser(service.db, {
      username: 'ops-local',
      password: 'Correct horse battery',
      role: 'operator',
      createdBy: 'test',
    });
    await createUser(service.db, {
      username: 'break-glass',
      password: 'Correct horse battery',
      role: 'admin',
      createdBy: 'test',
      emergency: true,
    });
    expect((await put(settings({ localSignIn: false }))).status).toBe(200);
    try {
      const password = 'Correct horse battery';
      const refused = await service.request('POST', '/api/session', { body: { username: 'ops-local', password } });
      expect([refused.status, refused.json().error]).toEqual([403, expect.stringContaining('本地账号登录已关闭')]);
      expect(
        (await service.request('POST', '/api/session', { body: { username: 'break-glass', password } })).status,
      ).toBe(200);
    } finally {
      expect((await put(settings())).status).toBe(200);
    }
  });
});
