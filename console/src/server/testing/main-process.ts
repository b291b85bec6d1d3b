import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const SERVER_DIR = join(__dirname, '..');
const CONSOLE_DIR = join(SERVER_DIR, '../..');

/** The fleet service as its own process (`main.ts`), so that a test can kill it with SIGKILL. */
export interface MainProcess {
  child: ChildProcess;
  url: string;
  /** kill -9, resolved once the process is gone. */
  kill9(): Promise<void>;
}

/** Starts `main.ts` on `dataDir` (embedded database, a free port) and resolves with its URL once it listens. */
export function startMain(dataDir: string): Promise<MainProcess> {
  // node itself with tsx as a loader: the tsx CLI would put a second process between the signal and the server.
  const child = spawn(process.execPath, ['--import', 'tsx', join(SERVER_DIR, 'main.ts')], {
    cwd: CONSOLE_DIR,
    env: { ...process.env, COCKPIT_FLEET_PORT: '0', COCKPIT_FLEET_DATA: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill9 = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  };
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
      if (url) resolve({ child, url, kill9 });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`main.ts exited ${code}: ${out}`)));
  });
}

/** Signs in as `username` and returns the session cookie. */
export async function signIn(url: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`sign-in as ${username}: ${login.status} ${await login.text()}`);
  return login.headers.getSetCookie()[0].split(';')[0];
}
