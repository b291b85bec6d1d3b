import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tools/dev/chromium-launch';

/** Browser tests in Debian's Chromium (and Firefox ESR through puppeteer-core: e2e/firefox.spec.ts) against the real stack (started by the global setup). */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Files side by side on two workers, tests of one file in order on one (they share the file's stack). Every file's
  // servers have ports of their own (tools/dev/e2e-port-plan.test.ts fails on a clash), so two files never meet.
  fullyParallel: false,
  workers: Number(process.env.COCKPIT_E2E_WORKERS ?? 2),
  // A retry keeps one flake from sinking CI, but `npm test` names every test that needed one: each is a defect to fix.
  retries: process.env.CI ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 30_000 },
  outputDir: './test-results/e2e-artifacts',
  reporter: [['list'], ['json']],
  use: {
    viewport: { width: 1920, height: 1080 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    // The wall's service worker answers from its cache when a server is down: only e2e/wall-offline.spec.ts,
    // which tests it, lets it run, so the fault specs see the network as it is.
    serviceWorkers: 'block',
    launchOptions: { ...CHROMIUM_LAUNCH, args: [...CHROMIUM_LAUNCH.args, '--disable-sync'] },
  },
  // Every spec in Chromium; the fleet's browser test once more with the service on PostgreSQL, in the same run (the
  // global set-up starts the server), side by side with the rest instead of a second run after it.
  projects: [{ name: 'chromium' }, { name: 'postgres', testMatch: 'fleet-console.spec.ts' }],
});
