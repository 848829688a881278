/** An antd select as a person picks from it, shared by the journeys. */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Picks `option` in the select that `select` (its combobox or any element inside it) names, typing `search`
 * first when given. A click can be lost to the dropdown's opening animation on a loaded machine: the select is
 * opened and the option clicked again until the select shows it. Only the open dropdown counts (a closed one may
 * stay in the page, hidden). In a multiple select, an option already shown is not clicked again (that would
 * remove it).
 */
export async function pickInSelect(page: Page, select: Locator, option: string, search?: string): Promise<void> {
  const root = select.locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  const shown = async () => (await root.innerText()).includes(option);
  await expect
    .poll(
      async () => {
        if (await shown()) return true;
        const open = page.locator('.ant-select-dropdown:visible');
        if ((await open.count()) === 0) await select.click();
        if (search !== undefined) await root.getByRole('combobox').fill(search);
        await open
          .locator('.ant-select-item-option')
          .filter({ hasText: option })
          .first()
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        return shown();
      },
      { timeout: 20_000, interval: 300 },
    )
    .toBe(true);
}
