import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ConsoleServerOptions } from '../index';

/** A fleet replica in its own process: its own pool, LISTEN connection, memory and event loop, as in production. */
export interface ReplicaProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed (for a failing test's message). */
  output(): string;
  /** SIGTERM (a graceful stop) or SIGKILL, resolved once the process is gone. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

/** Starts `replica-main.ts` with `options` (plain JSON: no functions) and resolves once it listens. */
export function startReplicaProcess(
  options: Partial<ConsoleServerOptions> & { port: number; dataDir: string; databaseUrl: string },
): Promise<ReplicaProcess> {
  // node itself with tsx as a loader: a signal reaches the server, not a wrapper process.
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'replica-main.ts')], {
    cwd: join(__dirname, '../../..'),
    env: {
      ...process.env,
      COCKPIT_TEST_REPLICA: JSON.stringify({ host: '127.0.0.1', webDir: join(options.dataDir, 'no-web'), ...options }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop: ReplicaProcess['stop'] = async (signal = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await gone;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`replica did not start in 60 s: ${out}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /replica listening (http:\/\/[\d.]+:\d+)/.exec(out)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, child, output: () => out, stop });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`replica exited ${code}: ${out}`));
    });
  });
}
