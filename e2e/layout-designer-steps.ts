import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import type { RunningStack } from '../tools';
import { ADMIN, openConsole } from './fleet-stack';

/** 分组 → 新建分组 as an administrator: `group` with hub's versions, its pages from the template 四面板大字页面. */
export async function createGroupFromTemplate(browser: Browser, stack: RunningStack, group: string): Promise<void> {
  const admin = await openConsole(browser, stack.fleetUrl!, ADMIN);
  await admin.goto(`${stack.fleetUrl}/groups`);
  await admin.getByRole('button', { name: '新建分组' }).click();
  const create = admin.getByRole('dialog', { name: '新建分组' });
  await create.getByRole('textbox', { name: '分组编号' }).fill(group);
  await create.getByRole('textbox', { name: '分组名称' }).fill('会议室电视');
  await create.getByRole('combobox', { name: '复制自' }).click();
  await admin.getByRole('option', { name: /（hub）$/ }).click();
  await create.getByRole('combobox', { name: '页面布局' }).click();
  await admin.getByRole('option', { name: '模板：四面板大字页面' }).click();
  await create.getByRole('button', { name: '创建' }).click();
  await expect(create).toBeHidden({ timeout: 20_000 });
  await admin.context().close();
}

/** A real pointer drag from one point to another, in steps, as a hand does it. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 8 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

export const centre = async (locator: Locator): Promise<{ x: number; y: number }> => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Each slot's box on the wall, in the wall page's pixels. */
export async function wallBoxes(page: Page): Promise<Record<string, { x: number; y: number; w: number; h: number }>> {
  return page.locator('[data-slot]').evaluateAll((slots) =>
    Object.fromEntries(
      slots.map((slot) => {
        const box = slot.getBoundingClientRect();
        return [slot.getAttribute('data-slot'), { x: box.x, y: box.y, w: box.width, h: box.height }];
      }),
    ),
  );
}
