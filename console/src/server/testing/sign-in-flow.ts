import { generate } from 'otplib';
import type { SecurityPolicy } from '../../protocol/security';
import { DEFAULT_SECURITY_POLICY } from '../features/security';
import type { TestReply, TestService } from './harness';

let clients = 0;
/** Another loopback address (127.0.x.y): another client, so per-address rate limits stay out of the way. */
export const nextClientAddress = () => `127.0.${Math.floor(++clients / 250) + 1}.${(clients % 250) + 1}`;

/**
 * A browser's cookie jar of one person through the sign-in's steps, each agent from its own address: each reply's new
 * session cookie replaces the last.
 */
export class SignInAgent {
  cookie = '';

  constructor(
    private readonly service: TestService,
    readonly from = nextClientAddress(),
  ) {}

  async send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<TestReply> {
    const reply = await this.service.request(method, path, {
      body,
      from: this.from,
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
    });
    const set = reply.headers.getSetCookie?.().find((c) => c.startsWith('cockpit_console='));
    if (set) this.cookie = set.split(';')[0];
    return reply;
  }

  password(username: string, password: string): Promise<TestReply> {
    return this.send('POST', '/api/session', { username, password });
  }
}

/** Saves the security policy (the defaults with `over`) as `admin`. */
export async function setPolicy(service: TestService, admin: string, over: Partial<SecurityPolicy>): Promise<void> {
  const reply = await service.request('PUT', '/api/security/settings', {
    body: { ...DEFAULT_SECURITY_POLICY, ...over },
    headers: { cookie: admin },
  });
  if (reply.status !== 200) throw new Error(`policy refused: ${reply.text}`);
}

/** The code an authenticator shows for `secret`, `stepsAhead` periods from now. */
export const codeFor = (secret: string, stepsAhead = 0): Promise<string> =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** Actions in the audit, newest first (as an administrator sees them). */
export async function auditOf(
  service: TestService,
  admin: string,
  action: string,
): Promise<{ actor: string; target: string; detail?: string }[]> {
  const reply = await service.request('GET', '/api/audit?limit=500', { headers: { cookie: admin } });
  return reply
    .json<{ action: string; actor: string; target: string; detail?: string }[]>()
    .filter((e) => e.action === action);
}
