import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shipped rules and example configuration. */
export const PROMETHEUS_DIR = join(__dirname, '../../../../../prometheus');
export const SHIPPED_RULES = join(PROMETHEUS_DIR, 'cockpit-alerts.yml');

/** Debian's binaries and the package each comes from. */
export const BINARIES = {
  promtool: { path: '/usr/bin/promtool', pkg: 'prometheus' },
  prometheus: { path: '/usr/bin/prometheus', pkg: 'prometheus' },
  alertmanager: { path: '/usr/bin/prometheus-alertmanager', pkg: 'prometheus-alertmanager' },
} as const;

/** A binary's path, or an error naming the package to install (never a skip). */
export function binary(name: keyof typeof BINARIES): string {
  const { path, pkg } = BINARIES[name];
  if (!existsSync(path)) throw new Error(`${path} 不存在：请先 apt-get install -y ${pkg}`);
  return path;
}

/** Runs promtool with arguments; its exit code and output. */
export function promtool(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(binary('promtool'), args, { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The shipped rules with every `for:` shortened: the only lines a test may change. */
export function rulesForTest(forDuration: string, shipped = readFileSync(SHIPPED_RULES, 'utf8')): string {
  return shipped.replace(/^(\s+for:\s*)\S+$/gm, `$1${forDuration}`);
}

/** A server process a test started, stopped with its whole process group. */
export interface Started {
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export function startDaemon(path: string, args: string[]): Started {
  const child = spawn(path, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  child.stderr?.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)));
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || !child.pid) return resolve();
        child.once('exit', () => resolve());
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** Polls `probe` until it returns a value (or throws after `timeoutMs`, with `what` in the message). */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`等待超时：${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
