import { expect, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultRemotesManifest, defaultRuntimeConfig, discoverRemotes, startStack, type RunningStack } from '../tools';
import { assertSafeOnCi, privatePortBase } from './wall-stack';

/** Refresh interval of every panel on a fault stack: short, so faults and healing show within seconds. */
export const FAULT_REFRESH_MS = 2000;

const PANELS = [
  'teams/running-teams',
  'teams/institutions',
  'teams/team-directory',
  'talent/import-talent',
  'talent/cultivate-talent',
  'talent/schools',
  'talent/determine',
  'notices/notices',
  'notices/activity-by-month',
  'hub/headline',
  'services/introduce',
  'services/evaluation',
  'industry/checkin-industry',
  'industry/checkout-industry',
  'industry/chances',
  'chain/industry-chain',
  'chain/investment',
];

/** A private stack for one spec file on `COCKPIT_E2E_PORT_BASE + offset`, with short refresh, remote timeout and manifest poll intervals. */
export async function startFaultStack(offset: number, publishedDir?: string): Promise<RunningStack> {
  const portBase = privatePortBase(offset);
  assertSafeOnCi(portBase, false);
  const work = mkdtempSync(join(tmpdir(), 'cockpit-fault-'));
  const runtimeDir = join(work, 'runtime');
  mkdirSync(runtimeDir, { recursive: true });
  const ports = { host: '127.0.0.1', portBase, apiPort: portBase + 100 };
  const config = {
    ...defaultRuntimeConfig(ports),
    manifestPollMs: 2000,
    remoteTimeoutMs: 4000,
    refreshOverrides: Object.fromEntries(PANELS.map((p) => [p, FAULT_REFRESH_MS])),
  };
  writeFileSync(join(runtimeDir, 'config.json'), JSON.stringify(config, null, 2));
  writeFileSync(
    join(runtimeDir, 'remotes.json'),
    JSON.stringify(defaultRemotesManifest(discoverRemotes(), ports), null, 2),
  );
  return startStack({ portBase, runtimeDir, dbPath: join(work, 'cockpit.sqlite'), publishedDir });
}

/** States of all frames, as `{ id: state }`. */
export async function frameStates(page: Page): Promise<Record<string, string>> {
  return page
    .locator('[data-panel]')
    .evaluateAll((els) =>
      Object.fromEntries(els.map((el) => [el.getAttribute('data-panel'), el.getAttribute('data-state')])),
    );
}

/** Waits until every frame whose id matches `filter` is in `state`; returns their count. */
export async function expectFrames(
  page: Page,
  filter: (id: string) => boolean,
  state: string | RegExp,
  timeout = 60_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const matching = Object.entries(await frameStates(page)).filter(([id]) => filter(id));
        return (
          matching.length > 0 && matching.every(([, s]) => (typeof state === 'string' ? s === state : state.test(s)))
        );
      },
      { timeout, message: `frames should be ${state}` },
    )
    .toBe(true);
}

/** Opens the hub and waits until every frame is ready. */
export async function openReadyHub(page: Page, stack: RunningStack): Promise<void> {
  await page.goto(`${stack.shellUrl}/`);
  await expectFrames(page, () => true, 'ready');
}

export const isTeams = (id: string) => id.startsWith('teams/');
export const notTeams = (id: string) => !id.startsWith('teams/');
