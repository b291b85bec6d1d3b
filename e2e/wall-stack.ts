import { expect, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assertBrowserSafePorts,
  defaultRemotesManifest,
  defaultRuntimeConfig,
  discoverRemotes,
  stackPorts,
  startStack,
  type RunningStack,
  type StackOptions,
} from '../tools';
import { CI_PORT_BASE, E2E_PORT_BASE } from './stack-env';

/** Every panel of `/` and `/xndx`, rotations included. */
export const WALL_PANELS = [
  'services/introduce',
  'hub/headline',
  'notices/notices',
  'talent/import-talent',
  'talent/cultivate-talent',
  'talent/schools',
  'talent/determine',
  'notices/activity-by-month',
  'chain/industry-chain',
  'teams/running-teams',
  'teams/team-directory',
  'chain/investment',
  'chain/tech-services',
  'teams/institutions',
  'industry/checkin-industry',
  'industry/checkout-industry',
  'industry/chances',
  'services/evaluation',
  'services/service-overview',
  'services/handling',
  'xndx/headline',
  'devices/categories',
  'devices/status',
  'devices/utilization',
  'devices/reserve-trend',
  'devices/reservations',
  'devices/transfers',
];

/** A private stack's port base: `E2E_PORT_BASE + offset` (each stack uses +0…+17, +100 for its API and +200 for the fleet service; a port Chromium refuses fails the start). */
export const privatePortBase = (offset: number): number => E2E_PORT_BASE + offset;

interface WallStackOptions {
  /** Refresh interval of every panel, ms (the operators' check uses 4 s). */
  refreshMs?: number;
  /** Today of the reference API ('YYYY-MM-DD'): the database is created on it. */
  apiNow?: string;
  /** Where the display sends its API calls instead of the API itself (a proxy in front of it). */
  apiHost?: string;
  /** More `config.json` fields (the fleet service's `fleetUrl`, `fleetKeys`, `fleetHeartbeatMs`). */
  config?: Record<string, unknown>;
  /** Start the fleet service too (see `StackOptions.fleet`). */
  fleet?: StackOptions['fleet'];
  /** How often the display re-reads its runtime files, ms (config.json's `manifestPollMs`). */
  manifestPollMs?: number;
  /** Where the stack serves published builds from (default: the workspace's `published/`). */
  publishedDir?: string;
  /** The stack's `layouts.json` (default: the shipped pages). */
  layouts?: unknown;
}

/** The same offsets on CI's port base: a layout that only CI's base puts on a port the browser refuses fails here too. */
export function assertSafeOnCi(portBase: number, withFleet: boolean): void {
  const ciBase = portBase - E2E_PORT_BASE + CI_PORT_BASE;
  const ciPorts = stackPorts(
    { host: '127.0.0.1', portBase: ciBase, apiPort: ciBase + 100 },
    discoverRemotes(),
    withFleet ? ciBase + 200 : undefined,
  );
  assertBrowserSafePorts(ciPorts, `CI 的端口基数 ${CI_PORT_BASE} 加偏移 ${portBase - E2E_PORT_BASE} `);
}

/** A private stack with a fresh database and every panel of both pages refreshing every `refreshMs`. */
export async function startWallStack(portBase: number, options: WallStackOptions = {}): Promise<RunningStack> {
  const work = mkdtempSync(join(tmpdir(), 'cockpit-wall-'));
  const runtimeDir = join(work, 'runtime');
  mkdirSync(runtimeDir, { recursive: true });
  const ports = { host: '127.0.0.1', portBase, apiPort: portBase + 100 };
  assertSafeOnCi(portBase, !!options.fleet);
  const refreshOverrides = Object.fromEntries(WALL_PANELS.map((panel) => [panel, options.refreshMs ?? 4000]));
  const config = {
    ...defaultRuntimeConfig(ports),
    refreshOverrides,
    ...(options.manifestPollMs ? { manifestPollMs: options.manifestPollMs } : {}),
  };
  if (options.apiHost)
    Object.assign(config, { apiHost: options.apiHost, serviceApiBase: `${options.apiHost}/open-api` });
  Object.assign(config, options.config);
  writeFileSync(join(runtimeDir, 'config.json'), JSON.stringify(config, null, 2));
  writeFileSync(
    join(runtimeDir, 'remotes.json'),
    JSON.stringify(defaultRemotesManifest(discoverRemotes(), ports), null, 2),
  );
  if (options.layouts) writeFileSync(join(runtimeDir, 'layouts.json'), JSON.stringify(options.layouts, null, 2));
  return startStack({
    portBase,
    runtimeDir,
    dbPath: join(work, 'cockpit.sqlite'),
    apiNow: options.apiNow,
    fleet: options.fleet,
    publishedDir: options.publishedDir,
  });
}

/** What `window.__cockpit.slotStatus()` says, reduced to what the tests read. */
export interface WallSlot {
  slot: string;
  showing: string;
  panels: { panel: string; state: string; showing: boolean }[];
}

/** Every slot of the page, hidden rotation panels included (from the operators' diagnostics). */
export function wallSlots(page: Page): Promise<WallSlot[]> {
  return page.evaluate(
    () => (window as unknown as { __cockpit?: { slotStatus: () => WallSlot[] } }).__cockpit?.slotStatus() ?? [],
  );
}

/** Each slot's shown frame: its state, and whether it draws data (no spinner, no error box). */
export function shownFrames(page: Page): Promise<{ slot: string; panel: string; state: string; withData: boolean }[]> {
  return page.locator('[data-slot]').evaluateAll((slots) =>
    slots.map((slot) => {
      const frame = slot.querySelector('[data-panel]');
      const body = frame?.lastElementChild;
      const withData =
        !!body && body.childElementCount > 0 && !body.querySelector('[role="alert"], [role="progressbar"]');
      return {
        slot: slot.getAttribute('data-slot') ?? '',
        panel: frame?.getAttribute('data-panel') ?? '',
        state: frame?.getAttribute('data-state') ?? 'none',
        withData,
      };
    }),
  );
}

/** Waits until every panel of every slot (hidden ones too) is in `state`. */
export async function expectEveryPanel(page: Page, state: string, timeout: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const slots = await wallSlots(page);
        return slots.length
          ? slots.flatMap((s) => s.panels.filter((p) => p.state !== state).map((p) => `${p.panel}=${p.state}`))
          : ['还没有槽位'];
      },
      { timeout, message: `every panel should be ${state}` },
    )
    .toEqual([]);
}

/** Records every toast the page shows (text, in order) into `window.__toastLog`; call before `goto`. */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __toastLog: string[] }).__toastLog = log;
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach((node) => {
          if (node instanceof HTMLElement && node.matches('[data-toast]')) log.push(node.textContent ?? '');
        });
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __toastLog: string[] }).__toastLog);
}
