import { expect, test, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { expectEveryPanel, privatePortBase, recordToasts, shownFrames, startWallStack, wallSlots } from './wall-stack';

/**
 * How long both API bases stay down: two rotation turns (20 s) and more. Turns fall on the clock's multiples of the
 * period, and the first one after a start may pick the panel already shown (the one that got its data first), so a
 * window holding only one turn can see no change (CI run 4 saw that twice at 24 s).
 */
const OUTAGE_MS = 44_000;

let stack: RunningStack;
test.beforeAll(async () => {
  stack = await startWallStack(privatePortBase(20), { refreshMs: 4000 });
});
test.afterAll(async () => stack?.close());

/** Samples every slot's shown frame twice a second for `ms`: the states seen, and what each rotation showed. */
async function watch(page: Page, ms: number) {
  const seen: string[] = [];
  const showing = new Map<string, Set<string>>();
  for (const end = Date.now() + ms; Date.now() < end;) {
    for (const frame of await shownFrames(page)) {
      if (frame.state === 'error' || frame.state === 'loading')
        seen.push(`${frame.slot}:${frame.panel}=${frame.state}`);
      showing.set(frame.slot, (showing.get(frame.slot) ?? new Set()).add(frame.panel));
    }
    await page.waitForTimeout(500);
  }
  return { seen, showing };
}

for (const path of ['/', '/xndx']) {
  test(`${path}: a ${OUTAGE_MS / 1000} s outage of both API bases leaves every slot stale with its data, never an error; ready again after`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const toasts = await recordToasts(page);
    await page.goto(`${stack.shellUrl}${path}`);
    await expectEveryPanel(page, 'ready', 60_000);
    const rotating = (await wallSlots(page)).filter((slot) => slot.panels.length > 1).map((slot) => slot.slot);

    await stack.stopServer('api');
    const outage = await watch(page, OUTAGE_MS);
    expect(outage.seen, 'no slot with data to show shows error or loading').toEqual([]);
    const turned = rotating.filter((slot) => outage.showing.get(slot)!.size >= 2);
    expect(turned, 'every rotation kept turning through the outage').toEqual(rotating);
    const frames = await shownFrames(page);
    expect(frames.filter((f) => f.state !== 'stale' || !f.withData)).toEqual([]);
    await expectEveryPanel(page, 'stale', 5_000);
    await expect(page.locator('[data-badge="stale"]').first()).toContainText('数据未更新');

    await stack.startServer('api');
    await expectEveryPanel(page, 'ready', 30_000);
    expect((await shownFrames(page)).every((f) => f.state === 'ready' && f.withData)).toBe(true);
    const shown = await toasts();
    expect(shown.length).toBeGreaterThan(0);
    expect(
      shown.filter((text, i) => shown.indexOf(text) !== i),
      'at most one toast per distinct error',
    ).toEqual([]);
  });
}
