import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Who exists at the test provider (login → claims) and how its front door behaves (see `oidc-provider-main.ts`). */
export interface ProviderState {
  accounts: Record<string, Record<string, unknown>>;
  mode?: 'honest' | 'swap-client' | 'forge-token' | 'unsigned-token';
}

/** A running test provider: its issuer, an alias (another issuer's discovery), and its state to change between sign-ins. */
export interface TestProvider {
  issuer: string;
  alias: string;
  clientId: string;
  clientSecret: string;
  setState(state: ProviderState): void;
  stop(): Promise<void>;
}

/** The sign-in settings that send the console to `provider` (username and `groups` claims, two role rules), with `over`. */
export const providerSettings = (provider: TestProvider, over: Record<string, unknown> = {}) => ({
  enabled: true,
  issuer: provider.issuer,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  scopes: 'openid profile groups',
  label: '统一身份认证登录',
  usernameClaim: 'preferred_username',
  roleClaim: 'groups',
  sessionMaxAgeHours: 12,
  localSignIn: true,
  roleRules: [
    { value: 'cockpit-operators', role: 'operator' },
    { value: 'cockpit-admins', role: 'admin' },
  ],
  ...over,
});

/** Starts `oidc-provider-main.ts` in its own process, registered for `redirectUris`; resolves once it listens. */
export function startTestProvider(
  state: ProviderState,
  redirectUris: string[],
  postLogoutUris: string[] = [],
  port = 0,
): Promise<TestProvider> {
  const dir = mkdtempSync(join(tmpdir(), 'cockpit-oidc-'));
  const stateFile = join(dir, 'state.json');
  const setState = (next: ProviderState) => writeFileSync(stateFile, JSON.stringify(next));
  setState(state);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'oidc-provider-main.ts')], {
    env: {
      ...process.env,
      OIDC_STATE_FILE: stateFile,
      OIDC_REDIRECT_URIS: redirectUris.join(','),
      OIDC_POST_LOGOUT_URIS: postLogoutUris.join(','),
      OIDC_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /OIDC_READY (\S+) (\S+)/.exec(out);
      if (ready)
        resolve({
          issuer: ready[1],
          alias: ready[2],
          clientId: 'cockpit',
          clientSecret: 'cockpit-test-secret-0123456789',
          setState,
          stop,
        });
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`test provider exited ${code}: ${out}`)));
  });
}
