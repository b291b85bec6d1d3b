import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { frame, previewAt } from './panel-fill';
import { SHELL_URL } from './stack-env';

const SHOTS = join(__dirname, '..', 'screenshots');

/**
 * Names in a table get the width their column has: in a wide slot no achievement or company name of the transfers
 * panel is shortened, and in its smallest slot the names are cut only where their column ends.
 */
test('devices/transfers: names take their column width, cut with an ellipsis only where it ends', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true });
  const panel = 'devices/transfers';
  const names = (at: string) =>
    frame(page, panel).evaluate((el, size) => {
      const cells = [...el.querySelectorAll<HTMLElement>('tbody td')].filter((td) => td.querySelector('[title]'));
      return cells.map((td) => ({
        size,
        text: td.textContent ?? '',
        shortened: [td, ...td.querySelectorAll<HTMLElement>('*')].some((box) => box.scrollWidth > box.clientWidth + 1),
        width: Math.round(td.clientWidth),
      }));
    }, at);
  await previewAt(page, SHELL_URL, panel, 1800, 560);
  await frame(page, panel).screenshot({
    animations: 'disabled',
    path: join(SHOTS, 'text-widths-transfers-1800x560.png'),
  });
  const wide = await names('1800×560');
  expect(wide.length).toBeGreaterThan(0);
  expect(wide.filter((cell) => cell.shortened)).toEqual([]);
  // In the smallest slot a name may be cut, but only where its column ends: the cell is as wide as its share.
  await previewAt(page, SHELL_URL, panel, 670, 380);
  const narrow = await names('670×380');
  for (const cell of narrow.filter((c) => c.shortened))
    expect(cell.width, `${cell.text} cut in a ${cell.width} px column`).toBeGreaterThan(60);
});
