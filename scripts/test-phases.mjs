// The phases of `npm test`, timed, and what the browser tests' reports say of flaky tests.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { ROOT } from './bootstrap.mjs';

const phases = [];

/** Runs `body` as the phase `name` and records how long it took (what `body` returns is passed on). */
export async function phase(name, body) {
  const started = Date.now();
  try {
    return await body();
  } finally {
    phases.push({ name, ms: Date.now() - started });
  }
}

/** The phases' times, one line each, as `npm test` prints them before its summary line. */
export function phaseTable() {
  const total = phases.reduce((sum, p) => sum + p.ms, 0);
  const line = (name, ms) => `  ${name.padEnd(24, '　')} ${(ms / 60_000).toFixed(1).padStart(5)} 分钟`;
  return ['各阶段用时：', ...phases.map((p) => line(p.name, p.ms)), line('合计', total)].join('\n');
}

/**
 * Runs a command with its output held back and printed whole when it ends, so checks run side by side print one after
 * the other; resolves to its exit status.
 */
export function runQuietly(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(String(error))));
    child.on('close', (status) => {
      console.log(`── ${label}（退出码 ${status}）`);
      const text = Buffer.concat(output).toString('utf8').trim();
      if (text) console.log(text);
      resolve(status ?? 1);
    });
  });
}

/**
 * Starts a command beside the next phase, its output to `logFile` (a pipe would stall it while the next phase's
 * synchronous run holds the event loop); resolves to its exit status.
 */
export function runBeside(command, args, logFile, env = process.env) {
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', fd, fd] });
  return new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (status) => {
      closeSync(fd);
      resolve(status ?? 1);
    });
  });
}

export const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/** Every test of a Playwright JSON report that passed only on a retry: `file › title`. */
export function flakyTests(report) {
  const names = [];
  // A file's suite has the file as its title; describe blocks inside it add theirs.
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? [])
        if (test.status === 'flaky') names.push(`${spec.file} › ${[...path, spec.title].join(' › ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names;
}
