/** What to do without credentials: name the variables, and how to get an operator user while the service runs. */
export const NO_CREDENTIALS = [
  '请设置环境变量 COCKPIT_CONSOLE_USER 和 COCKPIT_CONSOLE_PASSWORD（有操作员或管理员角色的控制台用户）。',
  '还没有这样的用户时：管理员在控制台“用户”页创建一个操作员，或在本机运行（服务运行时即可）',
  '  npm run console -- create-user <用户名> --role operator   （密码取自 COCKPIT_ADMIN_PASSWORD 或标准输入）',
  '  还没有任何用户时先运行 npm run console -- create-admin <用户名>',
].join('\n');

/** Who signs in to the fleet service, from COCKPIT_CONSOLE_USER / COCKPIT_CONSOLE_PASSWORD (never a default). */
export function consoleCredentials(env: NodeJS.ProcessEnv = process.env): { username: string; password: string } {
  const username = env.COCKPIT_CONSOLE_USER;
  const password = env.COCKPIT_CONSOLE_PASSWORD;
  if (!username || !password) throw new Error(NO_CREDENTIALS);
  return { username, password };
}

/** What the service says about a refusal: its `{ error }` message, else the status. */
async function refusal(response: Response): Promise<Error> {
  const text = await response.text();
  let message: string | undefined;
  try {
    message = (JSON.parse(text) as { error?: unknown }).error as string | undefined;
  } catch {
    message = undefined;
  }
  return new Error(
    `舰队服务拒绝（${response.status}）：${typeof message === 'string' ? message : text.slice(0, 200) || response.statusText}`,
  );
}

/** Sends a request (JSON when it has a body); a refusal throws the server's message. */
async function send(url: string, init: { method: string; body?: unknown; cookie?: string }): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        ...(init.body !== undefined && { 'content-type': 'application/json' }),
        ...(init.cookie && { cookie: init.cookie }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new Error(`无法连接舰队服务 ${url}：${(error as Error).message}`);
  }
  if (!response.ok) throw await refusal(response);
  return response;
}

/** A signed-in session with the fleet service: each call carries its cookie. */
export interface FleetSession {
  /** Sends `method path body` and returns the reply (a refusal throws the server's message). */
  call(call: { method: string; path: string; body?: unknown }): Promise<Response>;
}

/** Signs in to the fleet service at `fleetUrl` (a session cookie, kept in memory for this command only). */
export async function signIn(
  fleetUrl: string,
  credentials: { username: string; password: string },
): Promise<FleetSession> {
  const base = fleetUrl.replace(/\/+$/, '');
  const session = await send(`${base}/api/session`, { method: 'POST', body: credentials });
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    call: ({ method, path, body }) =>
      // A POST without a body still says JSON: the service's routes read an empty object.
      send(`${base}${path}`, { method, body: method === 'POST' && body === undefined ? {} : body, cookie }),
  };
}

/** The service's refusal of a version its inventory does not hold (yet): the published folder is rescanned every 15 s. */
const UNKNOWN_VERSION = /^舰队服务拒绝（400）：发布清单中没有 /;

/**
 * Signs in to the fleet service at `fleetUrl` (a session cookie, kept for this one call) and sends
 * `method path body`; returns the parsed reply. A version refused as not in the inventory is looked for once more
 * after asking the service to rescan its published folder (`POST /api/releases/rescan`, audited): a build published a
 * moment ago is used at once instead of after the next timed rescan.
 */
export async function fleetRequest(
  fleetUrl: string,
  credentials: { username: string; password: string },
  call: { method: string; path: string; body?: unknown },
): Promise<unknown> {
  const session = await signIn(fleetUrl, credentials);
  try {
    return await (await session.call(call)).json();
  } catch (error) {
    if (!(error instanceof Error) || !UNKNOWN_VERSION.test(error.message)) throw error;
    const rescan = await session.call({ method: 'POST', path: '/api/releases/rescan' }).catch(() => undefined);
    if (!rescan) throw error;
    return (await session.call(call)).json();
  }
}
