import type { Page } from 'playwright-core';

/**
 * The survey's plan canvas as a journey drives it: where image pixel (x, y) is on the screen (the canvas's box and
 * the view — zoom, pan — it publishes in `data-view`), and a click there. `page` is read at each call (journeys open
 * their page in beforeAll).
 */
export function planCanvas(page: () => Page) {
  const onScreen = async (x: number, y: number) => {
    const canvas = page().getByTestId('plan-canvas');
    const box = (await canvas.locator('canvas').first().boundingBox())!;
    const [scale, dx, dy] = ((await canvas.getAttribute('data-view')) ?? '1,0,0').split(',').map(Number) as [
      number,
      number,
      number,
    ];
    return { x: box.x + dx + x * scale, y: box.y + dy + y * scale };
  };
  /** Clicks the plan at image pixel (x, y), then lets the editor take it. */
  const clickPlan = async (x: number, y: number) => {
    const p = await onScreen(x, y);
    await page().mouse.click(p.x, p.y);
    await page().waitForTimeout(150);
  };
  return { onScreen, clickPlan };
}
