import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { missingBuilds } from './bench-build';
import { REPO_ROOT } from './topology';

// `npm run bench -- --no-build` on a checkout without builds: it names what is missing and stops, never hangs.
const emptyCheckout = () => mkdtempSync(join(tmpdir(), 'cockpit-no-build-'));

test('a checkout without the monolith build is told which build is missing and how to make it', () => {
  const root = emptyCheckout();
  mkdirSync(join(root, 'shell/dist'), { recursive: true });
  writeFileSync(join(root, 'shell/dist/index.html'), '<html></html>');
  const missing = missingBuilds(root);
  expect(missing).toContain('shell/dist-monolith/index.html（pnpm exec tsx tools/src/build.ts --monolith）');
  expect(missing.some((line) => line.startsWith('shell/dist/'))).toBe(false);
  expect(missing.some((line) => line.startsWith('published/teams/'))).toBe(true);
});

test('the benchmark with --no-build and no builds exits non-zero within a minute, naming the monolith build', async () => {
  const started = Date.now();
  const result = await new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = execFile('pnpm', ['exec', 'tsx', 'tools/src/bench.ts', '--no-build'], { cwd: REPO_ROOT, env: { ...process.env, COCKPIT_BENCH_BUILDS: emptyCheckout() }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: child.exitCode ?? (error ? 1 : 0), out: `${stdout}${stderr}` }));
  });
  expect(result.code).not.toBe(0);
  expect(result.out).toContain('shell/dist-monolith/index.html');
  expect(Date.now() - started).toBeLessThan(60_000);
}, 70_000);
