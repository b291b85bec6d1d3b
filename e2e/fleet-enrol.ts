import {
  expect,
  request as http,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import type { RunningStack } from '../tools';
import { ADMIN, OPERATOR, openWall } from './fleet-stack';

/** A console API client signed in as `user` (admin by default). */
export async function consoleApi(
  stack: RunningStack,
  user: { username: string; password: string } = ADMIN,
): Promise<APIRequestContext> {
  const api = await http.newContext({ baseURL: stack.fleetUrl });
  const signIn = await api.post('/api/session', { data: { username: user.username, password: user.password } });
  expect(signIn.ok(), `signed in as ${user.username}`).toBe(true);
  return api;
}

/** Creates a provisioning token for `group` through the console API, as an admin would; returns its secret. */
export async function provisioningToken(stack: RunningStack, group: string, maxUses = 50): Promise<string> {
  const api = await consoleApi(stack, ADMIN);
  try {
    const reply = await api.post('/api/provisioning-tokens', {
      data: { group, label: `e2e ${group}`, expiresInHours: 2, maxUses },
    });
    expect(reply.ok(), await reply.text()).toBe(true);
    return ((await reply.json()) as { secret: string }).secret;
  } finally {
    await api.dispose();
  }
}

const tokens = new WeakMap<RunningStack, Map<string, Promise<string>>>();

/** One token per group and stack, made at first use. */
function tokenFor(stack: RunningStack, group: string): Promise<string> {
  const mine = tokens.get(stack) ?? new Map<string, Promise<string>>();
  tokens.set(stack, mine);
  if (!mine.has(group)) mine.set(group, provisioningToken(stack, group));
  return mine.get(group)!;
}

/**
 * Opens a wall enrolled in `group` by a provisioning-token address (`/?enroll=…&wall=<name>`, the name its suggested
 * id), waits until it holds its credential and returns it. `path` is its route (`/`, `/xndx`).
 */
export async function openEnrolledWall(
  browser: Browser,
  stack: RunningStack,
  options: {
    name: string;
    group: string;
    path?: string;
    query?: string;
    before?: (context: BrowserContext) => Promise<void>;
  },
): Promise<Page> {
  const token = await tokenFor(stack, options.group);
  const url = `${stack.shellUrl}${options.path ?? '/'}?wall=${options.name}${options.query ?? ''}&enroll=${encodeURIComponent(token)}`;
  const page = await openWall(browser, url, options.before);
  const status = () =>
    page.evaluate(
      () => (window as unknown as { __cockpit?: { wall?: Record<string, unknown> } }).__cockpit?.wall ?? {},
    );
  // A ceiling, not a wait: under a load average of 30 a first exchange has taken longer than the wall's 10 s request timeout.
  await expect
    .poll(async () => (await status()).id, { timeout: 90_000 })
    .toBe(options.name)
    .catch(async (error: Error) => {
      // What the wall itself says (a refusal's notice, the last request's trouble) makes the failure readable.
      const { notices, lastBeatError, pairing } = await status();
      throw new Error(
        `${options.name} 未入网：${JSON.stringify({ notices, lastBeatError, pairing })}\n${error.message}`,
      );
    });
  return page;
}

/** The service's id of the wall on `page` (undefined until it holds a credential). */
export const wallId = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => (window as unknown as { __cockpit?: { wall?: { id?: string } } }).__cockpit?.wall?.id);

/** The pairing code the wall on `page` shows in its header band. */
export const pairingCode = (page: Page) => page.locator('[data-pairing-code]');

export { OPERATOR };
