import { defineConfig } from '@playwright/test';

/** Browser tests in Debian's Chromium (and Firefox ESR through puppeteer-core: e2e/firefox.spec.ts) against the real stack (started by the global setup). */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
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
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
    },
  },
});
