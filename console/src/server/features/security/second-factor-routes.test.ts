import { startTestService, testEngines, type TestService } from '../../testing/harness';
import { auditOf, codeFor, setPolicy, SignInAgent } from '../../testing/sign-in-flow';
import { createUser } from '../users';
import { runCliCommand } from '../../local-channel/cli-commands';

const PASSWORD = 'Correct horse 42';

describe.each(testEngines())('the second factor on %s', (engine) => {
  let service: TestService;
  let admin: string;
  beforeAll(async () => {
    service = await startTestService(engine, { signInSettingsTtlMs: 0 });
    admin = await service.login('admin');
    await setPolicy(service, admin, { secondFactor: 'admins' });
  }, 120_000);
  afterAll(() => service?.close());

  /** An administrator the policy sends to enrolment after the password: the QR's secret, a code, ten recovery codes. */
  async function enrolled(username: string) {
    await createUser(service.db, { username, password: PASSWORD, role: 'admin', createdBy: 'test' });
    const agent = new SignInAgent(service);
    expect((await agent.password(username, PASSWORD)).json()).toEqual({ step: 'enrol-second-factor' });
    // Nothing but the enrolment is open to a sign-in that has not passed it.
    expect((await agent.send('GET', '/api/walls')).status).toBe(401);
    const enrolment = (await agent.send('GET', '/api/session/second-factor/enrolment')).json<{
      secret: string;
      qrDataUrl: string;
      otpauthUri: string;
    }>();
    expect(enrolment.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    const wrong = await agent.send('POST', '/api/session/second-factor/enrolment', { code: '000000' });
    expect([wrong.status, wrong.json().error]).toEqual([
      400,
      '验证码不对：请用验证器扫描二维码后，输入它当前显示的 6 位数字',
    ]);
    const code = await codeFor(enrolment.secret);
    const done = (await agent.send('POST', '/api/session/second-factor/enrolment', { code })).json();
    expect(done).toMatchObject({ username, role: 'admin' });
    expect(done.recoveryCodes).toHaveLength(10);
    expect((await agent.send('GET', '/api/session')).json()).toEqual({ username, role: 'admin' });
    await agent.send('DELETE', '/api/session');
    return { secret: enrolment.secret, code, recoveryCodes: done.recoveryCodes as string[] };
  }

  it('enrols an administrator at sign-in, then asks for a code; a wrong one and a replayed one are refused in words', async () => {
    const { secret, code } = await enrolled(`tina-${engine}`);
    const agent = new SignInAgent(service);
    expect((await agent.password(`tina-${engine}`, PASSWORD)).json()).toEqual({ step: 'second-factor' });
    const wrong = await agent.send('POST', '/api/session/second-factor', { code: '123456' });
    expect([wrong.status, wrong.json().error]).toEqual([
      401,
      '验证码不对或已用过：请输入验证器上当前显示的 6 位数字，或一个未用过的恢复码',
    ]);
    // The enrolment took its code's step: the same code is never taken twice, the next one is.
    expect((await agent.send('POST', '/api/session/second-factor', { code })).status).toBe(401);
    const next = await codeFor(secret, 1);
    expect((await agent.send('POST', '/api/session/second-factor', { code: next })).json()).toEqual({
      username: `tina-${engine}`,
      role: 'admin',
    });
    const again = new SignInAgent(service);
    await again.password(`tina-${engine}`, PASSWORD);
    expect((await again.send('POST', '/api/session/second-factor', { code: next })).status).toBe(401);
    expect((await auditOf(service, admin, 'user.second-factor-enrol')).map((e) => e.target)).toContain(
      `tina-${engine}`,
    );
  });

  it('takes a recovery code once', async () => {
    const { recoveryCodes } = await enrolled(`rui-${engine}`);
    const first = new SignInAgent(service);
    await first.password(`rui-${engine}`, PASSWORD);
    expect(
      (await first.send('POST', '/api/session/second-factor', { code: recoveryCodes[3].toUpperCase() })).status,
    ).toBe(200);
    const second = new SignInAgent(service);
    await second.password(`rui-${engine}`, PASSWORD);
    expect((await second.send('POST', '/api/session/second-factor', { code: recoveryCodes[3] })).status).toBe(401);
    expect((await second.send('POST', '/api/session/second-factor', { code: recoveryCodes[4] })).status).toBe(200);
    expect(
      (await auditOf(service, admin, 'user.recovery-code-used')).filter((e) => e.target === `rui-${engine}`),
    ).toHaveLength(2);
  });

  it('reset-2fa from the command line sends the person to enrol again, audited', async () => {
    await enrolled(`ivy-${engine}`);
    expect(await runCliCommand(service.db, { command: 'reset-2fa', args: [`ivy-${engine}`] }, 'local')).toBe(
      `已清除 ivy-${engine} 的动态验证码和恢复码`,
    );
    expect((await new SignInAgent(service).password(`ivy-${engine}`, PASSWORD)).json()).toEqual({
      step: 'enrol-second-factor',
    });
    expect((await auditOf(service, admin, 'user.second-factor-reset'))[0]).toMatchObject({
      actor: '(本机命令行)',
      target: `ivy-${engine}`,
    });
  });
});
