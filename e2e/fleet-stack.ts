import { DEFAULT_SECURITY_POLICY } from '../console/src/server/features/security';
import { writePolicy } from '../console/src/server/features/security/policy-store';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { createTestDatabase } from '../console/src/server/testing/postgres';
import { createFleetUser, provisionFleetConfig, type RunningStack } from '../tools';
import { fleetPostgresUrl } from './postgres-project';
import { privatePortBase, startWallStack } from './wall-stack';

/** How often the fleet stack's walls beat: short, so online/offline shows within seconds. */
export const FLEET_BEAT_MS = 3000;
/** The console users every fleet spec signs in with (created in the stack's own database). */
export const OPERATOR = { username: 'ops-zhang', password: 'zhang-ops-2026!', role: 'operator' as const };
export const VIEWER = { username: 'viewer-li', password: 'li-viewer-2026!', role: 'viewer' as const };
export const ADMIN = { username: 'admin-wang', password: 'wang-admin-2026!', role: 'admin' as const };

/** What a fleet spec may change of its stack. */
export interface FleetStackOptions {
  /** How often walls re-read their runtime files, ms (the rollout check polls every 2 s). */
  manifestPollMs?: number;
  /** The published folder the stack serves and the fleet service scans (a spec's own copy with extra builds). */
  publishedDir?: string;
  /** More `config.json` fields (`remoteOrigins`: a panel team's own host the fleet may name). */
  config?: Record<string, unknown>;
}

/** A private wall stack with the fleet service (embedded database, or PostgreSQL: see fleetPostgresUrl), keys and users. */
export async function startFleetStack(offset: number, options: FleetStackOptions = {}): Promise<RunningStack> {
  const postgres = fleetPostgresUrl();
  const stack = await startWallStack(privatePortBase(offset), {
    refreshMs: 10_000,
    config: { fleetHeartbeatMs: FLEET_BEAT_MS, ...options.config },
    manifestPollMs: options.manifestPollMs,
    publishedDir: options.publishedDir,
    // A database of its own on that server, empty like a new embedded one: a retried spec starts over, not on its first try's users.
    fleet: { databaseUrl: postgres && (await createTestDatabase(postgres)) },
  });
  const service = stack.fleetService()!;
  provisionFleetConfig(stack.runtimeDir, service, stack.fleetUrl!);
  for (const user of [OPERATOR, VIEWER, ADMIN]) await createFleetUser(service.db, { ...user, createdBy: 'e2e' });
  // Specs sign one administrator in from an API client and a browser at once: the one-session rule for administrators
  // is the session tests' to check (features/security), not every spec's.
  await writePolicy(service.db, { ...DEFAULT_SECURITY_POLICY, maxSessionsAdmin: 0 }, 'e2e');
  return stack;
}

/** Opens a wall of `group` in its own browser context (its own storage), as a lobby screen would. */
export async function openWall(
  browser: Browser,
  url: string,
  before?: (context: BrowserContext) => Promise<void>,
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await before?.(context);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Signs in to the console as `user` in a fresh context and returns the page on the walls list. */
export async function openConsole(
  browser: Browser,
  fleetUrl: string,
  user: { username: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${fleetUrl}/`);
  await page.getByLabel('用户名').fill(user.username);
  await page.getByLabel('密码').fill(user.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByRole('heading', { name: '墙面' })).toBeVisible();
  return page;
}

/** The walls grid's row of `wallId`, as text. */
export function wallRow(console: Page, wallId: string) {
  return console.getByRole('row').filter({ has: console.getByRole('gridcell', { name: wallId, exact: true }) });
}
