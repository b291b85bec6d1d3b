import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { ConsoleServerOptions } from '../index';

const CONSOLE_DIR = join(__dirname, '../../..');

/** A replica process: its URL, its replica id (the engines' lease names it), its log so far, and kill -9. */
export interface ReplicaProcess {
  child: ChildProcess;
  url: string;
  replicaId: string;
  log(): string;
  kill9(): Promise<void>;
  /** SIGTERM (a clean stop: it hands the lease back), resolved once it exited. */
  stop(): Promise<void>;
}

/** Starts `engines-replica-main.ts` with `options` (JSON-able: no functions) and resolves once it listens. */
export function startReplica(options: Partial<ConsoleServerOptions>): Promise<ReplicaProcess> {
  // node with tsx as a loader, no CLI in between: SIGKILL reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'engines-replica-main.ts')], {
    cwd: CONSOLE_DIR,
    env: { ...process.env, COCKPIT_REPLICA_OPTIONS: JSON.stringify({ port: 0, ...options }) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const kill9 = async () => {
    if (ended()) return;
    child.kill('SIGKILL');
    await gone;
  };
  const stop = async () => {
    if (ended()) return;
    child.kill('SIGTERM');
    await gone;
  };
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const started = /replica (http:\/\/127\.0\.0\.1:\d+) (\S+)/.exec(out);
      if (started) resolve({ child, url: started[1], replicaId: started[2], log: () => out, kill9, stop });
    });
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code, signal) => reject(new Error(`replica exited ${code ?? signal}: ${out}`)));
  });
}
