import { startTestService, type TestService } from '../../testing/harness';
import {
  providerSettings,
  startTestProvider,
  type ProviderState,
  type TestProvider,
} from '../../testing/oidc-provider';
import { auditOf, setPolicy } from '../../testing/sign-in-flow';
import { SsoAgent } from '../../testing/sso-agent';

// The sessions' limit of a person signed in through the provider, against oidc-provider in its own process: the same
// rule per role as for a password, and the separated duties' roles given by the claim mapping.
let service: TestService;
let provider: TestProvider;
let admin: string;
/** Each login at the provider and the groups its claims carry. */
const people: ProviderState['accounts'] = Object.fromEntries(
  Object.entries({
    dana: ['cockpit-admins'],
    erin: ['cockpit-operators'],
    sam: ['cockpit-security'],
    aude: ['cockpit-audit', 'cockpit-operators'],
  }).map(([login, groups]) => [login, { preferred_username: login, groups }]),
);
const roleRules = [
  { value: 'cockpit-operators', role: 'operator' },
  { value: 'cockpit-admins', role: 'admin' },
  { value: 'cockpit-security', role: 'security' },
  { value: 'cockpit-audit', role: 'auditor' },
];
const putSettings = (rules: unknown) =>
  service.request('PUT', '/api/sign-in/settings', {
    headers: { cookie: admin },
    body: providerSettings(provider, { roleRules: rules }),
  });
const policy = (overLimit: 'end-oldest' | 'refuse') =>
  setPolicy(service, admin, { maxSessionsAdmin: 1, maxSessionsOther: 2, overLimit });

/** One sign-in through the provider by a browser of its own: where the callback sent it, and its session cookie. */
async function signIn(login: string) {
  const agent = new SsoAgent();
  const answer = await agent.send((await agent.signInAtProvider(service.url, login)).href);
  return { location: answer.headers.get('location') ?? '', cookie: agent.cookieHeader(service.url) };
}
const sessionOf = async (cookie: string) => {
  const reply = await service.request('GET', '/api/session', { headers: { cookie } });
  return reply.status === 200 ? reply.json<{ role: string }>().role : reply.status;
};

beforeAll(async () => {
  service = await startTestService('pglite', { signInSettingsTtlMs: 0 });
  provider = await startTestProvider(
    { accounts: people },
    [`${service.url}/api/sign-in/oidc/callback`],
    [`${service.url}/login`],
  );
  admin = await service.login('admin');
  expect((await putSettings(roleRules)).status).toBe(200);
  await policy('end-oldest');
}, 120_000);
afterAll(async () => {
  await provider?.stop();
  await service?.close();
});

it('maps claims to every role the console has, the separated duties too; a role it has not is refused in words', async () => {
  expect(await sessionOf((await signIn('sam')).cookie)).toBe('security');
  expect(await sessionOf((await signIn('aude')).cookie)).toBe('auditor');
  const refused = await putSettings([{ value: 'x', role: 'root' }]);
  expect(refused.status).toBe(400);
  expect(refused.json().error).toMatch(/[\u4e00-\u9fff]/);
});

it("an administrator signed in through the provider holds the administrators' number of sessions: a new sign-in ends the oldest", async () => {
  const first = await signIn('dana');
  expect(await sessionOf(first.cookie)).toBe('admin');
  const second = await signIn('dana');
  expect([await sessionOf(first.cookie), await sessionOf(second.cookie)]).toEqual([401, 'admin']);
  expect((await auditOf(service, admin, 'session.end')).map((e) => [e.target, e.detail])).toContainEqual([
    'dana',
    '超出会话上限 1 个：结束最早的会话 1 个',
  ]);
});

it('anyone else holds the others\' number; with "refuse" the sign-in over it comes back to the login page and ends nothing', async () => {
  const sessions = [await signIn('erin'), await signIn('erin')];
  expect(await Promise.all(sessions.map((s) => sessionOf(s.cookie)))).toEqual(['operator', 'operator']);
  await policy('refuse');
  try {
    const refused = await signIn('erin');
    expect(refused.location).toBe('/login?sso=session-limit');
    expect(await sessionOf(refused.cookie)).toBe(401);
    expect(await Promise.all(sessions.map((s) => sessionOf(s.cookie)))).toEqual(['operator', 'operator']);
    expect((await auditOf(service, admin, 'session.login-failed')).map((e) => e.detail)).toContain(
      '已有 2 个会话，达到上限 2 个',
    );
  } finally {
    await policy('end-oldest');
  }
});
