import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingBuilds } from './bench-build';
import { REPO_ROOT } from '../build/topology';

// `npm run bench -- --no-build` on a checkout without builds: it names what is missing and stops, never hangs.
const emptyCheckout = () => mkdtempSync(join(tmpdir(), 'cockpit-no-build-'));

test('a checkout without the monolith build is told which build is missing and how to make it', () => {
  const root = emptyCheckout();
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<html></html>');
  const missing = missingBuilds(root);
  expect(missing).toContain('shell/dist-monolith/index.html（pnpm exec tsx tools/build/build.ts --monolith）');
  expect(missing.some((line) => line.startsWith('shell/dist/'))).toBe(false);
  expect(missing.some((line) => line.startsWith('published/teams/'))).toBe(true);
});

test('npm run bench -- --no-build on a fresh clone (no build at all) exits non-zero within a minute, naming the monolith build', async () => {
  const clone = join(emptyCheckout(), 'cockpit');
  execFileSync('git', ['clone', '-q', REPO_ROOT, clone]);
  try {
    const started = Date.now();
    // The clone's own set-up (pnpm install from the store) is part of the minute, as a newcomer would run it.
    const result = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = execFile(
        'npm',
        ['run', 'bench', '--', '--no-build'],
        { cwd: clone, timeout: 60_000, killSignal: 'SIGKILL' },
        (error, stdout, stderr) => resolve({ code: child.exitCode ?? (error ? 1 : 0), out: `${stdout}${stderr}` }),
      );
    });
    expect(result.out).toContain('shell/dist-monolith/index.html（pnpm exec tsx tools/build/build.ts --monolith）');
    expect(result.code).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(60_000);
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}, 120_000);
