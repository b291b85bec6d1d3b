import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { tempDir } from './testing';

const tsx = join(__dirname, '..', 'node_modules', '.bin', 'tsx');
const main = join(__dirname, 'main.ts');
const tmp = tempDir();
afterAll(() => tmp.cleanup());

/** Runs the CLI and collects its output; resolves when `until` matches stdout or the process exits. */
function run(args: string[], env: NodeJS.ProcessEnv, until?: RegExp) {
  const child: ChildProcess = spawn(tsx, [main, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<RegExpMatchArray | null>((resolve) => {
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      const match = until && out.match(until);
      if (match) resolve(match);
    });
    child.stderr!.on('data', (chunk) => (err += String(chunk)));
    void exited.then(() => resolve(null));
  });
  return { child, ready, exited, output: () => ({ out, err }) };
}

describe('the CLI (src/main.ts)', () => {
  it('serves on the given port and database, logs the URL and closes on SIGTERM', async () => {
    const db = join(tmp.dir, 'cli.sqlite');
    const cli = run(['--port', '0', '--db', db], {}, /Cockpit API: (http:\/\/127\.0\.0\.1:\d+)\/cockpit/);
    const match = await cli.ready;
    expect(match).not.toBeNull();
    const reply = await fetch(`${match![1]}/cockpit/runningTeam/sum`);
    expect(((await reply.json()) as { code: number }).code).toBe(200);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(cli.output().out).toContain(db);
  }, 20_000);

  it('takes the port from COCKPIT_API_PORT and rejects a bad one clearly', async () => {
    const cli = run([], { COCKPIT_API_PORT: 'abc', COCKPIT_DB: join(tmp.dir, 'env.sqlite') });
    expect(await cli.exited).toBe(1);
    expect(cli.output().err).toContain('端口无效：abc');
  }, 20_000);
});
