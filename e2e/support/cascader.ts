/** An antd cascader (a region, a category) as a person picks it, shared by the journeys. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens the cascader that `trigger` names and picks `names` level by level. Each level's children load when the
 * parent is picked, and a click can be lost to the opening animation: a parent is clicked again until its child
 * shows in the next column. Only the open dropdown counts (a closed one may stay in the page, hidden).
 */
export async function pickInCascader(page: Page, names: readonly string[], trigger: string | Locator): Promise<void> {
  await (typeof trigger === 'string' ? page.locator(trigger) : trigger).first().click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  const itemAt = (level: number, name: string) =>
    menus.nth(level).locator('.ant-cascader-menu-item', { hasText: new RegExp(`^${name}$`) });
  for (const [level, name] of names.entries()) {
    const item = itemAt(level, name);
    await item.waitFor();
    const child = names[level + 1];
    if (child === undefined) {
      await item.click();
      break;
    }
    await expect
      .poll(
        async () => {
          if ((await itemAt(level + 1, child).count()) === 0) await item.click();
          return itemAt(level + 1, child).count();
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  }
  // A list that stays open (a cascader that takes any level) is closed; one already closed by the choice is not —
  // Escape would then close the dialog the cascader is in.
  if ((await page.locator('.ant-cascader-dropdown:visible').count()) > 0) await page.keyboard.press('Escape');
}
